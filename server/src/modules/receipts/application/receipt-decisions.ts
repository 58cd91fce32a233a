import { Injectable } from '@nestjs/common';
import type { ReceiptStatus } from '@app/libs';
import { UnitOfWork } from '../../../platform';
import { UnitsLedger } from '../../units-ledger';
import { activationState, isActivation, nextActivationState } from '../domain/activation';
import { ReceiptLife } from '../domain/receipt';
import { ReceiptApproved, ReceiptRejected, type ReceiptFacts } from '../domain/receipts.events';
import type { ReceiptRow } from '../infrastructure/receipt-row';
import { ReceiptsRepository } from '../infrastructure/receipts.repository';
import { ReceiptErrors, codeOf, refusing } from './errors';

type Decision = 'post' | 'void';

export interface ApproveCommand {
  receiptId: string;
  units: number;
  narration: string;
  approvalReason?: string | null;
  adminId: string | null;
}
export interface RejectCommand {
  receiptId: string;
  reason: string;
  adminId: string | null;
}

/**
 * The statuses a decision may start from: an activation (pay later, or a receipt chosen at
 * registration) may be approved before any upload, as the money may arrive first (ADR 0029).
 */
const decidable = (row: ReceiptRow): ReceiptStatus[] =>
  isActivation(row.source) ? ['No', 'Requested'] : ['Requested'];

export const facts = (row: ReceiptRow): ReceiptFacts => ({
  memberId: row.member_id,
  source: row.source,
  units: row.units,
  payType: row.pay_type,
  pendingTransferId: row.pending_transfer_id,
  round: row.round,
});

/**
 * Approves (posts the receipt's pending transfer, marks the member paid) or rejects (voids it,
 * keeps the reason) a receipt, once (ADR 0022). The ledger decides which of racing decisions wins:
 * a pending transfer is posted or voided once. Only then is the decision recorded, in a conditional
 * update, so of 50 concurrent approvals one answers success and the units move once.
 */
