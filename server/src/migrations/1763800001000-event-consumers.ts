import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Durable event consumers (ADR 0010): one checkpoint row per consumer, advanced in the transaction
 * that did the consumer's work, and the dead letters of events that failed every retry. They replace
 * the single relay cursor and the processed-events registry.
 */
export class EventConsumers1763800001000 implements MigrationInterface {
  name = 'EventConsumers1763800001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE event_consumers (
        name varchar(100) PRIMARY KEY,
        kind varchar(20) NOT NULL CHECK (kind IN ('projection', 'reaction')),
        checkpoint bigint NOT NULL DEFAULT 0 CHECK (checkpoint >= 0),
        handled bigint NOT NULL DEFAULT 0,
        failing_seal_no bigint NULL,
        attempts int NOT NULL DEFAULT 0,
        retry_at timestamptz NULL,
        last_error text NULL,
        registered_at timestamptz NOT NULL DEFAULT now(),
        progressed_at timestamptz NULL,
        rebuilt_at timestamptz NULL
      )`);
    await q.query(`
      CREATE TABLE event_dead_letters (
        id bigserial PRIMARY KEY,
        consumer varchar(100) NOT NULL REFERENCES event_consumers (name),
        seal_no bigint NOT NULL,
        event_id uuid NOT NULL REFERENCES domain_events (id),
        event_type varchar(100) NOT NULL,
        error text NOT NULL,
        attempts int NOT NULL,
        failed_at timestamptz NOT NULL DEFAULT now(),
        retried_at timestamptz NULL,
        retried_by uuid NULL,
        resolved_at timestamptz NULL,
        UNIQUE (consumer, event_id)
      )`);
    await q.query(
      `CREATE INDEX event_dead_letters_open_idx ON event_dead_letters (failed_at DESC) WHERE resolved_at IS NULL`,
    );
    await q.query(`DROP TABLE processed_events, event_relay_cursors`);
  }

  async down(q: QueryRunner): Promise<void> {
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
    await q.query(`DROP TABLE event_dead_letters, event_consumers`);
  }
}
