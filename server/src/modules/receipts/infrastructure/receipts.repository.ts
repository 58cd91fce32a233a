import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ReceiptSource, ReceiptStatus } from '@app/libs';
import { autocommitQuery, type Statement } from '../../../platform';
import type { PageWindow } from './page-window';
import { RECEIPT_COLUMNS, type ReceiptRow } from './receipt-row';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** What the user view shows of a member's payment (ADR 0022): one row, by primary keys. */
export interface PaymentStateRow {
  payment_status: 'Yes' | 'No' | null;
  status: ReceiptStatus | null;
  source: ReceiptSource | null;
  pay_type: string | null;
  units: number | null;
  reject_reason: string | null;
  files: string[] | null;
}

// The payment states of several members at once: the user/fetch requests of one round of the
// event loop share it (ADR 0020 addendum). One row per member asked for (one activation each).
const PAYMENT_STATES: Statement = {
  name: 'receipts.member-payment-states.v2',
  text: `SELECT coalesce(mp.member_id, r.member_id) AS member_id, mp.payment_status, r.status, r.source,
                r.pay_type, r.units, r.reject_reason, r.files
           FROM (SELECT member_id, payment_status FROM member_payments WHERE member_id = ANY($1::uuid[])) mp
           FULL JOIN (SELECT * FROM receipts WHERE member_id = ANY($1::uuid[]) AND source <> 'purchase') r
             ON r.member_id = mp.member_id`,
};

/** A back-office list of receipts: which rows, in which order. */
export interface ReceiptList {
  condition: string;
  order: string;
}

/**
 * Each list's condition and order match a partial index of migration 1764000300000, so a page reads
 * only its rows; a search narrows by member through receipts_member_idx.
 */
export const RECEIPT_LISTS = {
  sent: { condition: `status <> 'No'`, order: 'updated_at DESC, id' },
  awaitingVerification: {
    condition: `source <> 'purchase' AND status = 'Requested'`,
    order: 'updated_at, id',
  },
  // Every unpaid activation: pay later, and receipts chosen at registration (ADR 0029).
  pendingPayments: {
    condition: `source <> 'purchase' AND status IN ('No', 'Requested')`,
    order: 'created_at, id',
  },
} satisfies Record<string, ReceiptList>;

export interface ReceiptChange {
  status: ReceiptStatus;
  files?: string[];
  units?: number;
  pay_type?: string | null;
  round?: number;
  pending_transfer_id?: string | null;
  reject_reason?: string | null;
  narration?: string | null;
  approval_reason?: string | null;
  units_approved?: number | null;
  decided_by?: string | null;
  decided?: boolean;
  decided_via?: 'receipts' | 'ledger';
  request_key?: string;
}

