import { Alert, Form, InputNumber, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerFormErrors } from '../../../shared/forms/use-server-form-errors';
import { useSubmissionKeys } from '../../../shared/hooks/use-submission-keys';
import { useToast } from '../../../shared/hooks/use-toast';
import { useRefreshUser } from '../../../shared/session/use-refresh-user';
import { ErrorList } from '../../../shared/ui/error-list';
import { OFFLINE_PAY_TYPES, canonicalOfflinePayType, type OfflinePayType, type ReceiptView } from '@app/libs';
import { useStoreReceiptMutation } from '../api/receipts.api';
import { filesOf, ReceiptFilesField } from './receipt-files-field';
import type { PickedFile } from '../../../shared/files/files-input';

interface StoreValues {
  unit_purchase_intent?: number;
  pay_type?: OfflinePayType;
  receipt?: PickedFile[];
}

/**
 * The Receipts modal of /transactions: a new receipt, or (Try Again) the rejected one again,
 * titled Update Receipt, prefilled with its units and pay type, and showing why it was rejected.
 * A pay type stored in an older spelling ('Wire') is prefilled as its canonical value (ADR 0031).
 */
export function StoreReceiptModal({
  open,
  receipt,
  onClose,
}: {
  open: boolean;
  receipt: ReceiptView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form] = Form.useForm<StoreValues>();
  const { errors, report, clear } = useServerFormErrors(form, { 'receipt[]': 'receipt' });
  const [store, { isLoading }] = useStoreReceiptMutation();
  const refreshUser = useRefreshUser();
  const keys = useSubmissionKeys();

  useEffect(() => {
    if (!open) return;
    clear();
    form.resetFields();
    if (receipt) {
      form.setFieldsValue({
        unit_purchase_intent: receipt.unit_purchase_intent,
        pay_type: canonicalOfflinePayType(receipt.pay_type) ?? undefined,
      });
    }
  }, [open, receipt, form, clear]);

  const submit = async (values: StoreValues) => {
    if (!values.unit_purchase_intent || !values.pay_type) return;
    clear();
    try {
      await store({
        body: {
          id: receipt?.id,
          unit_purchase_intent: values.unit_purchase_intent,
          pay_type: values.pay_type,
          files: filesOf(values.receipt),
        },
        idempotencyKey: keys.keyFor(),
      }).unwrap();
      keys.renew();
      await refreshUser();
      toast.success(t(receipt ? 'receipts.store.updated' : 'receipts.store.sent'));
      onClose();
    } catch (error) {
      report(error);
    }
  };

  return (
    <Modal
      open={open}
      title={receipt ? t('receipts.store.updateTitle') : t('receipts.store.title')}
      okText={receipt ? t('receipts.store.update') : t('receipts.upload.submit')}
      cancelText={t('actions.cancel')}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      {receipt?.reject_reason ? (
        <Alert
          type="error"
          showIcon
          className="receipt-modal__reason"
          title={t('receipts.rejectedBecause')}
          description={receipt.reject_reason}
        />
      ) : null}
      <ErrorList messages={errors} />
      <Form<StoreValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        // Edited fields or files make another submission, with a key of its own.
        onValuesChange={() => keys.renew()}
        onFinishFailed={({ errorFields }) => {
          if (errorFields.some((f) => f.name[0] === 'receipt')) toast.error(t('receipts.upload.atLeastOne'));
        }}
      >
        <Form.Item
          name="unit_purchase_intent"
          label={t('receipts.store.units')}
          rules={[
            { required: true, message: t('receipts.store.unitsMin') },
            { type: 'number', min: 1, message: t('receipts.store.unitsMin') },
          ]}
        >
          <InputNumber className="full-width" precision={0} step={1} />
        </Form.Item>
        <Form.Item
          name="pay_type"
          label={t('receipts.store.payType')}
          rules={[{ required: true, message: t('receipts.store.payTypeRequired') }]}
        >
          <Select
            placeholder={t('receipts.store.payTypePlaceholder')}
            options={OFFLINE_PAY_TYPES.map((value) => ({
              value,
              label: t(`payTypes.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="receipt"
          label={t('receipts.upload.files')}
          extra={t('receipts.upload.hint')}
          rules={[
            {
              validator: (_rule, value: PickedFile[] | undefined) =>
                filesOf(value).length > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('receipts.upload.atLeastOne'))),
            },
          ]}
        >
          <ReceiptFilesField />
        </Form.Item>
      </Form>
    </Modal>
  );
}
