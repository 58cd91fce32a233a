import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CoalescingLoader, UnitOfWork, ValidationFailed, autocommitQuery, pgCode } from '../../../platform';
import { LedgerMessages, isWholeUnits } from '../domain/ledger-rules';
import { deductionRefusal, LedgerRefusalCode, Transfer } from '../domain/transfer';
import { LedgerAccounts } from '../infrastructure/ledger-accounts';
import { LedgerWriter } from '../infrastructure/ledger-writer';
import { MEMBER_BALANCES } from '../infrastructure/member-reads';
import type { NewTransfer, TransferRow } from '../infrastructure/transfer-row';
import { GroupCommit } from './group-commit';
import type { LoyaltyCommand, MemberBalance, TransferCommand } from './ledger-commands';
import { refusalError, refused } from './ledger-refusals';

export interface TransferResult {
  transfer: TransferRow;
  /** True when the idempotency key had been used: nothing moved this time. */
  duplicate: boolean;
}

const CHECK_VIOLATION = '23514';

/**
 * The ledger's facade: every movement of units goes through here; other modules never write its
 * tables. Each command is one statement (see LedgerWriter); when it writes nothing, the facade
 * reads the transfer and asks the domain (Transfer) why, and answers with its coded refusal.
 */
@Injectable()
export class UnitsLedger {
  private readonly accounts = new LedgerAccounts();
  private readonly writer: LedgerWriter;
  /** Transfers from the issuer are the bulk of the traffic: concurrent ones share a statement. */
  private readonly issuerTransfers = new GroupCommit<NewTransfer, TransferResult>(
    (transfers) => this.writeIssuerTransfers(transfers),
    { maxBatch: 64, writers: 1 },
  );
  private readonly memberBalances = new CoalescingLoader<string, MemberBalance>((ids) =>
    this.readBalances(ids),
  );

  constructor(
    uow: UnitOfWork,
    private readonly dataSource: DataSource,
  ) {
    this.writer = new LedgerWriter(uow, dataSource);
  }

  /** Issuer -> member's paid units, posted now or pending. */
  async transfer(cmd: TransferCommand): Promise<TransferResult> {
    const result = await this.issuerTransfers.submit(await this.issuerTransfer(cmd));
    return result.duplicate ? this.sameRequest(result.transfer, cmd) : result;
  }

  /**
   * `transfer`, inside the caller's transaction: for a command whose units must commit or roll back
   * with its own writes (a card payment that settles a pay-later payment, ADR 0022 addendum).
   * Nothing of it, its event included, is seen unless the caller commits.
   */
  async transferIn(manager: EntityManager, cmd: TransferCommand): Promise<TransferResult> {
    const transfer = await this.issuerTransfer(cmd);
    const row = await this.writer.issueWithin(manager, transfer.debitAccountId, transfer);
    return row
      ? { transfer: row, duplicate: false }
      : this.sameRequest(await this.byKey(cmd.idempotencyKey), cmd);
  }

  private async issuerTransfer(cmd: TransferCommand): Promise<NewTransfer> {
    if (!isWholeUnits(cmd.units))
      throw ValidationFailed.coded('units', 'LEDGER.AT_LEAST_ONE_UNIT', LedgerMessages.atLeastOneUnit);
    const member = await this.accounts.memberAccounts(this.dataSource.manager, cmd.memberId);
    const issuer = await this.accounts.systemAccount(this.dataSource.manager, 'issuer');
    return {
      type: cmd.pending ? 'pending' : 'transfer',
      idempotencyKey: cmd.idempotencyKey,
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
    };
  }

  /** One statement for a batch of issuer transfers, posted or pending (see GroupCommit). */
  private async writeIssuerTransfers(transfers: NewTransfer[]): Promise<TransferResult[]> {
    const results = await this.writer.issuerBatch(transfers[0].debitAccountId, transfers);
    return results.map(({ row, duplicate }) => ({ transfer: row, duplicate }));
  }

