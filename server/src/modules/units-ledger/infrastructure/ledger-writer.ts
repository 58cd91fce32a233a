import { Injectable } from '@nestjs/common';
import { PgError, Statement, UnitOfWork, pgCode } from '../../../platform';
import { ledgerEventFrom } from '../domain/ledger.events';
import { LedgerRefusal, LedgerRefusalCode, isLedgerRefusalCode } from '../domain/transfer';
import { SQL } from './ledger-statements';
import type { NewTransfer, OutcomeRow, TransferRow, Written } from './transfer-row';

const RAISED = 'P0001';
const CHECK_VIOLATION = '23514';

/**
 * The only code that writes ledger tables: each command is one call of its PL/pgSQL function (see
 * ledger-statements.ts), its own transaction. A refusal comes back as a LedgerRefusal with the
 * function's code; the events to publish are the ones the function stored and returned.
 */
@Injectable()
export class LedgerWriter {
  constructor(private readonly uow: UnitOfWork) {}

  /**
   * Issuer transfers, posted or pending, in one call. Answers each transfer's row in input order,
   * with `duplicate` for a key already used (before, or earlier in the batch).
   */
  async issueTransfers(transfers: NewTransfer[]): Promise<Written[]> {
    const column = <K extends keyof NewTransfer>(key: K) => transfers.map((t) => t[key] ?? null);
    const outcomes = await this.run(SQL.issueTransfers, [
      transfers[0].debitAccountId,
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
    ]);
    const byKey = new Map(outcomes.map((o) => [o.idempotency_key, o]));
    const answered = new Set<string>();
    return transfers.map((t) => {
      const outcome = byKey.get(t.idempotencyKey)!;
      // The first of several same-key transfers in one batch is the one that moved units.
      const duplicate = outcome.duplicate || answered.has(t.idempotencyKey);
      answered.add(t.idempotencyKey);
      return { row: rowOf(outcome), duplicate };
    });
  }

  /** Free units in (units > 0) or out, never below zero; the same key again is a replay. */
  async adjustLoyalty(cmd: {
    idempotencyKey: string;
    memberId: string;
    loyaltyAccountId: string;
    loyaltyIssuerId: string;
    units: number;
    narration: string;
    actorId: string | null;
  }): Promise<Written> {
    const [outcome] = await this.run(SQL.adjustLoyalty, [
      cmd.idempotencyKey,
      cmd.memberId,
      cmd.loyaltyAccountId,
      cmd.loyaltyIssuerId,
      cmd.units,
      cmd.narration,
      cmd.actorId,
    ]);
    return { row: rowOf(outcome), duplicate: outcome.duplicate };
  }

  async post(pendingId: string, actorId: string | null, units?: number): Promise<TransferRow> {
    return rowOf((await this.run(SQL.post, [pendingId, units ?? null, actorId]))[0]);
  }

  async void(pendingId: string, actorId: string | null): Promise<TransferRow> {
    return rowOf((await this.run(SQL.void, [pendingId, actorId]))[0]);
  }

  /** Voids an open pending transfer, or appends the reversal of a posted one (or of a pending one's post). */
  async reverse(transferId: string, actorId: string | null): Promise<TransferRow> {
    return rowOf((await this.run(SQL.reverse, [transferId, actorId]))[0]);
  }

  private async run(statement: Statement, values: unknown[]): Promise<OutcomeRow[]> {
    // A concurrent command with the same key (or on the same pending transfer) can win the unique
    // index after this one's checks: this call then wrote nothing, and a second one answers the
    // replay or the refusal.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.uow.statement<OutcomeRow>(statement, values, (rows) =>
          rows.flatMap((row) => row.events.map(ledgerEventFrom)),
        );
      } catch (error) {
        if (attempt === 1 && pgCode(error) === PgError.uniqueViolation) continue;
        throw refusalOf(error) ?? error;
      }
    }
  }
}

/** The refusal a ledger function raised (`LEDGER.X`), or the balance bound (CHECK); else null. */
function refusalOf(error: unknown): LedgerRefusal | null {
  const code = pgCode(error);
  const message = (error as { message?: string }).message;
  if (code === RAISED && isLedgerRefusalCode(message)) return new LedgerRefusal(message);
  const constraint = (error as { constraint?: string }).constraint;
  if (code === CHECK_VIOLATION && constraint === 'ledger_balances_within_limit')
    return new LedgerRefusal(LedgerRefusalCode.balanceLimit);
  return null;
}

function rowOf(outcome: OutcomeRow): TransferRow {
  const { duplicate: _duplicate, events: _events, ...row } = outcome;
  return row;
}
