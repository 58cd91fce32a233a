import { Form, Modal } from 'antd';
import type { ProfilePayload, UserView } from '@app/libs';
import { ErrorList } from '../ui/error-list';
import { useToast } from '../hooks/use-toast';
import { ProfileFields, type ProfileFieldsProps } from './profile-fields';
import { useServerFormErrors } from './use-server-form-errors';

/** A user's profile as the profile fields edit it. */
export const profileFormValues = (user: UserView): ProfilePayload => ({
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

interface ProfileFormModalProps<V extends ProfilePayload> {
  title: string;
  okText: string;
  cancelText: string;
  /** The toast shown once saved. */
  savedText: string;
  initialValues: V;
  fields?: ProfileFieldsProps;
  /** Sends the values (an empty second address line as null); rejects with the server's error. */
  save: (values: V) => Promise<unknown>;
  onClose: () => void;
  saving: boolean;
  formName?: string;
}

/**
 * The profile fields in a modal: the member's Edit Profile and the back-office's Edit User Details.
 * Errors stay listed until the next attempt, as the spec asks.
 */
export function ProfileFormModal<V extends ProfilePayload>(props: ProfileFormModalProps<V>) {
  const toast = useToast();
  const [form] = Form.useForm<V>();
  const { errors, report, clear } = useServerFormErrors(form);

  const onFinish = async (values: V) => {
    clear();
    try {
      await props.save({ ...values, address_line2: values.address_line2?.trim() || null });
      toast.success(props.savedText);
      props.onClose();
    } catch (error) {
      report(error);
    }
  };

  return (
    <Modal
      open
      title={props.title}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText={props.okText}
      cancelText={props.cancelText}
      confirmLoading={props.saving}
      width={720}
      destroyOnHidden
    >
      <ErrorList messages={errors} />
      <Form
        form={form}
        name={props.formName}
        layout="vertical"
        initialValues={props.initialValues}
        onFinish={(values) => void onFinish(values)}
        className="form-after-errors"
      >
        <ProfileFields {...props.fields} />
      </Form>
    </Modal>
  );
}
