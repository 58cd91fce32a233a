import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments and receipts (ADR 0022): a member's payment state, offline payments with their receipts
 * (each backed by a pending ledger transfer), card payments, saved cards and loan requests.
 */
export class ReceiptsPayments1763800020000 implements MigrationInterface {
  name = 'ReceiptsPayments1763800020000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE member_payments (
        member_id uuid PRIMARY KEY REFERENCES users(id),
        payment_status varchar(3) NOT NULL DEFAULT 'No' CHECK (payment_status IN ('Yes', 'No')),
        paid_at timestamptz,
        gateway_customer varchar(100),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE receipts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL REFERENCES users(id),
        source varchar(12) NOT NULL CHECK (source IN ('activation', 'pay-later', 'purchase')),
        pay_type varchar(40),
        units integer NOT NULL CHECK (units >= 1),
        status varchar(10) NOT NULL CHECK (status IN ('No', 'Requested', 'Yes', 'Rejected')),
        files jsonb NOT NULL DEFAULT '[]',
        reject_reason text,
        narration text,
        approval_reason text,
        units_approved integer CHECK (units_approved >= 1),
        pending_transfer_id uuid,
        round integer NOT NULL DEFAULT 1,
        decided_by uuid,
        decided_at timestamptz,
        -- 'ledger' when the decision was seen on the ledger first (the transaction list), 'receipts' otherwise
        decided_via varchar(10) CHECK (decided_via IN ('receipts', 'ledger')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One activation or pay-later payment per member; it goes round again after a rejection.
    await q.query(
      `CREATE UNIQUE INDEX receipts_one_activation ON receipts (member_id) WHERE source <> 'purchase'`,
    );
    await q.query(`CREATE INDEX receipts_member_idx ON receipts (member_id, created_at DESC)`);
    await q.query(`CREATE INDEX receipts_status_idx ON receipts (status, updated_at DESC)`);
    await q.query(`CREATE UNIQUE INDEX receipts_pending_transfer ON receipts (pending_transfer_id)`);
    await q.query(`
      CREATE TABLE card_payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL REFERENCES users(id),
        idempotency_key varchar(100) NOT NULL,
        units integer NOT NULL CHECK (units >= 1),
        unit_price_cents bigint NOT NULL CHECK (unit_price_cents > 0),
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        gateway varchar(10) NOT NULL,
        gateway_ref varchar(200),
        status varchar(10) NOT NULL CHECK (status IN ('succeeded', 'declined')),
        decline_message text,
        brand varchar(20),
        last4 varchar(4),
        transfer_id uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One successful charge per submission, whatever happens to the answer.
    await q.query(
      `CREATE UNIQUE INDEX card_payments_once ON card_payments (member_id, idempotency_key) WHERE status = 'succeeded'`,
    );
    await q.query(`
      CREATE TABLE payment_methods (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL REFERENCES users(id),
        gateway varchar(10) NOT NULL,
        gateway_ref varchar(2000) NOT NULL,
        brand varchar(20) NOT NULL,
        last4 varchar(4) NOT NULL,
        exp_month smallint NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
        exp_year smallint NOT NULL,
        preferred boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    await q.query(
      `CREATE UNIQUE INDEX payment_methods_one_preferred ON payment_methods (member_id) WHERE preferred AND deleted_at IS NULL`,
    );
    await q.query(
      `CREATE INDEX payment_methods_member_idx ON payment_methods (member_id) WHERE deleted_at IS NULL`,
    );
    await q.query(`
      CREATE TABLE loan_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL REFERENCES users(id),
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        total_amount_cents bigint NOT NULL CHECK (total_amount_cents > 0),
        frequency varchar(10) NOT NULL CHECK (frequency IN ('one_time', 'monthly')),
        pay_type varchar(40) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX loan_requests_created_idx ON loan_requests (created_at DESC, id)`);
    await q.query(`CREATE INDEX loan_requests_member_idx ON loan_requests (member_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE loan_requests`);
    await q.query(`DROP TABLE payment_methods`);
    await q.query(`DROP TABLE card_payments`);
    await q.query(`DROP TABLE receipts`);
    await q.query(`DROP TABLE member_payments`);
  }
}
