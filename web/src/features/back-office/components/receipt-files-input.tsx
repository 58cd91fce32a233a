import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/hooks/use-toast';

const ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
const IMAGE_NAME = /\.(png|jpe?g)$/i;

/** Picks receipt images (png, jpeg, jpg), each removable; they travel with the form's own call. */
export function ReceiptFilesInput({
  id,
  value = [],
  onChange,
}: {
  id?: string;
  value?: UploadFile[];
  onChange?: (files: UploadFile[]) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <Upload
      multiple
      accept={ACCEPT}
      fileList={value}
      beforeUpload={(file) => {
        if (!IMAGE_NAME.test(file.name)) {
          toast.error(t('backOffice.create.receiptType'));
          return Upload.LIST_IGNORE;
        }
        return false;
      }}
      onChange={({ fileList }) => onChange?.(fileList.filter((f) => f.originFileObj))}
      showUploadList={{ showRemoveIcon: true, showPreviewIcon: false }}
    >
      <Button id={id} icon={<UploadOutlined />}>
        {t('backOffice.create.chooseReceipts')}
      </Button>
    </Upload>
  );
}
