import { useToast } from '../../../shared/hooks/use-toast';

/**
 * Toasts for ledger actions: the app's toasts (our own success texts, failures by their code).
 * Kept as the ledger's name for them so its pages need not change.
 */
export const useLedgerToast = useToast;
