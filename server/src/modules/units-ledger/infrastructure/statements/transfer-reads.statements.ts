import { TRANSFER_COLUMNS } from './transfer-columns';

/** What the facade reads back to say why a command wrote nothing. */
export const TRANSFER_READS = {
  byKeys: {
    name: 'ledger.byKeys',
    text: `SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE idempotency_key = ANY($1::text[])`,
  },
  byId: { name: 'ledger.byId', text: `SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE id = $1` },
  /** The post or void of pending transfer $1. */
  resolutionOf: {
    name: 'ledger.resolutionOf',
    text: `SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE pending_id = $1`,
  },
  reversalOf: {
    name: 'ledger.reversalOf',
    text: `SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE reverses_id = $1`,
  },
  unitsOn: { name: 'ledger.unitsOn', text: `SELECT units FROM ledger_balances WHERE account_id = $1` },
};
