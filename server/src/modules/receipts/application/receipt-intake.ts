import { Injectable } from '@nestjs/common';
import type { ReceiptSource } from '@app/libs';
import {
  UnitOfWork,
  Uploads,
  type StoredFile,
  type Transaction,
  type UploadedImage,
} from '../../../platform';
import { UnitsLedger } from '../../units-ledger';
import { type ActivationStep, activationState, nextActivationState } from '../domain/activation';
import { ReceiptLife, ReceiptRefusal, ReceiptRefusalCode, receiptTransferKey } from '../domain/receipt';
import { ActivationOpened, PayLaterChosen, ReceiptStored } from '../domain/receipts.events';
import type { ReceiptRow } from '../infrastructure/receipt-row';
import { ReceiptsRepository } from '../infrastructure/receipts.repository';
import { facts } from './receipt-decisions';
import { RECEIPT_RULES } from './receipt-files';
import { ReceiptErrors, asHttp } from './errors';
import { Prices } from './unit-price';

/** What a receipt row keeps of the member's request that changed it: its call and Idempotency-Key. */
export const requestKeyOf = ({ call, key }: { call: string; key: string }) => `${call}:${key}`;

/** The member was paid while their activation was being opened: nothing is opened. */
class OpenedTooLate extends Error {}

interface Opened {
  id: string;
  /** True when this call opened it (not an earlier attempt's): it is voided if the call fails. */
  fresh: boolean;
}

const narrationOf = (source: ReceiptSource, payType: string | null) =>
  source === 'pay-later'
    ? `Pay later (${payType ?? 'offline'})`
    : `Offline payment with receipt (${payType ?? 'offline'})`;

/**
 * Opens offline payments: Pay Later, the activation receipt of /home, the receipts of /transactions.
 * Each round of a receipt is backed by a pending transfer of its units (ADR 0022). The receipt's row
 * is locked while the round is opened, so one member's concurrent uploads take turns; the ledger
 * call runs beside that transaction (its own statement) under a key of the round and units, and is
 * voided again when the transaction fails.
 */
