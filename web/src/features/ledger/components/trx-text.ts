import type { TransactionView } from '@app/libs';

/**
 * The Trx# people see. A transfer committed a moment ago is numbered by the log a moment later
 * (ADR 0013): until then the cell is empty and the list reads again (ADR 0032).
 */
export const trxText = (no: number | string | null) => (no === null ? '' : `#${no}`);
export const trxNumber = (transaction: TransactionView) => trxText(transaction.transaction_id);
