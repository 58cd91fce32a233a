import { Form, Modal } from 'antd';
import type { ProfilePayload, UserView } from '@app/libs';
import { useTranslation } from 'react-i18next';
import { ProfileFields } from '../../../shared/forms/profile-fields';
import { useServerFormErrors } from '../../../shared/forms/use-server-form-errors';
import { useToast } from '../../../shared/hooks/use-toast';
import { ErrorList } from '../../../shared/ui/error-list';
import { useUpdateUserMutation } from '../api/account.api';

const toFormValues = (user: UserView): ProfilePayload => ({
  fname: user.fname,
  lname: user.lname,
  country_code: user.country_code,
  phone: user.phone,
  gender: user.gender,
  address: user.address,
  address_line2: user.address_line2 ?? '',
  country: user.country,
  state: user.state,
  city: user.city,
});

export function EditProfileModal({ user, onClose }: { user: UserView; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form] = Form.useForm<ProfilePayload>();
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  // Errors stay listed until the next attempt, as the spec asks.
  const { errors, report, clear } = useServerFormErrors(form);

  const onFinish = async (values: ProfilePayload) => {
    clear();
    try {
      await updateUser({
        ...values,
        address_line2: values.address_line2?.trim() || null,
      }).unwrap();
      toast.success(t('serverMessages.profileUpdated'));
      onClose();
    } catch (error) {
      report(error);
    }
  };

  return (
    <Modal
      open
      title={t('home.editProfile')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('actions.update')}
      cancelText={t('actions.cancel')}
      confirmLoading={isLoading}
      width={720}
      destroyOnHidden
    >
      <ErrorList messages={errors} />
      <Form
        form={form}
        layout="vertical"
        initialValues={toFormValues(user)}
        onFinish={onFinish}
        className="form-after-errors"
      >
        <ProfileFields />
      </Form>
    </Modal>
  );
}
