import { Form, InputNumber, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionView } from '@app/libs';
import { useSubmissionKeys } from '../../../shared/hooks/use-submission-keys';
import { useApproveTransactionMutation } from '../api/ledger.api';
import { useLedgerToast } from './use-ledger-toast';

/** Approves a pending transaction: the user and its units prefilled, at least one unit. */
export function ApproveModal({
  transaction,
  onClose,
}: {
  transaction: TransactionView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useLedgerToast();
  const [form] = Form.useForm<{ units: number }>();
  const [approve, { isLoading }] = useApproveTransactionMutation();
  // One approval of this transaction with these units: a double click or a retry posts it once.
  const submissions = useSubmissionKeys();

  useEffect(() => {
    if (transaction) form.setFieldsValue({ units: transaction.units });
  }, [transaction, form]);

  const submit = async ({ units }: { units: number }) => {
    if (!transaction) return;
    try {
      const body = { id: transaction.id, units };
      await approve({ body, idempotencyKey: submissions.keyFor(transaction.id) }).unwrap();
      submissions.renew(transaction.id);
      toast.success(t('ledger.serverMessages.approved'));
      onClose();
    } catch (error) {
      toast.serverError(error);
    }
  };

  return (
    <Modal
      open={Boolean(transaction)}
      title={t('ledger.approve.title')}
      okText={t('ledger.approve.submit')}
      cancelText={t('actions.cancel')}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        onValuesChange={() => transaction && submissions.renew(transaction.id)}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item label={t('ledger.columns.user')}>
          <Typography.Text strong>
            {transaction?.user
              ? `${transaction.user.fullName} (${transaction.user.email})`
              : t('ledger.deletedUser')}
          </Typography.Text>
        </Form.Item>
        <Form.Item
          name="units"
          label={t('ledger.fields.units')}
          rules={[
            { required: true, message: t('ledger.serverMessages.atLeastOneUnit') },
            { type: 'number', min: 1, message: t('ledger.serverMessages.atLeastOneUnit') },
          ]}
        >
          <InputNumber className="full-width" precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
