import { Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerFormErrors } from '../../../shared/forms/use-server-form-errors';
import { ErrorList } from '../../../shared/ui/error-list';

export interface ApproveUnitsValues {
  unit: number;
  narration: string;
  approval_reason?: string;
}

interface ApproveUnitsModalProps {
  open: boolean;
  title: string;
  okText: string;
  /** Who receives the units, as the admin should read it before confirming. */
  recipient: string;
  initialUnits: number;
  /** The spec words the units rule differently per screen. */
  unitsMessage: string;
  withApprovalReason?: boolean;
  submitting: boolean;
  onEdit: () => void;
  onSubmit: (values: ApproveUnitsValues) => Promise<void>;
  onClose: () => void;
}

/** Transfer Units: how many units the approval posts, and the narration the ledger keeps. */
export function ApproveUnitsModal(props: ApproveUnitsModalProps) {
  const { open, title, okText, recipient, initialUnits, unitsMessage, withApprovalReason } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<ApproveUnitsValues>();
  const { errors, report, clear } = useServerFormErrors(form, { units: 'unit' });

  useEffect(() => {
    if (!open) return;
    clear();
    form.resetFields();
    form.setFieldsValue({ unit: initialUnits });
  }, [open, initialUnits, form, clear]);

  const finish = async (values: ApproveUnitsValues) => {
    clear();
    try {
      await props.onSubmit({ ...values, narration: values.narration.trim() });
    } catch (error) {
      report(error);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('actions.cancel')}
      confirmLoading={props.submitting}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      forceRender
    >
      <ErrorList messages={errors} />
      <Form<ApproveUnitsValues>
        form={form}
        layout="vertical"
        onValuesChange={props.onEdit}
        onFinish={(values) => void finish(values)}
      >
        <Form.Item label={t('receipts.admin.recipient')}>
          <Typography.Text strong>{recipient}</Typography.Text>
        </Form.Item>
        <Form.Item
          name="unit"
          label={t('receipts.admin.units')}
          rules={[
            { required: true, message: unitsMessage },
            { type: 'number', min: 1, message: unitsMessage },
          ]}
        >
          <InputNumber className="full-width" precision={0} step={1} />
        </Form.Item>
        <Form.Item
          name="narration"
          label={t('receipts.admin.narration')}
          rules={[{ required: true, whitespace: true, message: t('receipts.admin.narrationRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        {withApprovalReason ? (
          <Form.Item name="approval_reason" label={t('receipts.admin.approvalReason')}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
