import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The append-only event log, its hash-chain seals and the relay cursor. */
export class EventLog1763800000000 implements MigrationInterface {
  name = 'EventLog1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`
      CREATE TABLE domain_events (
        seq bigserial PRIMARY KEY,
        id uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
        type varchar(100) NOT NULL,
        aggregate_type varchar(60) NOT NULL,
        aggregate_id varchar(100) NOT NULL,
        payload jsonb NOT NULL,
        actor_id uuid NULL,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        tx_id xid8 NOT NULL DEFAULT pg_current_xact_id()
      )`);
    await q.query(
      `CREATE INDEX domain_events_aggregate_idx ON domain_events (aggregate_type, aggregate_id, seq)`,
    );
    await q.query(`CREATE INDEX domain_events_tx_idx ON domain_events (tx_id, seq)`);
    await q.query(`
      CREATE TABLE domain_event_seals (
        seal_no bigserial PRIMARY KEY,
        seq bigint NOT NULL UNIQUE REFERENCES domain_events (seq),
        hash bytea NOT NULL,
        sealed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE event_relay_cursors (
        name varchar(60) PRIMARY KEY,
        last_seal_no bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE processed_events (
        consumer varchar(100) NOT NULL,
        event_id uuid NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`);
    for (const table of ['domain_events', 'domain_event_seals']) {
      await q.query(
        `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_change()`,
      );
      await q.query(
        `CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION refuse_change()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE processed_events, event_relay_cursors, domain_event_seals, domain_events`);
    await q.query(`DROP FUNCTION refuse_change()`);
  }
}
