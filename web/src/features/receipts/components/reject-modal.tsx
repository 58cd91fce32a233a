import { Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Rejects a pending payment: the reason is required and reaches the member. */
export function RejectModal({
  open,
  recipient,
  submitting,
  onSubmit,
  onClose,
}: {
  open: boolean;
  recipient: string;
  submitting: boolean;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reject_reason: string }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={t('receipts.admin.rejectTitle')}
      okText={t('receipts.admin.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('actions.cancel')}
      confirmLoading={submitting}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={({ reject_reason }) => void onSubmit(reject_reason.trim())}
      >
        <Form.Item label={t('receipts.admin.recipient')}>
          <Typography.Text strong>{recipient}</Typography.Text>
        </Form.Item>
        <Form.Item
          name="reject_reason"
          label={t('receipts.admin.rejectReason')}
          rules={[{ required: true, whitespace: true, message: t('receipts.admin.rejectReasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
