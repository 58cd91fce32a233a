import { Role } from '@app/libs';
import { Button, Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { lazyPicker } from '../../../shared/antd/lazy-picker';
import { LazySelect } from '../../../shared/antd/lazy-select';
import { ProfileFields } from '../../../shared/forms/profile-fields';
import { useServerFormErrors } from '../../../shared/forms/use-server-form-errors';
import { useSubmissionKeys } from '../../../shared/hooks/use-submission-keys';
import { useToast } from '../../../shared/hooks/use-toast';
import { PATHS } from '../../../shared/routing/paths';
import { useCurrentUser } from '../../../shared/session/use-session';
import { ErrorList } from '../../../shared/ui/error-list';
import { PasswordFields } from '../../../shared/ui/password-fields';
import { useCreateUserMutation } from '../api/back-office.api';
import {
  CREATE_USER_DEFAULTS,
  createUserBody,
  takesUnits,
  type CreateUserValues,
} from '../components/create-user-payload';
import { UnitsSection } from '../components/units-section';
import type { PickerProps } from '../components/user-pickers';
import '../back-office.css';

const AnyUserPicker = lazyPicker<PickerProps>(
  () => import('../components/user-pickers').then((m) => ({ default: m.AnyUserPicker })),
  (t) => t('backOffice.picker.placeholder'),
);

// The server's field names that differ from the form's (receipt[] files are the `receipts` field).
const FIELD_ALIASES = { receipt: 'receipts', 'receipt[]': 'receipts' };

/** /admin/users/create: a new member (with their first units) or, by a SuperAdmin, a staff account. */
export function CreateUserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const me = useCurrentUser();
  const [form] = Form.useForm<CreateUserValues>();
  const role = Form.useWatch('role', form);
  const { errors, report, clear } = useServerFormErrors(form, FIELD_ALIASES);
  const [create, { isLoading }] = useCreateUserMutation();
  // One key per filled form: a double click or a retry creates the user and moves the units once.
  const submissions = useSubmissionKeys();
  const isSuperAdmin = me?.role === Role.SuperAdmin;

  const submit = async (values: CreateUserValues) => {
    clear();
    try {
      await create({
        body: createUserBody(values),
        idempotencyKey: takesUnits(values.role) ? submissions.keyFor() : undefined,
      }).unwrap();
      submissions.renew();
      toast.success(t('backOffice.create.registered'));
      navigate(PATHS.adminUsers);
    } catch (error) {
      report(error);
    }
  };

  return (
    <div className="page page-narrow back-office-page">
      <Typography.Title level={1} className="page__title">
        {t('backOffice.create.title')}
      </Typography.Title>
      <Card>
        <ErrorList messages={errors} />
        <Form<CreateUserValues>
          form={form}
          layout="vertical"
          initialValues={CREATE_USER_DEFAULTS}
          className={errors.length ? 'form-after-errors' : undefined}
          scrollToFirstError
          onValuesChange={() => submissions.renew()}
          onFinish={(values) => void submit(values)}
          onFinishFailed={({ errorFields }) => {
            if (errorFields.some((field) => field.name[0] === 'receipts')) {
              toast.error(t('backOffice.create.receiptRequired'));
            }
          }}
        >
          {isSuperAdmin ? (
            <Form.Item name="role" label={t('backOffice.create.role')}>
              <LazySelect<Role>
                aria-label={t('backOffice.create.role')}
                value={role ?? Role.User}
                options={Object.values(Role).map((value) => ({ value, label: t(`roles.${value}`) }))}
              />
            </Form.Item>
          ) : null}
          <ProfileFields withEmail manualCity />
          <Form.Item name="referral" label={t('backOffice.create.referredBy')}>
            <AnyUserPicker />
          </Form.Item>
          <PasswordFields />
          {takesUnits(role) ? <UnitsSection /> : null}
          <Button type="primary" htmlType="submit" disabled={isLoading}>
            {isLoading ? t('backOffice.actions.processing') : t('backOffice.actions.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
