import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppError, ValidationFailed } from '../../../platform';
import {
  LedgerMessages,
  isWholeUnits,
  refusalAnswer,
  scopedKey,
  transferProblem,
  isIdempotencyKey,
  MAX_NARRATION_LENGTH,
} from '../domain/ledger-rules';
import { LedgerRefusal } from '../domain/transfer';
import { LedgerAccounts } from '../infrastructure/ledger-accounts';
import type { LedgerWrite, TransferRow, Written } from '../infrastructure/transfer-row';
import { LEDGER_COMMANDS, type LedgerCommands } from './group-commit.provider';
import type { LoyaltyCommand, MemberBalance, TransferCommand } from './ledger-commands';

export interface TransferResult {
  transfer: TransferRow;
  /** True when the idempotency key had been used: nothing moved this time. */
  duplicate: boolean;
}

/**
 * The ledger's facade: every movement of units goes through here; other modules never write its
 * tables. It validates the request against the domain's bounds, then hands the command to the
 * batch writer (LEDGER_COMMANDS), where the command's own PL/pgSQL function checks the transfer's
 * state, writes, and returns the events it stored; a refusal keeps the function's code and reads
 * with the domain's message.
 */
@Injectable()
export class UnitsLedger {
  constructor(
    private readonly accounts: LedgerAccounts,
    @Inject(LEDGER_COMMANDS) private readonly commands: LedgerCommands,
    private readonly dataSource: DataSource,
  ) {}

  /** Issuer -> member's paid units, posted now or pending. The same key again moves nothing. */
  async transfer(cmd: TransferCommand): Promise<TransferResult> {
    const problem = transferProblem(cmd);
    if (problem) throw ValidationFailed.field(problem.field, problem.message);
    const member = await this.accounts.memberAccounts(cmd.memberId);
    const issuer = await this.accounts.systemAccount('issuer');
    return this.write({
      op: 'issue',
      transfer: {
        type: cmd.pending ? 'pending' : 'transfer',
        idempotencyKey: scopedKey('transfer', cmd.idempotencyKey),
        debitAccountId: issuer,
        creditAccountId: member.paid,
        memberId: cmd.memberId,
        units: cmd.units,
        unitValueCents: cmd.unitValueCents,
        narration: cmd.narration,
        payType: cmd.payType,
        kind: cmd.kind,
        actorId: cmd.actorId,
        links: cmd.links,
      },
    });
  }

  /** Posts a pending transfer, at most once; the units may be changed on approval. */
  async postPending(pendingId: string, actorId: string | null, units?: number): Promise<TransferResult> {
    if (units !== undefined && !isWholeUnits(units))
      throw ValidationFailed.coded('units', 'LEDGER.AT_LEAST_ONE_UNIT', LedgerMessages.atLeastOneUnit);
    return this.write({ op: 'post', pendingId, units: units ?? null, actorId });
  }

  async voidPending(pendingId: string, actorId: string | null): Promise<TransferResult> {
    return this.write({ op: 'void', pendingId, actorId });
  }

  /**
   * "Deleting" a transaction: a reversal row that moves the same units back; the original never
   * changes. A pending one is voided; a posted pending one has its posting reversed.
   */
  async reverse(transferId: string, actorId: string | null): Promise<TransferResult> {
    return this.write({ op: 'reverse', transferId, actorId });
  }

  /** Free units: added from the loyalty issuer, or deducted back to it, never below zero. */
  async adjustLoyalty(cmd: LoyaltyCommand): Promise<TransferResult> {
    if (!Number.isSafeInteger(cmd.units) || cmd.units === 0)
      throw ValidationFailed.coded('units', 'LEDGER.LOYALTY_ZERO', LedgerMessages.loyaltyZero);
    if (!isWholeUnits(Math.abs(cmd.units)))
      throw ValidationFailed.coded('units', 'LEDGER.AT_LEAST_ONE_UNIT', LedgerMessages.atLeastOneUnit);
    if (cmd.narration.length > MAX_NARRATION_LENGTH)
      throw ValidationFailed.field('narration', LedgerMessages.narrationTooLong);
    if (!isIdempotencyKey(cmd.idempotencyKey))
      throw ValidationFailed.field('idempotency_key', LedgerMessages.idempotencyKeyInvalid);
    const member = await this.accounts.memberAccounts(cmd.memberId);
    return this.write({
      op: 'loyalty',
      key: scopedKey('loyalty', cmd.idempotencyKey),
      memberId: cmd.memberId,
      accountId: member.loyalty,
      issuerId: await this.accounts.systemAccount('loyalty_issuer'),
      units: cmd.units,
      narration: cmd.narration,
      actorId: cmd.actorId,
    });
  }

  /** Every command shares the batch writer; a refusal (raised or answered) reads as the client sees it. */
  private async write(command: LedgerWrite): Promise<TransferResult> {
    try {
      return answer(await this.commands.submit(command));
    } catch (error) {
      throw error instanceof LedgerRefusal ? refused(error) : error;
    }
  }

  async balance(memberId: string): Promise<MemberBalance> {
    return (
      (await this.balances([memberId])).get(memberId) ?? {
        paidUnits: 0,
        loyaltyUnits: 0,
        cents: 0,
        pendingUnits: 0,
      }
    );
  }

  async balances(memberIds: string[]): Promise<Map<string, MemberBalance>> {
    const result = new Map<string, MemberBalance>();
    if (memberIds.length === 0) return result;
    const rows: Array<{
      owner_id: string;
      kind: string;
      units: string;
      cents: string;
      pending_units: string;
    }> = await this.dataSource.query(
      `SELECT a.owner_id, a.kind, b.units, b.cents, b.pending_units
           FROM ledger_accounts a JOIN ledger_balances b ON b.account_id = a.id WHERE a.owner_id = ANY($1::uuid[])`,
      [memberIds],
    );
    for (const row of rows) {
      const current = result.get(row.owner_id) ?? {
        paidUnits: 0,
        loyaltyUnits: 0,
        cents: 0,
        pendingUnits: 0,
      };
      if (row.kind === 'member_paid') {
        current.paidUnits = Number(row.units);
        current.cents = Number(row.cents);
        current.pendingUnits = Number(row.pending_units);
      } else current.loyaltyUnits = Number(row.units);
      result.set(row.owner_id, current);
    }
    return result;
  }
}

/** The command's result, or its refusal as the client reads it (the function's code, the domain's message). */
function answer(outcome: Written | LedgerRefusal): TransferResult {
  if (outcome instanceof LedgerRefusal) throw refused(outcome);
  return { transfer: outcome.row, duplicate: outcome.duplicate };
}

function refused(refusal: LedgerRefusal): AppError {
  const { status, message, field } = refusalAnswer(refusal.code);
  return field ? ValidationFailed.coded(field, refusal.code, message) : new AppError(status, message, refusal.code);
}
