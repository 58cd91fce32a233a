import { useToast } from '../hooks/use-toast';
import { FilesInput, type PickedFile } from './files-input';
import { isReceiptFile, RECEIPT_ACCEPT } from './receipt-files';

/**
 * Picks receipt images (png, jpeg, jpg), each removable; they travel with the form's own call. A file
 * of another type is turned away with `refusedMessage` as a toast. A form field (value, onChange, id).
 */
export function ReceiptFilesInput({
  chooseLabel,
  refusedMessage,
  ...field
}: {
  chooseLabel: string;
  refusedMessage: string;
  id?: string;
  value?: PickedFile[];
  onChange?: (files: PickedFile[]) => void;
}) {
  const toast = useToast();
  return (
    <FilesInput
      {...field}
      accept={RECEIPT_ACCEPT}
      accepts={isReceiptFile}
      onRefused={() => toast.error(refusedMessage)}
      chooseLabel={chooseLabel}
    />
  );
}
