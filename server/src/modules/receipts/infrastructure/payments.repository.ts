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

const METHOD_COLUMNS = `id, member_id, gateway, gateway_ref, brand, last4, exp_month, exp_year, preferred, created_at`;
const LOAN_COLUMNS = `id, member_id, amount_cents, total_amount_cents, frequency, pay_type, created_at`;

/** Card payments, saved cards and loan requests. */
@Injectable()
export class PaymentsRepository {
  constructor(private readonly dataSource: DataSource) {}

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
      status: 'succeeded' | 'declined' | 'refunded';
      declineMessage?: string;
      brand?: string;
      last4?: string;
      transferId?: string;
    },
  ): Promise<string> {
    const [row] = await manager.query(
      `INSERT INTO card_payments (member_id, idempotency_key, units, unit_price_cents, amount_cents, gateway,
         gateway_ref, status, decline_message, brand, last4, transfer_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
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
      ],
    );
    return row.id;
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
