import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/hooks/use-toast';
import { isReceiptFile, RECEIPT_ACCEPT } from './receipt-files';

/**
 * Picks several receipt images; each can be removed from the list before sending. Nothing is sent
 * until the form is: the files travel with the form's own call.
 */
export function ReceiptFilesField({
  value = [],
  onChange,
  id,
}: {
  value?: UploadFile[];
  onChange?: (files: UploadFile[]) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <Upload
      multiple
      accept={RECEIPT_ACCEPT}
      fileList={value}
      beforeUpload={(file) => {
        if (!isReceiptFile(file)) {
          toast.error(t('errors.FILE.INVALID_TYPE'));
          return Upload.LIST_IGNORE;
        }
        return false;
      }}
      onChange={({ fileList }) => onChange?.(fileList.filter((f) => f.originFileObj))}
      showUploadList={{ showRemoveIcon: true, showPreviewIcon: false }}
    >
      <Button id={id} icon={<UploadOutlined />}>
        {t('receipts.upload.choose')}
      </Button>
    </Upload>
  );
}

/** The File objects of the list, for the multipart body. */
export const filesOf = (list: UploadFile[] | undefined): File[] =>
  (list ?? []).flatMap((f) => (f.originFileObj ? [f.originFileObj as File] : []));
