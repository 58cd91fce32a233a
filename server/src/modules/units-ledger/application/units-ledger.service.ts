import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  AppError,
  Transaction,
  UnitOfWork,
  ValidationFailed,
  conflict,
  isUniqueViolation,
  notFound,
  pgCode,
} from '../../../platform';
import {
  LoyaltyUnitsAdjusted,
  TransferFacts,
  TransferPending,
  TransferPosted,
  TransferReversed,
  TransferVoided,
  UnitsTransferred,
} from '../domain/ledger.events';
import { LedgerMessages, isWholeUnits } from '../domain/ledger-rules';
import { LedgerAccounts } from '../infrastructure/ledger-accounts';
import { LedgerWriter } from '../infrastructure/ledger-writer';
import type { NewTransfer, TransferRow } from '../infrastructure/transfer-row';
import { GroupCommit } from './group-commit';
import type { LoyaltyCommand, MemberBalance, TransferCommand } from './ledger-commands';

export interface TransferResult {
  transfer: TransferRow;
  /** True when the idempotency key had been used: nothing moved this time. */
  duplicate: boolean;
}

const facts = (row: TransferRow): TransferFacts => ({
  transferId: row.id,
  no: String(row.no),
  memberId: row.member_id,
  units: row.units,
  unitValueCents: Number(row.unit_value_cents),
  kind: row.kind,
  narration: row.narration,
});

/** The ledger's facade: every movement of units goes through here; other modules never write its tables. */
@Injectable()
export class UnitsLedger {
  private readonly accounts = new LedgerAccounts();
  private readonly writer = new LedgerWriter();
  /** Posted transfers from the issuer are the bulk of the traffic: concurrent ones share a commit. */
  private readonly postedTransfers = new GroupCommit<NewTransfer, TransferResult>(
    (transfers) => this.writePosted(transfers),
    { maxBatch: 64, writers: 1 },
  );

  constructor(
    private readonly uow: UnitOfWork,
    private readonly dataSource: DataSource,
  ) {}

