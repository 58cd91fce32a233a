import { Button, Form, Input } from 'antd';
import { CONTACT_LIMITS, type ContactMessagePayload } from '@app/libs';
import { useTranslation } from 'react-i18next';
import { AntdProvider } from '../../../shared/antd/antd-provider';
import { useServerFormErrors } from '../../../shared/forms/use-server-form-errors';
import { useToast } from '../../../shared/hooks/use-toast';
import { ErrorList } from '../../../shared/ui/error-list';
import { useSendContactMessageMutation } from '../api/contact.api';

/**
 * The landing page's contact form: server errors listed above it, cleared on success. Loaded apart
 * from the page (ContactSection), with antd and its theme.
 */
export default function ContactForm() {
  return (
    <AntdProvider>
      <ContactFormFields />
    </AntdProvider>
  );
}

function ContactFormFields() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ContactMessagePayload>();
  const [send, { isLoading }] = useSendContactMessageMutation();
  const { errors, report, clear } = useServerFormErrors(form);
  const toast = useToast();

  const onFinish = async (values: ContactMessagePayload) => {
    clear();
    try {
      await send(values).unwrap();
      toast.success(t('contact.sent'));
      form.resetFields();
    } catch (error) {
      report(error);
    }
  };

  const required = (message: string) => ({ required: true, whitespace: true, message });

  return (
    <>
      <ErrorList messages={errors} />
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void onFinish(values)}
        requiredMark={false}
        className="landing-contact__form"
        disabled={isLoading}
      >
        <Form.Item name="name" label={t('contact.name')} rules={[required(t('contact.nameRequired'))]}>
          <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('fields.email')}
          rules={[
            { required: true, message: t('validation.emailRequired') },
            { type: 'email', message: t('validation.emailInvalid') },
          ]}
        >
          <Input autoComplete="email" inputMode="email" maxLength={CONTACT_LIMITS.email} />
        </Form.Item>
        <Form.Item
          name="subject"
          label={t('contact.subject')}
          rules={[required(t('contact.subjectRequired'))]}
        >
          <Input maxLength={CONTACT_LIMITS.subject} />
        </Form.Item>
        <Form.Item
          name="message"
          label={t('contact.message')}
          rules={[required(t('contact.messageRequired'))]}
        >
          <Input.TextArea rows={5} maxLength={CONTACT_LIMITS.message} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" disabled={isLoading}>
          {isLoading ? t('contact.processing') : t('contact.send')}
        </Button>
      </Form>
    </>
  );
}
