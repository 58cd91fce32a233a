import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Double-entry unit ledger: accounts, append-only transfers and postings, and the balance projection.
 * Two-phase transfers and reversals are new rows that reference the original (unique), never updates.
 */
export class UnitsLedger1763800000300 implements MigrationInterface {
  name = 'UnitsLedger1763800000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE ledger_accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(20) NOT NULL CHECK (kind IN ('member_paid', 'member_loyalty', 'issuer', 'loyalty_issuer')),
        owner_id uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ledger_accounts_owner_kind_key UNIQUE (owner_id, kind),
        CHECK ((kind IN ('issuer', 'loyalty_issuer')) = (owner_id IS NULL))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX ledger_accounts_system_key ON ledger_accounts (kind) WHERE owner_id IS NULL`,
    );
    await q.query(`INSERT INTO ledger_accounts (kind) VALUES ('issuer'), ('loyalty_issuer')`);
    await q.query(`
      CREATE TABLE ledger_transfers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        no bigserial NOT NULL UNIQUE,
        type varchar(12) NOT NULL CHECK (type IN ('transfer', 'pending', 'post', 'void', 'reversal')),
        idempotency_key varchar(200) NOT NULL CONSTRAINT ledger_transfers_idempotency_key UNIQUE,
        debit_account_id uuid NOT NULL REFERENCES ledger_accounts (id),
        credit_account_id uuid NOT NULL REFERENCES ledger_accounts (id),
        member_id uuid NULL,
        units integer NOT NULL CHECK (units > 0),
        unit_value_cents bigint NOT NULL CHECK (unit_value_cents >= 0),
        narration varchar(500) NOT NULL DEFAULT '',
        pay_type varchar(40) NULL,
        kind varchar(20) NOT NULL,
        actor_id uuid NULL,
        pending_id uuid NULL REFERENCES ledger_transfers (id),
        reverses_id uuid NULL REFERENCES ledger_transfers (id),
        links jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (debit_account_id <> credit_account_id),
        CHECK ((type IN ('post', 'void')) = (pending_id IS NOT NULL)),
        CHECK ((type = 'reversal') = (reverses_id IS NOT NULL))
      )`);
    // A pending transfer is posted or voided at most once; a transfer is reversed at most once.
    await q.query(
      `CREATE UNIQUE INDEX ledger_transfers_pending_once ON ledger_transfers (pending_id) WHERE pending_id IS NOT NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX ledger_transfers_reversed_once ON ledger_transfers (reverses_id) WHERE reverses_id IS NOT NULL`,
    );
    await q.query(`CREATE INDEX ledger_transfers_member_idx ON ledger_transfers (member_id, no DESC)`);
    await q.query(`CREATE INDEX ledger_transfers_created_idx ON ledger_transfers (created_at, no)`);
    await q.query(
      `CREATE INDEX ledger_transfers_narration_trgm ON ledger_transfers USING gin (narration gin_trgm_ops)`,
    );
    await q.query(`
      CREATE TABLE ledger_postings (
        id bigserial PRIMARY KEY,
        transfer_id uuid NOT NULL REFERENCES ledger_transfers (id),
        account_id uuid NOT NULL REFERENCES ledger_accounts (id),
        units bigint NOT NULL,
        cents bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ledger_postings_account_idx ON ledger_postings (account_id, id)`);
    await q.query(`CREATE INDEX ledger_postings_transfer_idx ON ledger_postings (transfer_id)`);
    await q.query(`
      -- Member accounts only: the system accounts (issuer, loyalty issuer) take part in every transfer,
      -- so a projected row for them would serialise all writers on one lock; their balance is the sum of
      -- their postings.
      CREATE TABLE ledger_balances (
        account_id uuid PRIMARY KEY REFERENCES ledger_accounts (id),
        units bigint NOT NULL DEFAULT 0,
        cents bigint NOT NULL DEFAULT 0,
        pending_units bigint NOT NULL DEFAULT 0,
        may_go_negative boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (may_go_negative OR units >= 0)
      )`);
    for (const table of ['ledger_transfers', 'ledger_postings']) {
      await q.query(
        `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_change()`,
      );
      await q.query(
        `CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION refuse_change()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ledger_balances, ledger_postings, ledger_transfers, ledger_accounts`);
  }
}
