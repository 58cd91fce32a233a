import { Injectable } from '@nestjs/common';
import { PgError, UnitOfWork, pgCode } from '../../../platform';
import type { StoredLedgerEvent } from '../domain/ledger.events';
import { LedgerRefusal, LedgerRefusalCode, isLedgerRefusalCode } from '../domain/transfer';
import { SQL } from './ledger-statements';
import type { LedgerWrite, NewTransfer, TransferRow, Written } from './transfer-row';

const RAISED = 'P0001';
const CHECK_VIOLATION = '23514';

interface RunRow extends TransferRow {
  /** 0 for an issuer transfer (matched by key), else the command's place among the others. */
  n: number;
  refusal: string | null;
  duplicate: boolean | null;
  events: StoredLedgerEvent[] | null;
}

/**
 * The only code that writes ledger tables: a batch of commands is one call of `ledger_run`, one
 * transaction, in which each command is written by its own PL/pgSQL function (see
 * ledger-statements.ts). Each command answers its row, or its refusal (LedgerRefusal, with the
 * function's code) without failing the others, and the events the functions stored (consumers read
 * them from the log, ADR 0010).
 */
@Injectable()
export class LedgerWriter {
  constructor(private readonly uow: UnitOfWork) {}

  /** Answers each command's outcome in input order. Throws only when the whole batch failed. */
  async write(commands: LedgerWrite[]): Promise<Array<Written | LedgerRefusal>> {
    const transfers = commands.flatMap((c) => (c.op === 'issue' ? [c.transfer] : []));
    const others = commands.filter((c) => c.op !== 'issue');
    const rows = await this.run([...transferColumns(transfers), JSON.stringify(others)]);
    const issued = new Map(rows.filter((r) => r.n === 0).map((r) => [r.idempotency_key, r]));
    const single = new Map(rows.filter((r) => r.n > 0).map((r) => [r.n, r]));
    const answeredKeys = new Set<string>();
    let place = 0;
    return commands.map((c) => {
      if (c.op === 'issue') {
        const row = issued.get(c.transfer.idempotencyKey)!;
        // The first of several same-key transfers in one batch is the one that moved units.
        const duplicate = row.duplicate === true || answeredKeys.has(c.transfer.idempotencyKey);
        answeredKeys.add(c.transfer.idempotencyKey);
        return { row: rowOf(row), duplicate };
      }
      const row = single.get(++place)!;
      if (row.refusal) return new LedgerRefusal(refusalCode(row.refusal));
      return { row: rowOf(row), duplicate: row.duplicate === true };
    });
  }

  private async run(values: unknown[]): Promise<RunRow[]> {
    // Another process's command with the same key (or on the same pending transfer) can win a
    // unique index after this batch's checks: nothing was written, and a second run answers the
    // replay or the refusal.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.uow.statement<RunRow>(SQL.run, values);
      } catch (error) {
        if (attempt === 1 && pgCode(error) === PgError.uniqueViolation) continue;
        throw refusalOf(error) ?? error;
      }
    }
  }
}

/** Parameters $1..$12 of ledger_run: the issuer's account and the transfers' columns. */
function transferColumns(transfers: NewTransfer[]): unknown[] {
  const column = <K extends keyof NewTransfer>(key: K) => transfers.map((t) => t[key] ?? null);
  return [
    transfers[0]?.debitAccountId ?? null,
    column('idempotencyKey'),
    column('creditAccountId'),
    column('memberId'),
    column('units'),
    column('unitValueCents'),
    column('narration'),
    column('payType'),
    column('kind'),
    column('actorId'),
    transfers.map((t) => JSON.stringify(t.links ?? {})),
    column('type'),
  ];
}

function refusalCode(code: string): LedgerRefusalCode {
  if (!isLedgerRefusalCode(code)) throw new Error(`Unknown ledger refusal ${code}`);
  return code;
}

/** The refusal that failed a whole call (`LEDGER.X` raised, or the balance bound); else null. */
function refusalOf(error: unknown): LedgerRefusal | null {
  const code = pgCode(error);
  const message = (error as { message?: string }).message;
  if (code === RAISED && isLedgerRefusalCode(message)) return new LedgerRefusal(message);
  const constraint = (error as { constraint?: string }).constraint;
  if (code === CHECK_VIOLATION && constraint === 'ledger_balances_within_limit')
    return new LedgerRefusal(LedgerRefusalCode.balanceLimit);
  return null;
}

function rowOf(row: RunRow): TransferRow {
  const { n: _n, refusal: _refusal, duplicate: _duplicate, events: _events, ...transfer } = row;
  return transfer;
}
