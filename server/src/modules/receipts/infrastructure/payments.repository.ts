import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CardBrand, LoanFrequency } from '@app/libs';

export interface PaymentMethodRow {
  id: string;
  member_id: string;
  gateway: string;
  gateway_ref: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  preferred: boolean;
  created_at: Date;
}

export interface LoanRequestRow {
  id: string;
  member_id: string;
  amount_cents: string;
  total_amount_cents: string;
  frequency: LoanFrequency;
  pay_type: string;
  created_at: Date;
}

/** A card charge asked of the gateway, with whether it is older than the caller's limit. */
export interface AttemptRow {
  id: string;
  member_id: string;
  idempotency_key: string;
  units: number;
  unit_price_cents: string;
  amount_cents: string;
  gateway: string;
  gateway_ref: string | null;
  status: 'attempted' | 'abandoned' | 'succeeded' | 'refunded';
  stale: boolean;
}

const METHOD_COLUMNS = `id, member_id, gateway, gateway_ref, brand, last4, exp_month, exp_year, preferred, created_at`;
/** `stale`: whether the attempt is older than the seconds of parameter `staleParam`. */
const attemptColumns = (staleParam: string) =>
  `id, member_id, idempotency_key, units, unit_price_cents, amount_cents, gateway, gateway_ref, status,
   created_at < now() - make_interval(secs => ${staleParam}) AS stale`;
const LOAN_COLUMNS = `id, member_id, amount_cents, total_amount_cents, frequency, pay_type, created_at`;

