import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CardBrand } from '@app/libs';
import { TestGatewayCharges, type TestCharge } from '../application/payments/gateway/test-gateway';

interface TestChargeRow {
  idempotency_key: string;
  ref: string;
  amount_cents: string;
  ok: boolean;
  message: string | null;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
}

const COLUMNS = `idempotency_key, ref, amount_cents, ok, message, brand, last4, exp_month, exp_year`;

const toCharge = (row: TestChargeRow): TestCharge => ({
  idempotencyKey: row.idempotency_key,
  ref: row.ref,
  amountCents: Number(row.amount_cents),
  ok: row.ok,
  message: row.message,
  card: { brand: row.brand, last4: row.last4, expMonth: row.exp_month, expYear: row.exp_year },
});

/** The test gateway's own record of its charges (ADR 0030), in its own statements, as a gateway's. */
@Injectable()
export class TestGatewayChargesRepository extends TestGatewayCharges {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async keep(charge: TestCharge): Promise<TestCharge> {
    await this.dataSource.query(
      `INSERT INTO test_gateway_charges (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [
        charge.idempotencyKey,
        charge.ref,
        charge.amountCents,
        charge.ok,
        charge.message,
        charge.card.brand,
        charge.card.last4,
        charge.card.expMonth,
        charge.card.expYear,
      ],
    );
    return (await this.find(charge.idempotencyKey))!;
  }

  async find(idempotencyKey: string): Promise<TestCharge | null> {
    const [row] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM test_gateway_charges WHERE idempotency_key = $1`,
      [idempotencyKey],
    );
    return row ? toCharge(row as TestChargeRow) : null;
  }

  async refund(ref: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE test_gateway_charges SET refunded_at = now() WHERE ref = $1 AND refunded_at IS NULL`,
      [ref],
    );
  }
}