@Injectable()
export class ReceiptDecisions {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly ledger: UnitsLedger,
    private readonly receipts: ReceiptsRepository,
  ) {}

  async approve(cmd: ApproveCommand): Promise<ReceiptRow> {
    const row = await this.decidableRow(cmd.receiptId, 'Yes');
    const units = await this.settle(row, 'post', async () => {
      const posted = await this.ledger.postPending(row.pending_transfer_id!, cmd.adminId, cmd.units);
      return posted.transfer.units;
    });
    return this.record(row, (tx) => ({
      change: {
        status: 'Yes',
        units_approved: units,
        narration: cmd.narration,
        approval_reason: cmd.approvalReason ?? null,
        reject_reason: null,
        decided_by: cmd.adminId,
        decided: true,
      },
      after: async (changed, first) => {
        await this.receipts.markPaid(tx.manager, changed.member_id);
        if (first)
          tx.record(
            new ReceiptApproved(
              changed.id,
              { ...facts(changed), unitsApproved: units, narration: cmd.narration, via: 'receipts' },
              cmd.adminId,
            ),
          );
      },
    }));
  }

  async reject(cmd: RejectCommand): Promise<ReceiptRow> {
    const row = await this.decidableRow(cmd.receiptId, 'Rejected');
    await this.settle(row, 'void', async () => {
      await this.ledger.voidPending(row.pending_transfer_id!, cmd.adminId);
      return 0;
    });
    return this.record(row, (tx) => ({
      change: { status: 'Rejected', reject_reason: cmd.reason, decided_by: cmd.adminId, decided: true },
      after: async (changed, first) => {
        if (first)
          tx.record(
            new ReceiptRejected(
              changed.id,
              { ...facts(changed), reason: cmd.reason, via: 'receipts' },
              cmd.adminId,
            ),
          );
      },
    }));
  }

  /**
   * A posted or voided pending transfer seen on the ledger (`receipts.ledger-decisions`): records the
   * ledger's decision on the receipt it belongs to if the receipt still waits for one, e.g. when an
   * admin approved it from the transaction list, with the same decision event as this module's own
   * calls (so the member is emailed the same way). The command that made it, if any, takes it over.
   */
  async recordLedgerDecision(
    pendingId: string,
    decision: Decision,
    units: number,
    actorId: string | null,
  ): Promise<void> {
    const receipt = await this.receipts.byPendingTransfer(pendingId);
    if (!receipt) return;
    await this.uow.run(async (tx) => {
      const changed = await this.receipts.change(
        tx.manager,
        receipt.id,
        decidable(receipt),
        pendingId,
        decision === 'post'
          ? {
              status: 'Yes',
              units_approved: units,
              decided_by: actorId,
              decided: true,
              decided_via: 'ledger',
            }
          : { status: 'Rejected', decided_by: actorId, decided: true, decided_via: 'ledger' },
      );
      if (!changed) return;
      if (decision === 'post') {
        await this.receipts.markPaid(tx.manager, changed.member_id);
        tx.record(
          new ReceiptApproved(
            changed.id,
            { ...facts(changed), unitsApproved: units, narration: null, via: 'ledger' },
            actorId,
          ),
        );
      } else
        tx.record(
          new ReceiptRejected(changed.id, { ...facts(changed), reason: null, via: 'ledger' }, actorId),
        );
    });
  }

  /**
   * A member's activation (pay later or a receipt: since ADR 0029 both are listed among pending
   * payments, so `pendingPayment` no longer narrows it), else 404.
   */
  async activationFor(memberId: string): Promise<ReceiptRow> {
    const row = await this.receipts.activationOf(memberId);
    if (!row) throw ReceiptErrors.noActivation();
    return row;
  }

  /**
   * The receipt when this decision, with these details, was recorded on it by `adminId` through the
   * receipts calls: what an earlier request whose answer was lost left (ADR 0051); else null.
   */
  async decidedAs(receiptId: string, decision: ApproveCommand | RejectCommand): Promise<ReceiptRow | null> {
    const row = await this.receipts.byId(receiptId);
    if (!row || row.decided_via !== 'receipts' || row.decided_by !== decision.adminId) return null;
    const same =
      'reason' in decision
        ? row.status === 'Rejected' && row.reject_reason === decision.reason
        : row.status === 'Yes' &&
          row.units_approved === decision.units &&
          row.narration === decision.narration &&
          (row.approval_reason ?? null) === (decision.approvalReason ?? null);
    return same ? row : null;
  }

  /**
   * The receipt to decide. One the ledger consumer already marked `outcome` (the same decision, seen on
   * the ledger first: this call's own ledger statement, or one whose record was lost) goes on, so the
   * call records its details and answers success; anything else not awaiting a decision is refused.
   */
  private async decidableRow(receiptId: string, outcome: ReceiptStatus): Promise<ReceiptRow> {
    const row = await this.receipts.byId(receiptId);
    if (!row) throw ReceiptErrors.notFound();
    const seenOnLedger = row.status === outcome && row.decided_via === 'ledger';
    refusing(() => {
      if (seenOnLedger || decidable(row).includes(row.status)) return;
      // A paid activation says so: it was paid another way (a card), not merely decided.
      if (isActivation(row.source))
        nextActivationState(activationState(row.status), outcome === 'Yes' ? 'approve' : 'reject');
      ReceiptLife.decide(row.status);
    });
    if (!row.pending_transfer_id) throw ReceiptErrors.alreadyDecided();
    return row;
  }

  /**
   * Asks the ledger to settle the receipt's pending transfer. When another call settled it first:
   * the same way, this call goes on to record the decision (the record is conditional, so only one
   * call records it); the other way, the receipt was decided against this call.
   */
  private async settle(row: ReceiptRow, decision: Decision, write: () => Promise<number>): Promise<number> {
    try {
      return await write();
    } catch (error) {
      if (codeOf(error) !== 'LEDGER.ALREADY_RESOLVED') throw error;
      const settled = await this.ledger.resolutionOf(row.pending_transfer_id!);
      if (settled?.type !== decision) throw ReceiptErrors.alreadyDecided();
      return settled.units;
    }
  }

  private async record(
    row: ReceiptRow,
    build: (tx: Parameters<Parameters<UnitOfWork['run']>[0]>[0]) => {
      change: Parameters<ReceiptsRepository['change']>[4];
      /** `first`: this call recorded the decision (not a takeover of one the ledger consumer recorded). */
      after: (changed: ReceiptRow, first: boolean) => Promise<void>;
    },
  ): Promise<ReceiptRow> {
    return this.uow.run(async (tx) => {
      const { change, after } = build(tx);
      const recorded = await this.receipts.change(
        tx.manager,
        row.id,
        decidable(row),
        row.pending_transfer_id,
        { ...change, decided_via: 'receipts' },
      );
      const changed =
        recorded ??
        (await this.receipts.takeOverLedgerDecision(
          tx.manager,
          row.id,
          change.status,
          row.pending_transfer_id!,
          change,
        ));
      if (!changed) throw ReceiptErrors.alreadyDecided();
      await after(changed, recorded !== null);
      return changed;
    });
  }
}
