import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/hooks/use-toast';
import { FilesInput, type PickedFile } from '../../../shared/files/files-input';
import { isReceiptFile, RECEIPT_ACCEPT } from '../../../shared/files/receipt-files';

export { filesOf } from '../../../shared/files/files-input';

/**
 * Picks several receipt images; each can be removed from the list before sending. Nothing is sent
 * until the form is: the files travel with the form's own call.
 */
export function ReceiptFilesField(props: {
  value?: PickedFile[];
  onChange?: (files: PickedFile[]) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <FilesInput
      {...props}
      accept={RECEIPT_ACCEPT}
      accepts={isReceiptFile}
      onRefused={() => toast.error(t('errors.FILE.INVALID_TYPE'))}
      chooseLabel={t('receipts.upload.choose')}
    />
  );
}