  /** Posts a pending transfer, at most once; the units may be changed on approval. */
  async postPending(pendingId: string, actorId: string | null, units?: number): Promise<TransferResult> {
    if (units !== undefined && !isWholeUnits(units))
      throw ValidationFailed.coded('units', 'LEDGER.AT_LEAST_ONE_UNIT', LedgerMessages.atLeastOneUnit);
    const row = await this.writer.post(pendingId, actorId, units);
    if (row) return { transfer: row, duplicate: false };
    throw await this.whyNotResolved(pendingId);
  }

  async voidPending(pendingId: string, actorId: string | null): Promise<TransferResult> {
    const row = await this.writer.void(pendingId, actorId);
    if (row) return { transfer: row, duplicate: false };
    throw await this.whyNotResolved(pendingId);
  }

  /**
   * `voidPending`, inside the caller's transaction (see transferIn). A post or void of another
   * transaction still open waits for it; when the pending transfer ends up settled otherwise, the
   * answer is the coded refusal and `resolutionOf` tells which way it went.
   */
  async voidPendingIn(
    manager: EntityManager,
    pendingId: string,
    actorId: string | null,
  ): Promise<TransferResult> {
    const row = await this.writer.voidWithin(manager, pendingId, actorId);
    if (row) return { transfer: row, duplicate: false };
    throw await this.whyNotResolved(pendingId);
  }

  /**
   * "Deleting" a transaction: a reversal row that moves the same units back; the original never
   * changes. A pending one is voided; a posted pending one has its posting reversed.
   */
  async reverse(transferId: string, actorId: string | null): Promise<TransferResult> {
    // A statement that writes nothing either meets a settled refusal, or lost to a concurrent
    // command on the same transfer, which the next pass then reads.
    for (let pass = 0; pass < 3; pass++) {
      const reversal = await this.reversing(() => this.writer.reverse(transferId, actorId));
      if (reversal) return { transfer: reversal, duplicate: false };
      const transfer = await this.transferOf(transferId);
      if (refused(() => transfer.reverse()) === 'void') {
        const voided = await this.writer.void(transferId, actorId);
        if (voided) return { transfer: voided, duplicate: false };
      }
    }
    throw refusalError(LedgerRefusalCode.alreadyReversed);
  }

  /** The transfer written under `idempotencyKey`, or null when none was. */
  async transferWithKey(idempotencyKey: string): Promise<TransferRow | null> {
    const [row] = await this.writer.byKeys([idempotencyKey]);
    return row ?? null;
  }

  /** What undid `transferId`: its reversal, or for a pending transfer its void; null when nothing did. */
  async undoingOf(transferId: string): Promise<TransferRow | null> {
    const reversal = await this.writer.reversalOf(transferId);
    if (reversal) return reversal;
    const resolution = await this.writer.resolutionOf(transferId);
    return resolution?.type === 'void' ? resolution : null;
  }

