import { useTranslation } from 'react-i18next';
import type { PickedFile } from '../../../shared/files/files-input';
import { ReceiptFilesInput } from '../../../shared/files/receipt-files-input';

export { filesOf } from '../../../shared/files/files-input';

/**
 * The receipt modals' picker: several receipt images, each removable before sending. Nothing is sent
 * until the form is: the files travel with the form's own call.
 */
export function ReceiptFilesField(props: {
  value?: PickedFile[];
  onChange?: (files: PickedFile[]) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  return (
    <ReceiptFilesInput
      {...props}
      chooseLabel={t('receipts.upload.choose')}
      refusedMessage={t('errors.FILE.INVALID_TYPE')}
    />
  );
}
