import { Injectable } from '@nestjs/common';
import type { YesNo } from '@app/libs';
import { type StoredFile, type Transaction, UnitOfWork, Uploads } from '../../../platform';
import { UnitsLedger } from '../../units-ledger';
import { CreationPaymentRecorded, PaymentStatusSet } from '../domain/receipts.events';
import { ReceiptsRepository } from '../infrastructure/receipts.repository';
import { RECEIPT_RULES } from './receipt-files';
import { Prices } from './unit-price';

export interface CreationPayment {
  memberId: string;
  units: number;
  payType: string;
  narration: string;
  /** Receipt files already written through Uploads (RECEIPT_RULES' area), not yet claimed. */
  files: StoredFile[];
  actorId: string;
  /** The creating call's Idempotency-Key: the ledger's own key backs it. */
  idempotencyKey: string;
  /** Where the ledger's agreement reaction mails the lending agreement, when asked for. */
  agreementTo?: string;
}

/**
 * What the back-office does to a member's payment (issue 11): the paid flag by hand, and the
 * payment recorded when an admin creates a member with units. Exported through the index.
 */
/** The ledger key of the units an administrator gives the member they create. */
const creationKey = (actorId: string, idempotencyKey: string) => `creation:${actorId}:${idempotencyKey}`;

@Injectable()
export class MemberPaymentAdmin {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly receipts: ReceiptsRepository,
    private readonly ledger: UnitsLedger,
    private readonly uploads: Uploads,
    private readonly prices: Prices,
  ) {}

  /** Sets the paid flag; an unchanged flag records nothing. */
  async setPaymentStatus(memberId: string, status: YesNo, actorId: string): Promise<void> {
    await this.uow.run(async (tx) => {
      const from = (await this.receipts.lockPaid(tx.manager, memberId)) ? 'Yes' : 'No';
      if (from === status) return;
      await this.receipts.setPaymentStatus(tx.manager, memberId, status);
      tx.record(new PaymentStatusSet(memberId, { memberId, status, from }, actorId));
    });
  }

  /**
   * In the creating transaction: the units at today's price through the ledger, the receipts as an
   * approved activation payment, the member paid. Nothing of it stays if the creation rolls back.
   */
  /**
   * The member whose creation payment `actorId` recorded under `idempotencyKey`, or null: what a
   * creation sent again after its answer was lost finds (ADR 0051 addendum).
   */
  async createdWith(actorId: string, idempotencyKey: string): Promise<string | null> {
    return (await this.ledger.transferWithKey(creationKey(actorId, idempotencyKey)))?.member_id ?? null;
  }

  async recordCreation(tx: Transaction, p: CreationPayment): Promise<{ transferId: string }> {
    const { unitPriceCents } = await this.prices.current();
    await this.uploads.claimAll(tx.manager, p.memberId, p.files, [], RECEIPT_RULES.area);
    const { transfer } = await this.ledger.transferIn(tx.manager, {
      memberId: p.memberId,
      units: p.units,
      unitValueCents: unitPriceCents,
      narration: p.narration,
      payType: p.payType,
      kind: 'creation',
      actorId: p.actorId,
      idempotencyKey: creationKey(p.actorId, p.idempotencyKey),
      links: p.agreementTo ? { agreementTo: p.agreementTo } : undefined,
    });
    const receiptId = await this.receipts.insertApprovedActivation(tx.manager, {
      memberId: p.memberId,
      units: p.units,
      payType: p.payType,
      narration: p.narration,
      files: p.files.map((f) => f.name),
      decidedBy: p.actorId,
    });
    await this.receipts.markPaid(tx.manager, p.memberId);
    tx.record(
      new CreationPaymentRecorded(
        p.memberId,
        {
          memberId: p.memberId,
          receiptId,
          units: p.units,
          payType: p.payType,
          transferId: transfer.id,
          files: p.files.length,
        },
        p.actorId,
      ),
    );
    return { transferId: transfer.id };
  }
}