/** The receipts tables; SQL lives here, never in controllers. */
@Injectable()
export class ReceiptsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The payment states of `memberIds` (uuids), by member; a member without any has no entry. */
  async paymentStates(memberIds: string[]): Promise<Map<string, PaymentStateRow>> {
    const rows = await autocommitQuery<PaymentStateRow & { member_id: string }>(
      this.dataSource,
      PAYMENT_STATES,
      [memberIds],
    );
    const states = new Map<string, PaymentStateRow>();
    for (const { member_id, ...row } of rows)
      if (row.payment_status !== null || row.status !== null) states.set(member_id, row);
    return states;
  }

  async byId(id: string, manager: EntityManager = this.dataSource.manager): Promise<ReceiptRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await manager.query(`SELECT ${RECEIPT_COLUMNS} FROM receipts WHERE id = $1`, [id]);
    return row ?? null;
  }

  /** The member's receipt that their request `requestKey` (`<call>:<Idempotency-Key>`) changed last. */
  async byRequestKey(memberId: string, requestKey: string): Promise<ReceiptRow | null> {
    const [row] = await this.dataSource.query(
      `SELECT ${RECEIPT_COLUMNS} FROM receipts WHERE member_id = $1 AND request_key = $2`,
      [memberId, requestKey],
    );
    return row ?? null;
  }

  async byPendingTransfer(pendingId: string): Promise<ReceiptRow | null> {
    if (!isUuid(pendingId)) return null;
    const [row] = await this.dataSource.query(
      `SELECT ${RECEIPT_COLUMNS} FROM receipts WHERE pending_transfer_id = $1`,
      [pendingId],
    );
    return row ?? null;
  }

  async lock(manager: EntityManager, id: string): Promise<ReceiptRow | null> {
    const [row] = await manager.query(`SELECT ${RECEIPT_COLUMNS} FROM receipts WHERE id = $1 FOR UPDATE`, [
      id,
    ]);
    return row ?? null;
  }

  /** The member's activation or pay-later payment, if any. */
  async activationOf(
    memberId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ReceiptRow | null> {
    if (!isUuid(memberId)) return null;
    const [row] = await manager.query(
      `SELECT ${RECEIPT_COLUMNS} FROM receipts WHERE member_id = $1 AND source <> 'purchase'`,
      [memberId],
    );
    return row ?? null;
  }

  /** The member's activation payment, created (status No) when missing, locked for the transaction. */
  async lockActivation(
    manager: EntityManager,
    memberId: string,
    create: { source: ReceiptSource; units: number; payType: string | null },
  ): Promise<ReceiptRow> {
    await manager.query(
      `INSERT INTO receipts (member_id, source, pay_type, units, status)
       VALUES ($1, $2, $3, $4, 'No') ON CONFLICT (member_id) WHERE source <> 'purchase' DO NOTHING`,
      [memberId, create.source, create.payType, create.units],
    );
    const [row] = await manager.query(
      `SELECT ${RECEIPT_COLUMNS} FROM receipts WHERE member_id = $1 AND source <> 'purchase' FOR UPDATE`,
      [memberId],
    );
    return row;
  }

  /** A new activation (status No, nothing held), or null when the member has one already. */
  async insertActivation(
    manager: EntityManager,
    memberId: string,
    activation: { units: number; payType: string | null },
  ): Promise<ReceiptRow | null> {
    const rows = await manager.query(
      `INSERT INTO receipts (member_id, source, pay_type, units, status)
       VALUES ($1, 'activation', $2, $3, 'No') ON CONFLICT (member_id) WHERE source <> 'purchase' DO NOTHING
       RETURNING ${RECEIPT_COLUMNS}`,
      [memberId, activation.payType, activation.units],
    );
    return (rows[0] as ReceiptRow | undefined) ?? null;
  }

  async insertPurchase(
    manager: EntityManager,
    row: { memberId: string; units: number; payType: string },
  ): Promise<ReceiptRow> {
    const [created] = await manager.query(
      `INSERT INTO receipts (member_id, source, pay_type, units, status)
       VALUES ($1, 'purchase', $2, $3, 'No') RETURNING ${RECEIPT_COLUMNS}`,
      [row.memberId, row.payType, row.units],
    );
    return created;
  }

  /**
   * Changes a receipt only while it is still in one of `from` and on the pending transfer the caller
   * read: of two commands that race, one changes it and the other gets null.
   */
  async change(
    manager: EntityManager,
    id: string,
    from: ReceiptStatus[],
    pendingTransferId: string | null,
    change: ReceiptChange,
  ): Promise<ReceiptRow | null> {
    const sets: string[] = ['status = $4', 'updated_at = now()'];
    const values: unknown[] = [id, from, pendingTransferId, change.status];
    const set = (column: string, value: unknown) => {
      values.push(column === 'files' ? JSON.stringify(value) : value);
      sets.push(`${column} = $${values.length}${column === 'files' ? '::jsonb' : ''}`);
    };
    for (const column of [
      'files',
      'units',
      'pay_type',
      'round',
      'pending_transfer_id',
      'reject_reason',
      'narration',
      'approval_reason',
      'units_approved',
      'decided_by',
      'decided_via',
      'request_key',
    ] as const)
      if (change[column] !== undefined) set(column, change[column]);
    if (change.decided) sets.push('decided_at = now()');
    const rows = await manager.query(
      `UPDATE receipts SET ${sets.join(', ')}
        WHERE id = $1 AND status = ANY($2::varchar[]) AND pending_transfer_id IS NOT DISTINCT FROM $3::uuid
        RETURNING ${RECEIPT_COLUMNS}`,
      values,
    );
    // TypeORM answers an UPDATE ... RETURNING as [rows, count].
    const list = Array.isArray(rows[0]) ? rows[0] : rows;
    return (list[0] as ReceiptRow | undefined) ?? null;
  }

  /**
   * A decision the ledger consumer recorded first (seen on the ledger before this module's own
   * record): taken over once by the command that made it, so it is told and emailed.
   */
  async takeOverLedgerDecision(
    manager: EntityManager,
    id: string,
    status: ReceiptStatus,
    pendingTransferId: string,
    change: ReceiptChange,
  ): Promise<ReceiptRow | null> {
    const rows = await manager.query(
      `UPDATE receipts SET decided_via = 'receipts', narration = coalesce($4, narration),
              approval_reason = coalesce($5, approval_reason), reject_reason = coalesce($6, reject_reason),
              decided_by = coalesce($7, decided_by), updated_at = now()
        WHERE id = $1 AND status = $2 AND pending_transfer_id = $3 AND decided_via = 'ledger'
        RETURNING ${RECEIPT_COLUMNS}`,
      [
        id,
        status,
        pendingTransferId,
        change.narration ?? null,
        change.approval_reason ?? null,
        change.reject_reason ?? null,
        change.decided_by ?? null,
      ],
    );
    const list = Array.isArray(rows[0]) ? rows[0] : rows;
    return (list[0] as ReceiptRow | undefined) ?? null;
  }

  /**
   * The member's receipts table: every receipt they sent. An activation nothing was sent for yet
   * (opened at registration, or Pay Later chosen) is shown where it is paid (/home), not here.
   */
  async ofMember(memberId: string): Promise<ReceiptRow[]> {
    return this.dataSource.query(
      `SELECT ${RECEIPT_COLUMNS} FROM receipts
        WHERE member_id = $1 AND (source = 'purchase' OR jsonb_array_length(files) > 0 OR status = 'Yes')
        ORDER BY created_at DESC, id LIMIT 500`,
      [memberId],
    );
  }

  /** Receipts that were sent (not No), newest change first: the admin's receipt list. */
  sentPage(window: PageWindow): Promise<{ rows: ReceiptRow[]; total: number }> {
    return this.page(RECEIPT_LISTS.sent, window);
  }

  /** Activation and pay-later payments awaiting a look at their receipt, oldest upload first. */
  awaitingVerificationPage(window: PageWindow): Promise<{ rows: ReceiptRow[]; total: number }> {
    return this.page(RECEIPT_LISTS.awaitingVerification, window);
  }

  /** Activations still open (nothing decided since they were opened or the last upload), oldest first. */
  pendingPaymentsPage(window: PageWindow): Promise<{ rows: ReceiptRow[]; total: number }> {
    return this.page(RECEIPT_LISTS.pendingPayments, window);
  }

  private async page(
    { condition, order }: ReceiptList,
    { memberIds, limit, offset }: PageWindow,
  ): Promise<{ rows: ReceiptRow[]; total: number }> {
    if (memberIds && memberIds.length === 0) return { rows: [], total: 0 };
    const where = memberIds ? `${condition} AND member_id = ANY($1::uuid[])` : condition;
    const params = memberIds ? [memberIds] : [];
    const n = params.length;
    const [rows, [count]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${RECEIPT_COLUMNS} FROM receipts WHERE ${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, limit, offset],
      ),
      this.dataSource.query(`SELECT count(*)::int AS total FROM receipts WHERE ${where}`, params),
    ]);
    return { rows, total: count.total };
  }

  /** Whether `name` is a file of a receipt of `memberId` (any member when null). */
  async fileOwner(name: string): Promise<string | null> {
    const [row] = await this.dataSource.query(`SELECT member_id FROM receipts WHERE files ? $1 LIMIT 1`, [
      name,
    ]);
    return row?.member_id ?? null;
  }

  /**
   * The member's activation while it is not paid (pay later or a receipt: No, Requested or Rejected),
   * locked; null when there is none or it is paid (ADR 0029).
   */
  async lockUnpaidActivation(manager: EntityManager, memberId: string): Promise<ReceiptRow | null> {
    const [row] = await manager.query(
      `SELECT ${RECEIPT_COLUMNS} FROM receipts
        WHERE member_id = $1 AND source <> 'purchase' AND status IN ('No', 'Requested', 'Rejected') FOR UPDATE`,
      [memberId],
    );
    return row ?? null;
  }

  /** An unpaid activation (locked) settled by a card payment: Yes, paid by card. */
  async settleByCard(
    manager: EntityManager,
    id: string,
    change: { memberId: string; payType: string; narration: string },
  ): Promise<ReceiptRow> {
    const rows = await manager.query(
      `UPDATE receipts SET status = 'Yes', pay_type = $3, narration = $4, reject_reason = NULL,
              decided_by = $2, decided_at = now(), decided_via = 'receipts', updated_at = now()
        WHERE id = $1 RETURNING ${RECEIPT_COLUMNS}`,
      [id, change.memberId, change.payType, change.narration],
    );
    const list = Array.isArray(rows[0]) ? rows[0] : rows;
    return list[0] as ReceiptRow;
  }

  /**
   * Whether the member has paid, holding their payment-state row until the transaction ends, so a
   * decision that marks them paid waits for it (and it for the decision).
   */
  async lockPaid(manager: EntityManager, memberId: string): Promise<boolean> {
    await manager.query(`INSERT INTO member_payments (member_id) VALUES ($1) ON CONFLICT DO NOTHING`, [
      memberId,
    ]);
    const [row] = await manager.query(
      `SELECT payment_status FROM member_payments WHERE member_id = $1 FOR UPDATE`,
      [memberId],
    );
    return row?.payment_status === 'Yes';
  }

  async markPaid(manager: EntityManager, memberId: string): Promise<void> {
    await manager.query(
      `INSERT INTO member_payments (member_id, payment_status, paid_at) VALUES ($1, 'Yes', now())
       ON CONFLICT (member_id) DO UPDATE SET payment_status = 'Yes',
         paid_at = coalesce(member_payments.paid_at, now()), updated_at = now()`,
      [memberId],
    );
  }

  /** The paid flag set by an admin (issue 11); paid_at keeps the first time it was Yes. */
  async setPaymentStatus(manager: EntityManager, memberId: string, status: 'Yes' | 'No'): Promise<void> {
    await manager.query(
      `UPDATE member_payments SET payment_status = $2::varchar, updated_at = now(),
         paid_at = CASE WHEN $2::varchar = 'Yes' THEN coalesce(paid_at, now()) ELSE paid_at END
       WHERE member_id = $1`,
      [memberId, status],
    );
  }

  /** The activation payment of a member an admin created with units: approved at once. */
  async insertApprovedActivation(
    manager: EntityManager,
    row: {
      memberId: string;
      units: number;
      payType: string;
      narration: string;
      files: string[];
      decidedBy: string;
    },
  ): Promise<string> {
    const [created] = await manager.query(
      `INSERT INTO receipts (member_id, source, pay_type, units, status, files, narration, units_approved,
                             decided_by, decided_at, decided_via)
       VALUES ($1, 'activation', $2, $3, 'Yes', $4::jsonb, $5, $3, $6, now(), 'receipts') RETURNING id`,
      [row.memberId, row.payType, row.units, JSON.stringify(row.files), row.narration, row.decidedBy],
    );
    return created.id;
  }

  async gatewayCustomer(memberId: string): Promise<string | null> {
    const [row] = await this.dataSource.query(
      `SELECT gateway_customer FROM member_payments WHERE member_id = $1`,
      [memberId],
    );
    return row?.gateway_customer ?? null;
  }

  async setGatewayCustomer(memberId: string, customer: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO member_payments (member_id, gateway_customer) VALUES ($1, $2)
       ON CONFLICT (member_id) DO UPDATE SET gateway_customer = coalesce(member_payments.gateway_customer, $2)`,
      [memberId, customer],
    );
  }

  async isPaid(memberId: string): Promise<boolean> {
    const [row] = await this.dataSource.query(
      `SELECT 1 FROM member_payments WHERE member_id = $1 AND payment_status = 'Yes'`,
      [memberId],
    );
    return Boolean(row);
  }
}
