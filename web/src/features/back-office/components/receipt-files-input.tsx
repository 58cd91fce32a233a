import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/hooks/use-toast';
import { FilesInput, type PickedFile } from '../../../shared/files/files-input';
import { isReceiptFile, RECEIPT_ACCEPT } from '../../../shared/files/receipt-files';

/** Picks receipt images (png, jpeg, jpg), each removable; they travel with the form's own call. */
export function ReceiptFilesInput(props: {
  id?: string;
  value?: PickedFile[];
  onChange?: (files: PickedFile[]) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <FilesInput
      {...props}
      accept={RECEIPT_ACCEPT}
      accepts={isReceiptFile}
      onRefused={() => toast.error(t('backOffice.create.receiptType'))}
      chooseLabel={t('backOffice.create.chooseReceipts')}
    />
  );
}
