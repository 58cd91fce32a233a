import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { autocommitQuery } from '../../../platform';

export const TrxNumbersSql = {
  /** The next number to transfer $1; a redelivered event keeps the number it got. */
  next: `INSERT INTO ledger_trx_numbers (transfer_id, trx_no)
         SELECT $1::uuid, coalesce(max(trx_no), 0) + 1 FROM ledger_trx_numbers
         ON CONFLICT (transfer_id) DO NOTHING`,
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
