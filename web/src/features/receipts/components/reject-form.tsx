import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The rejection reason box with Reject and Approve beside it (receipt screens). */
export function RejectForm({
  rejecting,
  onReject,
  onApprove,
}: {
  rejecting: boolean;
  onReject: (reason: string) => Promise<boolean>;
  onApprove: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reject_reason: string }>();
  return (
    <Form
      form={form}
      layout="vertical"
      className="receipt-decision"
      onFinish={async ({ reject_reason }) => {
        if (await onReject(reject_reason.trim())) form.resetFields();
      }}
    >
      <Form.Item
        name="reject_reason"
        label={t('receipts.admin.rejectReason')}
        rules={[{ required: true, whitespace: true, message: t('receipts.admin.rejectReasonRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
      <div className="receipt-decision__buttons">
        <Button danger htmlType="submit" loading={rejecting}>
          {t('receipts.admin.reject')}
        </Button>
        <Button type="primary" onClick={onApprove}>
          {t('receipts.admin.approve')}
        </Button>
      </div>
    </Form>
  );
}