  /** Free units: added from the loyalty issuer, or deducted back to it, never below zero. */
  async adjustLoyalty(cmd: LoyaltyCommand): Promise<TransferResult> {
    if (!Number.isSafeInteger(cmd.units) || cmd.units === 0)
      throw ValidationFailed.coded('units', 'LEDGER.LOYALTY_ZERO', LedgerMessages.loyaltyZero);
    if (!isWholeUnits(Math.abs(cmd.units)))
      throw ValidationFailed.coded('units', 'LEDGER.AT_LEAST_ONE_UNIT', LedgerMessages.atLeastOneUnit);
    const member = await this.accounts.memberAccounts(this.dataSource.manager, cmd.memberId);
    const issuer = await this.accounts.systemAccount(this.dataSource.manager, 'loyalty_issuer');
    const add = cmd.units > 0;
    const kind = add ? 'loyalty' : 'loyalty-deduction';
    let row: TransferRow | null;
    try {
      row = await this.writer.adjustLoyalty(
        {
          type: 'transfer',
          idempotencyKey: cmd.idempotencyKey,
          debitAccountId: add ? issuer : member.loyalty,
          creditAccountId: add ? member.loyalty : issuer,
          memberId: cmd.memberId,
          units: Math.abs(cmd.units),
          unitValueCents: 0,
          narration: cmd.narration,
          payType: null,
          kind,
          actorId: cmd.actorId,
        },
        cmd.units,
      );
    } catch (error) {
      if (pgCode(error) !== CHECK_VIOLATION) throw error;
      const available = await this.writer.unitsOn(member.loyalty);
      throw refusalError(
        deductionRefusal(available, Math.abs(cmd.units)) ?? LedgerRefusalCode.loyaltyOverdrawn,
      );
    }
    if (row) return { transfer: row, duplicate: false };
    // A replayed command answers as a duplicate, even when a deduction emptied the balance since.
    const existing = await this.byKey(cmd.idempotencyKey);
    const same =
      existing.member_id === cmd.memberId && existing.units === Math.abs(cmd.units) && existing.kind === kind;
    if (!same) throw refusalError(LedgerRefusalCode.idempotencyKeyReused);
    return { transfer: existing, duplicate: true };
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

  /** The balances of members, read with those of the other requests of this round of the event loop. */
  balances(memberIds: string[]): Promise<Map<string, MemberBalance>> {
    return this.memberBalances.loadMany(memberIds);
  }

  private async readBalances(memberIds: string[]): Promise<Map<string, MemberBalance>> {
    const result = new Map<string, MemberBalance>();
    const rows: Array<{
      owner_id: string;
      kind: string;
      units: string;
      cents: string;
      pending_units: string;
    }> = await autocommitQuery(this.dataSource, MEMBER_BALANCES, [memberIds]);
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

  /**
   * How the pending transfer `pendingId` was settled: 'post', 'void', or null while it is still
   * pending (404 LEDGER.TRANSFER_NOT_FOUND when there is none). Lets a caller that lost a race, or
   * whose own record of a decision was lost after the ledger's, see which way the ledger went.
   */
  async resolutionOf(
    pendingId: string,
  ): Promise<{ type: 'post' | 'void'; units: number; actorId: string | null } | null> {
    const row = await this.writer.byId(pendingId);
    if (!row || row.type !== 'pending') throw refusalError(LedgerRefusalCode.transferNotFound);
    const resolution = await this.writer.resolutionOf(pendingId);
    return resolution
      ? { type: resolution.type as 'post' | 'void', units: resolution.units, actorId: resolution.actor_id }
      : null;
  }

  /** Why a post or void of `pendingId` wrote nothing. */
  private async whyNotResolved(pendingId: string): Promise<Error> {
    const transfer = await this.transferOf(pendingId);
    refused(() => transfer.resolve());
    // The statement met a committed post or void, which the read above sees.
    return refusalError(LedgerRefusalCode.alreadyResolved);
  }

  /** The transfer `id` with the rows that settle its state; a 404 when there is none. */
  private async transferOf(id: string): Promise<Transfer> {
    const row = await this.writer.byId(id);
    if (!row) throw refusalError(LedgerRefusalCode.transferNotFound);
    const resolution = row.type === 'pending' ? await this.writer.resolutionOf(row.id) : null;
    const reversible = resolution?.type === 'post' ? resolution : row;
    const reversed = (await this.writer.reversalOf(reversible.id)) !== null;
    return new Transfer(row.type, (resolution?.type as 'post' | 'void' | undefined) ?? null, reversed);
  }

  private async reversing(write: () => Promise<TransferRow | null>): Promise<TransferRow | null> {
    try {
      return await write();
    } catch (error) {
      if (pgCode(error) === CHECK_VIOLATION) throw refusalError(LedgerRefusalCode.reversalWouldOverdraw);
      throw error;
    }
  }

  private async byKey(idempotencyKey: string): Promise<TransferRow> {
    const [row] = await this.writer.byKeys([idempotencyKey]);
    return row;
  }

  /** A repeated idempotency key must describe the same transfer, or it is a client error. */
  private sameRequest(row: TransferRow, cmd: TransferCommand): TransferResult {
    const same =
      row.member_id === cmd.memberId &&
      row.type === (cmd.pending ? 'pending' : 'transfer') &&
      row.units === cmd.units &&
      Number(row.unit_value_cents) === cmd.unitValueCents;
    if (!same) throw refusalError(LedgerRefusalCode.idempotencyKeyReused);
    return { transfer: row, duplicate: true };
  }
}
