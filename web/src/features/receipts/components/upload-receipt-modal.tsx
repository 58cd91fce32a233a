import { Alert, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useServerFormErrors } from '../../../shared/forms/use-server-form-errors';
import { useSubmissionKeys } from '../../../shared/hooks/use-submission-keys';
import { useToast } from '../../../shared/hooks/use-toast';
import { useRefreshUser } from '../../../shared/session/use-refresh-user';
import { ErrorList } from '../../../shared/ui/error-list';
import { useUploadAccountReceiptMutation } from '../api/receipts.api';
import { filesOf, ReceiptFilesField } from './receipt-files-field';
import type { PickedFile } from '../../../shared/files/files-input';

/** The account's payment receipt (home and pending page): files only; a rejection shows its reason. */
export function UploadReceiptModal({
  open,
  rejectReason,
  onClose,
}: {
  open: boolean;
  rejectReason?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ receipt: PickedFile[] }>();
  const { errors, report, clear } = useServerFormErrors(form, { 'receipt[]': 'receipt' });
  const [upload, { isLoading }] = useUploadAccountReceiptMutation();
  const refreshUser = useRefreshUser();
  const toast = useToast();
  const keys = useSubmissionKeys();

  const submit = async ({ receipt }: { receipt: PickedFile[] }) => {
    clear();
    try {
      await upload({ body: filesOf(receipt), idempotencyKey: keys.keyFor() }).unwrap();
      keys.renew();
      await refreshUser();
      toast.success(t('receipts.upload.sent'));
      form.resetFields();
      onClose();
    } catch (error) {
      report(error);
    }
  };

  return (
    <Modal
      open={open}
      title={t('receipts.upload.title')}
      okText={t('receipts.upload.submit')}
      cancelText={t('actions.cancel')}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      {rejectReason ? (
        <Alert
          type="error"
          showIcon
          title={t('receipts.rejectedBecause')}
          description={rejectReason}
          className="receipt-modal__reason"
        />
      ) : null}
      <ErrorList messages={errors} />
      <UploadForm form={form} onFinish={(values) => void submit(values)} onEdit={() => keys.renew()} />
    </Modal>
  );
}

function UploadForm({
  form,
  onFinish,
  onEdit,
}: {
  form: ReturnType<typeof Form.useForm<{ receipt: PickedFile[] }>>[0];
  onFinish: (values: { receipt: PickedFile[] }) => void;
  /** Other files make another submission, with a key of its own. */
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      onValuesChange={onEdit}
      // The spec also says it as a toast: the modal's list may be scrolled out of view on a phone.
      onFinishFailed={() => toast.error(t('receipts.upload.atLeastOne'))}
    >
      <Form.Item
        name="receipt"
        label={t('receipts.upload.files')}
        extra={t('receipts.upload.hint')}
        valuePropName="value"
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
  );
}
