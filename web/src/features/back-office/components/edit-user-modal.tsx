import type { UpdateUserPayload, UserView } from '@app/libs';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProfileFields } from '../../../shared/forms/profile-fields';
import { useServerFormErrors } from '../../../shared/forms/use-server-form-errors';
import { useToast } from '../../../shared/hooks/use-toast';
import { ErrorList } from '../../../shared/ui/error-list';
import { useUpdateUserMutation } from '../api/back-office.api';

type EditValues = Omit<UpdateUserPayload, 'id'>;

const toFormValues = (user: UserView): EditValues => ({
  fname: user.fname,
  lname: user.lname,
  email: user.email,
  country_code: user.country_code,
  phone: user.phone,
  gender: user.gender,
  address: user.address,
  address_line2: user.address_line2 ?? '',
  country: user.country,
  state: user.state,
  city: user.city,
  manual_city: false,
});

/** 'Edit User Details': the member's profile fields plus email, edited by an admin. */
export function EditUserModal({ user, onClose }: { user: UserView; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form] = Form.useForm<EditValues>();
  const [update, { isLoading }] = useUpdateUserMutation();
  const { errors, report, clear } = useServerFormErrors(form);

  // manual_city only switches the form's city input; the call takes the city itself.
  const onFinish = async ({ manual_city: _typed, ...values }: EditValues) => {
    clear();
    try {
      await update({ ...values, id: user.id, address_line2: values.address_line2?.trim() || null }).unwrap();
      toast.success(t('backOffice.view.userUpdated'));
      onClose();
    } catch (error) {
      report(error);
    }
  };

  return (
    <Modal
      open
      title={t('backOffice.view.editTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('backOffice.actions.update')}
      cancelText={t('backOffice.actions.cancel')}
      confirmLoading={isLoading}
      width={720}
      destroyOnHidden
    >
      <ErrorList messages={errors} />
      <Form
        form={form}
        name="edit-user"
        layout="vertical"
        initialValues={toFormValues(user)}
        onFinish={(values) => void onFinish(values)}
        className="form-after-errors"
      >
        <ProfileFields withEmail manualCity />
      </Form>
    </Modal>
  );
}