  /** Issuer -> member's paid units, posted now or pending. */
  async transfer(cmd: TransferCommand): Promise<TransferResult> {
    if (!isWholeUnits(cmd.units)) throw ValidationFailed.field('units', LedgerMessages.atLeastOneUnit);
    // Accounts are opened (idempotently) before the transfer, so a batch never has to open any.
    const member = await this.accounts.memberAccounts(this.dataSource.manager, cmd.memberId);
    const issuer = await this.accounts.systemAccount(this.dataSource.manager, 'issuer');
    const transfer: NewTransfer = {
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
    const result = cmd.pending
      ? await this.run(async (tx) => {
          const { row, duplicate } = await this.writer.insert(tx.manager, transfer);
          if (duplicate) return { transfer: row, duplicate };
          await this.writer.lockBalances(tx.manager, [member.paid]);
          await this.writer.addPending(tx.manager, member.paid, row.units);
          tx.record(new TransferPending(row.id, facts(row), cmd.actorId));
          return { transfer: row, duplicate: false };
        })
      : await this.postedTransfers.submit(transfer);
    return result.duplicate ? this.sameRequest(result.transfer, cmd) : result;
  }

  /** One transaction for a batch of posted issuer transfers (see GroupCommit). */
  private writePosted(transfers: NewTransfer[]): Promise<TransferResult[]> {
    return this.run(async (tx) => {
      const results = await this.writer.insertPostedBatch(tx.manager, transfers[0].debitAccountId, transfers);
      for (const { row, duplicate } of results)
        if (!duplicate) tx.record(new UnitsTransferred(row.id, facts(row), row.actor_id));
      return results.map(({ row, duplicate }) => ({ transfer: row, duplicate }));
    });
  }

  /** Posts a pending transfer, at most once; the units may be changed on approval. */
  async postPending(pendingId: string, actorId: string | null, units?: number): Promise<TransferResult> {
    if (units !== undefined && !isWholeUnits(units))
      throw ValidationFailed.field('units', LedgerMessages.atLeastOneUnit);
    return this.run(async (tx) => {
      const pending = await this.lockPending(tx.manager, pendingId);
      const { row } = await this.writer.insert(tx.manager, {
        ...this.copy(pending),
        type: 'post',
        idempotencyKey: `post:${pending.id}`,
        units: units ?? pending.units,
        actorId,
        pendingId: pending.id,
      });
      await this.writer.post(tx.manager, row, { accountId: pending.credit_account_id, units: pending.units });
      tx.record(new TransferPosted(row.id, { ...facts(row), pendingId: pending.id }, actorId));
      return { transfer: row, duplicate: false };
    });
  }

  async voidPending(pendingId: string, actorId: string | null): Promise<TransferResult> {
    return this.run(async (tx) =>
      this.voidInside(tx, await this.lockPending(tx.manager, pendingId), actorId),
    );
  }

  /**
   * "Deleting" a transaction: a reversal row that moves the same units back; the original never
   * changes. A pending one is voided; a posted pending one has its posting reversed.
   */
  async reverse(transferId: string, actorId: string | null): Promise<TransferResult> {
    return this.run(async (tx) => {
      let original = await this.writer.lockTransfer(tx.manager, transferId);
      if (!original) throw notFound(LedgerMessages.transferNotFound);
      if (original.type === 'pending') {
        const resolution = await this.writer.resolutionOf(tx.manager, original.id);
        if (!resolution) return this.voidInside(tx, original, actorId);
        if (resolution.type === 'void') throw conflict(LedgerMessages.alreadyResolved);
        original = (await this.writer.lockTransfer(tx.manager, resolution.id))!;
      }
      if (original.type !== 'transfer' && original.type !== 'post')
        throw conflict(LedgerMessages.cannotReverse);
      if (await this.writer.reversalOf(tx.manager, original.id))
        throw conflict(LedgerMessages.alreadyReversed);
      const { row } = await this.writer.insert(tx.manager, {
        ...this.copy(original),
        type: 'reversal',
        idempotencyKey: `reversal:${original.id}`,
        debitAccountId: original.credit_account_id,
        creditAccountId: original.debit_account_id,
        narration: `Reversal of #${original.no}${original.narration ? `: ${original.narration}` : ''}`.slice(
          0,
          500,
        ),
        kind: 'reversal',
        actorId,
        reversesId: original.id,
      });
      await this.writer.post(tx.manager, row);
      tx.record(new TransferReversed(row.id, { ...facts(row), reversesId: original.id }, actorId));
      return { transfer: row, duplicate: false };
    });
  }

  /** Free units: added from the loyalty issuer, or deducted back to it, never below zero. */
  async adjustLoyalty(cmd: LoyaltyCommand): Promise<TransferResult> {
    if (!Number.isSafeInteger(cmd.units) || cmd.units === 0)
      throw ValidationFailed.field('units', LedgerMessages.loyaltyZero);
    if (!isWholeUnits(Math.abs(cmd.units)))
      throw ValidationFailed.field('units', LedgerMessages.atLeastOneUnit);
    return this.run(async (tx) => {
      const member = await this.accounts.memberAccounts(tx.manager, cmd.memberId);
      const issuer = await this.accounts.systemAccount(tx.manager, 'loyalty_issuer');
      const add = cmd.units > 0;
      const sameLoyalty = (row: TransferRow): TransferResult => {
        const same =
          row.member_id === cmd.memberId &&
          row.units === Math.abs(cmd.units) &&
          row.kind === (add ? 'loyalty' : 'loyalty-deduction');
        if (!same) throw conflict(LedgerMessages.idempotencyMismatch);
        return { transfer: row, duplicate: true };
      };
      if (cmd.units < 0) {
        const [balance] = await this.writer.lockBalances(tx.manager, [member.loyalty]);
        // A replayed deduction answers as a duplicate, even when it emptied the balance.
        const existing = await this.writer.byKey(tx.manager, cmd.idempotencyKey);
        if (existing) return sameLoyalty(existing);
        const available = Number(balance.units);
        if (available <= 0) throw ValidationFailed.field('units', LedgerMessages.noLoyaltyToDeduct);
        if (-cmd.units > available) throw ValidationFailed.field('units', LedgerMessages.deductTooMuch);
      }
      const { row, duplicate } = await this.writer.insert(tx.manager, {
        type: 'transfer',
        idempotencyKey: cmd.idempotencyKey,
        debitAccountId: add ? issuer : member.loyalty,
        creditAccountId: add ? member.loyalty : issuer,
        memberId: cmd.memberId,
        units: Math.abs(cmd.units),
        unitValueCents: 0,
        narration: cmd.narration,
        payType: null,
        kind: add ? 'loyalty' : 'loyalty-deduction',
        actorId: cmd.actorId,
      });
      if (duplicate) return sameLoyalty(row);
      await this.writer.post(tx.manager, row);
      tx.record(new LoyaltyUnitsAdjusted(row.id, { ...facts(row), delta: cmd.units }, cmd.actorId));
      return { transfer: row, duplicate: false };
    });
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

  private async voidInside(
    tx: Transaction,
    pending: TransferRow,
    actorId: string | null,
  ): Promise<TransferResult> {
    const { row } = await this.writer.insert(tx.manager, {
      ...this.copy(pending),
      type: 'void',
      idempotencyKey: `void:${pending.id}`,
      actorId,
      pendingId: pending.id,
    });
    await this.writer.lockBalances(tx.manager, [pending.credit_account_id]);
    await this.writer.addPending(tx.manager, pending.credit_account_id, -pending.units);
    tx.record(new TransferVoided(row.id, { ...facts(row), pendingId: pending.id }, actorId));
    return { transfer: row, duplicate: false };
  }

  private async lockPending(m: EntityManager, pendingId: string): Promise<TransferRow> {
    const pending = await this.writer.lockTransfer(m, pendingId);
    if (!pending) throw notFound(LedgerMessages.transferNotFound);
    if (pending.type !== 'pending') throw conflict(LedgerMessages.notPending);
    if (await this.writer.resolutionOf(m, pending.id)) throw conflict(LedgerMessages.alreadyResolved);
    return pending;
  }

  private copy(row: TransferRow) {
    return {
      debitAccountId: row.debit_account_id,
      creditAccountId: row.credit_account_id,
      memberId: row.member_id,
      units: row.units,
      unitValueCents: Number(row.unit_value_cents),
      narration: row.narration,
      payType: row.pay_type,
      kind: row.kind,
      links: row.links,
    };
  }

  /** A repeated idempotency key must describe the same transfer, or it is a client error. */
  private sameRequest(row: TransferRow, cmd: TransferCommand): TransferResult {
    const same =
      row.member_id === cmd.memberId &&
      row.type === (cmd.pending ? 'pending' : 'transfer') &&
      row.units === cmd.units &&
      Number(row.unit_value_cents) === cmd.unitValueCents;
    if (!same) throw conflict(LedgerMessages.idempotencyMismatch);
    return { transfer: row, duplicate: true };
  }

  private async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      return await this.uow.run(work);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (isUniqueViolation(error, 'ledger_transfers_pending_once'))
        throw conflict(LedgerMessages.alreadyResolved);
      if (isUniqueViolation(error, 'ledger_transfers_reversed_once'))
        throw conflict(LedgerMessages.alreadyReversed);
      if (pgCode(error) === '23514') throw conflict(LedgerMessages.reversalWouldOverdraw);
      throw error;
    }
  }
}