@Injectable()
export class ReceiptIntake {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly ledger: UnitsLedger,
    private readonly receipts: ReceiptsRepository,
    private readonly uploads: Uploads,
    private readonly prices: Prices,
  ) {}

  /**
   * Opens the activation of a member who registered with "Pay now? No" (ADR 0029): status No, the
   * intended units and pay type, so the member sees what they owe and the admins see them among
   * pending payments. No units are held yet: the pending transfer comes with the receipt (or the
   * approval of money that came first). Nothing happens when the member already has an activation
   * (a redelivered registration, an upload or Pay Later that came first) or is paid.
   */
  async openActivation(memberId: string, units: number, payType: string | null): Promise<ReceiptRow | null> {
    return this.uow
      .run(async (tx) => {
        const opened = await this.receipts.insertActivation(tx.manager, memberId, { units, payType });
        if (!opened) return null;
        // Paid by card before this ran: the insert is rolled back with the transaction.
        if (await this.receipts.lockPaid(tx.manager, memberId)) throw new OpenedTooLate();
        tx.record(new ActivationOpened(opened.id, facts(opened), memberId));
        return opened;
      })
      .catch((error) => {
        if (error instanceof OpenedTooLate) return null;
        throw error;
      });
  }

  /**
   * The pending transfer an approval posts, for an activation approved before any receipt came
   * (money seen first): opened under the member's payment lock, so a card payment waits or wins.
   */
  async holdForApproval(row: ReceiptRow): Promise<ReceiptRow> {
    if (row.pending_transfer_id || row.status !== 'No') return row;
    return this.withRound(async (tx, open) => {
      const locked = (await this.receipts.lock(tx.manager, row.id))!;
      if (await this.receipts.lockPaid(tx.manager, row.member_id))
        throw new ReceiptRefusal(ReceiptRefusalCode.activationPaid);
      if (locked.pending_transfer_id || locked.status !== 'No') return locked;
      const pending = (await open(locked)).id;
      const held = await this.receipts.change(tx.manager, locked.id, ['No'], null, {
        status: 'No',
        pending_transfer_id: pending,
      });
      if (!held) throw new ReceiptRefusal(ReceiptRefusalCode.alreadyRequested);
      return held;
    });
  }

  /**
   * The receipt that the member's request `requestKey` changed, when that request committed: what a
   * request sent again after its answer was lost finds (ADR 0051 addendum).
   */
  answeredRequest(memberId: string, requestKey: string): Promise<ReceiptRow | null> {
    return this.receipts.byRequestKey(memberId, requestKey);
  }

  async payLater(memberId: string, payType: string, units: number, requestKey: string): Promise<ReceiptRow> {
    if (await this.receipts.isPaid(memberId))
      throw asHttp(new ReceiptRefusal(ReceiptRefusalCode.alreadyPaid));
    return this.withRound(async (tx, open) => {
      const row = await this.receipts.lockActivation(tx.manager, memberId, {
        source: 'pay-later',
        units,
        payType,
      });
      await this.guardActivation(tx, memberId, row, 'payLater');
      const same =
        row.source === 'pay-later' && row.status === 'No' && row.pending_transfer_id && row.units === units;
      let pending = row.pending_transfer_id;
      let round = row.round;
      if (!same) {
        if (row.pending_transfer_id && row.status === 'No')
          await this.ledger.voidPending(row.pending_transfer_id, memberId);
        round = row.pending_transfer_id || row.status === 'Rejected' ? row.round + 1 : row.round;
        pending = (await open({ ...row, source: 'pay-later', units, pay_type: payType, round })).id;
      }
      await tx.manager.query(`UPDATE receipts SET source = 'pay-later' WHERE id = $1`, [row.id]);
      const changed = await this.receipts.change(tx.manager, row.id, [row.status], row.pending_transfer_id, {
        status: 'No',
        units,
        pay_type: payType,
        round,
        request_key: requestKey,
        pending_transfer_id: pending,
        reject_reason: null,
      });
      if (!changed) throw new ReceiptRefusal(ReceiptRefusalCode.alreadyRequested);
      tx.record(new PayLaterChosen(changed.id, facts(changed), memberId));
      return changed;
    });
  }

  /** `user/upload/receipt`: files of the activation (or pay-later) payment; it becomes Requested. */
  async uploadActivation(
    member: { id: string; units: number; payType: string | null },
    images: UploadedImage[],
    requestKey: string,
  ): Promise<ReceiptRow> {
    if (images.length === 0) throw ReceiptErrors.filesRequired();
    if (await this.receipts.isPaid(member.id))
      throw asHttp(new ReceiptRefusal(ReceiptRefusalCode.alreadyPaid));
    return this.withFiles(member.id, images, (tx, files, open) =>
      this.withLockedActivation(tx, member, async (row) => {
        await this.guardActivation(tx, member.id, row, 'upload');
        return this.requestRound(tx, row, files, open, { request_key: requestKey });
      }),
    );
  }

  /** `receipt/store`: a new receipt of /transactions, or a rejected one again (Try Again) with `id`. */
  async store(
    memberId: string,
    input: { id: string | null; units: number; payType: string },
    images: UploadedImage[],
    requestKey: string,
  ): Promise<ReceiptRow> {
    if (images.length === 0) throw ReceiptErrors.filesRequired();
    return this.withFiles(memberId, images, async (tx, files, open) => {
      let row: ReceiptRow | null;
      if (input.id) {
        const found = await this.receipts.byId(input.id, tx.manager);
        row = found && found.member_id === memberId ? await this.receipts.lock(tx.manager, found.id) : null;
        if (!row) throw ReceiptErrors.notFound();
        if (row.source === 'purchase') ReceiptLife.update(row.status);
        else await this.guardActivation(tx, memberId, row, 'upload');
      } else
        row = await this.receipts.insertPurchase(tx.manager, {
          memberId,
          units: input.units,
          payType: input.payType,
        });
      return this.requestRound(tx, row, files, open, {
        units: input.units,
        pay_type: input.payType,
        request_key: requestKey,
      });
    });
  }

  /**
   * A step of the activation payment: under the member's payment lock (a card payment or a decision
   * marking them paid waits, or wins), refused once they are paid or when the row's state forbids it.
   */
  private async guardActivation(
    tx: Transaction,
    memberId: string,
    row: ReceiptRow,
    step: ActivationStep,
  ): Promise<void> {
    if (await this.receipts.lockPaid(tx.manager, memberId))
      throw new ReceiptRefusal(ReceiptRefusalCode.alreadyPaid);
    nextActivationState(activationState(row.status), step);
  }

  private async withLockedActivation<T>(
    tx: Transaction,
    member: { id: string; units: number; payType: string | null },
    work: (row: ReceiptRow) => Promise<T>,
  ): Promise<T> {
    const row = await this.receipts.lockActivation(tx.manager, member.id, {
      source: 'activation',
      units: member.units,
      payType: member.payType,
    });
    return work(row);
  }

  /** Files attached, status Requested, and a pending transfer for this round unless one is open. */
  private async requestRound(
    tx: Transaction,
    row: ReceiptRow,
    files: StoredFile[],
    open: (row: ReceiptRow) => Promise<Opened>,
    change: { units?: number; pay_type?: string; request_key: string },
  ): Promise<ReceiptRow> {
    const units = change.units ?? row.units;
    const payType = change.pay_type ?? row.pay_type;
    const keepsTransfer = row.status === 'No' && row.pending_transfer_id !== null && units === row.units;
    const round = keepsTransfer || row.status === 'No' ? row.round : row.round + 1;
    const pending = keepsTransfer
      ? row.pending_transfer_id
      : (await open({ ...row, units, pay_type: payType, round })).id;
    if (!keepsTransfer && row.pending_transfer_id && row.status === 'No')
      await this.ledger.voidPending(row.pending_transfer_id, row.member_id);
    await this.uploads.claimAll(tx.manager, row.member_id, files, row.files, RECEIPT_RULES.area);
    tx.afterCommit(() =>
      Promise.all(row.files.map((name) => this.uploads.discard(RECEIPT_RULES.area, name))),
    );
    const changed = await this.receipts.change(tx.manager, row.id, [row.status], row.pending_transfer_id, {
      status: 'Requested',
      files: files.map((f) => f.name),
      units,
      pay_type: payType,
      round,
      pending_transfer_id: pending,
      reject_reason: null,
      request_key: change.request_key,
    });
    if (!changed) throw new ReceiptRefusal(ReceiptRefusalCode.alreadyRequested);
    tx.record(new ReceiptStored(changed.id, { ...facts(changed), files: files.length }, row.member_id));
    return changed;
  }

  /** Writes the files first; deletes them again when the receipt's transaction fails. */
  private async withFiles(
    memberId: string,
    images: UploadedImage[],
    work: (
      tx: Transaction,
      files: StoredFile[],
      open: (row: ReceiptRow) => Promise<Opened>,
    ) => Promise<ReceiptRow>,
  ): Promise<ReceiptRow> {
    const files: StoredFile[] = [];
    for (const image of images) files.push(await this.uploads.write(RECEIPT_RULES.area, image));
    try {
      return await this.withRound((tx, open) => work(tx, files, open));
    } catch (error) {
      await Promise.all(files.map((f) => this.uploads.discard(f.area, f.name)));
      throw error;
    }
  }

  /** Runs `work` in one transaction; a pending transfer it opened is voided if the transaction fails. */
  private async withRound(
    work: (tx: Transaction, open: (row: ReceiptRow) => Promise<Opened>) => Promise<ReceiptRow>,
  ): Promise<ReceiptRow> {
    const opened: string[] = [];
    const { unitPriceCents } = await this.prices.current();
    const open = async (row: ReceiptRow): Promise<Opened> => {
      const result = await this.ledger.transfer({
        memberId: row.member_id,
        units: row.units,
        unitValueCents: unitPriceCents,
        narration: narrationOf(row.source, row.pay_type),
        payType: row.pay_type,
        kind: row.source === 'pay-later' ? 'pay-later' : 'receipt',
        actorId: row.member_id,
        idempotencyKey: `${receiptTransferKey(row.id, row.round)}:${row.units}`,
        links: { receipt_id: row.id },
        pending: true,
      });
      if (!result.duplicate) opened.push(result.transfer.id);
      return { id: result.transfer.id, fresh: !result.duplicate };
    };
    try {
      // One attempt: a retried transaction would open its round again.
      return await this.uow.run((tx) => work(tx, open), 'READ COMMITTED', 1);
    } catch (error) {
      for (const id of opened) await this.ledger.voidPending(id, null).catch(() => undefined);
      throw asHttp(error);
    }
  }
}