/** Card payments, saved cards and loan requests. */
@Injectable()
export class PaymentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * A charge about to be asked of the gateway (ADR 0030), in its own statement so that it outlives
   * a crash after the charge. A retry of the same submission takes its open attempt up again.
   */
  async recordAttempt(attempt: {
    memberId: string;
    key: string;
    units: number;
    unitPriceCents: number;
    amountCents: number;
    gateway: string;
  }): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO card_payments (member_id, idempotency_key, units, unit_price_cents, amount_cents, gateway, status)
       VALUES ($1, $2, $3, $4, $5, $6, 'attempted')
       ON CONFLICT (member_id, idempotency_key) WHERE status IN ('attempted', 'abandoned')
       DO UPDATE SET status = 'attempted', units = EXCLUDED.units, unit_price_cents = EXCLUDED.unit_price_cents,
                     amount_cents = EXCLUDED.amount_cents, gateway = EXCLUDED.gateway`,
      [
        attempt.memberId,
        attempt.key,
        attempt.units,
        attempt.unitPriceCents,
        attempt.amountCents,
        attempt.gateway,
      ],
    );
  }

  /** The outcome of a submission's charge: its open attempt ends so (a row of its own without one). */
  async recordCardPayment(
    manager: EntityManager,
    payment: {
      memberId: string;
      key: string;
      units: number;
      unitPriceCents: number;
      amountCents: number;
      gateway: string;
      ref: string | null;
      status: 'succeeded' | 'declined' | 'refunded' | 'abandoned';
      declineMessage?: string;
      brand?: string;
      last4?: string;
      transferId?: string;
    },
  ): Promise<string> {
    const values = [
      payment.memberId,
      payment.key,
      payment.units,
      payment.unitPriceCents,
      payment.amountCents,
      payment.gateway,
      payment.ref,
      payment.status,
      payment.declineMessage ?? null,
      payment.brand ?? null,
      payment.last4 ?? null,
      payment.transferId ?? null,
    ];
    const [ended] = await manager.query(
      `UPDATE card_payments SET units = $3, unit_price_cents = $4, amount_cents = $5, gateway = $6,
         gateway_ref = coalesce($7, gateway_ref), status = $8, decline_message = $9, brand = $10, last4 = $11,
         transfer_id = $12
       WHERE member_id = $1 AND idempotency_key = $2 AND status IN ('attempted', 'abandoned')
       RETURNING id`,
      values,
    );
    if (ended?.[0]) return ended[0].id;
    const [row] = await manager.query(
      `INSERT INTO card_payments (member_id, idempotency_key, units, unit_price_cents, amount_cents, gateway,
         gateway_ref, status, decline_message, brand, last4, transfer_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      values,
    );
    return row.id;
  }

  /**
   * The submission's charge, locked for its settlement: its open attempt, or how it ended (a success
   * or a refund; a decline does not settle anything).
   */
  async lockAttempt(manager: EntityManager, memberId: string, key: string): Promise<AttemptRow | null> {
    const [row] = await manager.query(
      `SELECT ${attemptColumns('0')} FROM card_payments
        WHERE member_id = $1 AND idempotency_key = $2 AND status IN ('attempted', 'abandoned', 'succeeded', 'refunded')
        ORDER BY status = 'succeeded' DESC, created_at DESC LIMIT 1 FOR UPDATE`,
      [memberId, key],
    );
    return (row as AttemptRow | undefined) ?? null;
  }

  /** A member's attempts still open, but `exceptKey`'s (the submission asking). */
  async openAttempts(memberId: string, exceptKey: string, staleSeconds: number): Promise<AttemptRow[]> {
    return this.dataSource.query(
      `SELECT ${attemptColumns('$3')} FROM card_payments
        WHERE member_id = $1 AND idempotency_key <> $2 AND status = 'attempted' ORDER BY created_at`,
      [memberId, exceptKey, staleSeconds],
    );
  }

  /** Open attempts at `gateway` older than `staleSeconds`: their request died or hangs; the oldest first. */
  async staleAttempts(gateway: string, staleSeconds: number, limit: number): Promise<AttemptRow[]> {
    return this.dataSource.query(
      `SELECT ${attemptColumns('$1')} FROM card_payments
        WHERE status = 'attempted' AND created_at < now() - make_interval(secs => $1) AND gateway = $3
        ORDER BY created_at LIMIT $2`,
      [staleSeconds, limit, gateway],
    );
  }

  /** The submission's attempt not settled (open, or given up while the gateway had charged). */
  async unsettledAttempt(memberId: string, key: string, staleSeconds: number): Promise<AttemptRow | null> {
    const [row] = await this.dataSource.query(
      `SELECT ${attemptColumns('$3')} FROM card_payments
        WHERE member_id = $1 AND idempotency_key = $2 AND status IN ('attempted', 'abandoned')`,
      [memberId, key, staleSeconds],
    );
    return (row as AttemptRow | undefined) ?? null;
  }

  /** Records a gateway's webhook event as processed; false when it was already. */
  async markEventProcessed(eventId: string, type: string): Promise<boolean> {
    const rows = await this.dataSource.query(
      `INSERT INTO payment_webhook_events (event_id, type) VALUES ($1, $2)
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [eventId, type],
    );
    return rows.length === 1;
  }

  async eventProcessed(eventId: string): Promise<boolean> {
    const rows = await this.dataSource.query(`SELECT 1 FROM payment_webhook_events WHERE event_id = $1`, [
      eventId,
    ]);
    return rows.length === 1;
  }

  /** Whether the submission's charge succeeded and was settled. */
  async succeeded(memberId: string, key: string): Promise<boolean> {
    const rows = await this.dataSource.query(
      `SELECT 1 FROM card_payments WHERE member_id = $1 AND idempotency_key = $2 AND status = 'succeeded'`,
      [memberId, key],
    );
    return rows.length > 0;
  }

  async succeededCharges(memberId: string): Promise<number> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM card_payments WHERE member_id = $1 AND status = 'succeeded'`,
      [memberId],
    );
    return row.n;
  }

  async methods(memberId: string): Promise<PaymentMethodRow[]> {
    return this.dataSource.query(
      `SELECT ${METHOD_COLUMNS} FROM payment_methods WHERE member_id = $1 AND deleted_at IS NULL
        ORDER BY preferred DESC, created_at, id`,
      [memberId],
    );
  }

  async method(memberId: string, id: string, manager: EntityManager = this.dataSource.manager) {
    const [row] = await manager.query(
      `SELECT ${METHOD_COLUMNS} FROM payment_methods WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL`,
      [id, memberId],
    );
    return (row as PaymentMethodRow | undefined) ?? null;
  }

  /** Serialises one member's card changes (one preferred card at a time). */
  async lockMember(manager: EntityManager, memberId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `payment-methods:${memberId}`,
    ]);
  }

  async addMethod(
    manager: EntityManager,
    method: Omit<PaymentMethodRow, 'id' | 'created_at' | 'preferred'>,
  ): Promise<PaymentMethodRow> {
    const [row] = await manager.query(
      `INSERT INTO payment_methods (member_id, gateway, gateway_ref, brand, last4, exp_month, exp_year, preferred)
       VALUES ($1, $2, $3, $4, $5, $6, $7,
               NOT EXISTS (SELECT 1 FROM payment_methods WHERE member_id = $1 AND preferred AND deleted_at IS NULL))
       RETURNING ${METHOD_COLUMNS}`,
      [
        method.member_id,
        method.gateway,
        method.gateway_ref,
        method.brand,
        method.last4,
        method.exp_month,
        method.exp_year,
      ],
    );
    return row;
  }

  async makePreferred(manager: EntityManager, memberId: string, id: string): Promise<void> {
    await manager.query(
      `UPDATE payment_methods SET preferred = false WHERE member_id = $1 AND preferred AND deleted_at IS NULL`,
      [memberId],
    );
    await manager.query(`UPDATE payment_methods SET preferred = true WHERE id = $1 AND member_id = $2`, [
      id,
      memberId,
    ]);
  }

  async deleteMethod(manager: EntityManager, memberId: string, id: string): Promise<void> {
    await manager.query(
      `UPDATE payment_methods SET deleted_at = now() WHERE id = $1 AND member_id = $2 AND NOT preferred`,
      [id, memberId],
    );
  }

  async addLoanRequest(
    manager: EntityManager,
    request: {
      memberId: string;
      amountCents: number;
      totalAmountCents: number;
      frequency: string;
      payType: string;
    },
  ): Promise<LoanRequestRow> {
    const [row] = await manager.query(
      `INSERT INTO loan_requests (member_id, amount_cents, total_amount_cents, frequency, pay_type)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${LOAN_COLUMNS}`,
      [request.memberId, request.amountCents, request.totalAmountCents, request.frequency, request.payType],
    );
    return row;
  }

  /** Newest first; `memberIds` narrows to those members (a search by name or email), `amountCents` to an amount. */
  async loanRequests(filter: {
    memberIds?: string[];
    amountCents?: number;
    limit: number;
    offset: number;
  }): Promise<{ rows: LoanRequestRow[]; total: number }> {
    const where = `($1::uuid[] IS NULL OR member_id = ANY($1::uuid[]))
                   AND ($2::bigint IS NULL OR amount_cents = $2 OR total_amount_cents = $2)`;
    const params = [filter.memberIds ?? null, filter.amountCents ?? null];
    const [rows, [count]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${LOAN_COLUMNS} FROM loan_requests WHERE ${where} ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
        [...params, filter.limit, filter.offset],
      ),
      this.dataSource.query(`SELECT count(*)::int AS total FROM loan_requests WHERE ${where}`, params),
    ]);
    return { rows, total: count.total };
  }
}
