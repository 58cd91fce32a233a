import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { autocommitQuery } from '../../../platform';

export const TrxNumbersSql = {
  /** The next numbers to the transfers $1, in order; a transfer numbered before keeps its number. */
  next: `WITH fresh AS (
           SELECT u.id, u.ord FROM unnest($1::uuid[]) WITH ORDINALITY AS u(id, ord)
            WHERE NOT EXISTS (SELECT 1 FROM ledger_trx_numbers n WHERE n.transfer_id = u.id)),
         last AS (SELECT coalesce(max(trx_no), 0) AS no FROM ledger_trx_numbers)
         INSERT INTO ledger_trx_numbers (transfer_id, trx_no)
         SELECT f.id, last.no + row_number() OVER (ORDER BY f.ord) FROM fresh f, last`,
  reset: `DELETE FROM ledger_trx_numbers`,
  of: {
    name: 'ledger.trxNumberOf',
    text: `SELECT trx_no::text FROM ledger_trx_numbers WHERE transfer_id = $1`,
  },
};

/** How long a call waits for the Trx# of the transfer it just wrote before answering without it. */
const WAIT_MS = 3000;
const POLL_MS = 20;

@Injectable()
export class TrxNumbers {
  constructor(private readonly dataSource: DataSource) {}

  async of(transferId: string): Promise<string | null> {
    const [row] = await autocommitQuery<{ trx_no: string }>(this.dataSource, TrxNumbersSql.of, [transferId]);
    return row?.trx_no ?? null;
  }

  /**
   * The Trx# once the transfer is sealed and numbered (usually within milliseconds: the commit
   * nudges the relay); null after the wait, and the lists show it a moment later.
   */
  async awaitNumber(transferId: string, waitMs = WAIT_MS): Promise<string | null> {
    const until = Date.now() + waitMs;
    for (;;) {
      const number = await this.of(transferId);
      if (number || Date.now() >= until) return number;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
