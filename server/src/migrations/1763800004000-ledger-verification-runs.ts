import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ledger verification runs (ADR 0014): one row per run, its checkpoint (phase + cursor) so that a run
 * interrupted by a worker restart resumes where it stopped, and its result, kept for the audit page.
 */
export class LedgerVerificationRuns1763800004000 implements MigrationInterface {
  name = 'LedgerVerificationRuns1763800004000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ledger_verification_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        status varchar(10) NOT NULL DEFAULT 'queued'
          CHECK (status IN ('queued', 'running', 'passed', 'failed', 'errored')),
        requested_by uuid NULL,
        requested_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz NULL,
        finished_at timestamptz NULL,
        phase varchar(20) NOT NULL DEFAULT 'census',
        cursor text NULL,
        up_to bigint NULL,
        chain_hash bytea NULL,
        lease uuid NULL,
        chunks integer NOT NULL DEFAULT 0,
        resumed integer NOT NULL DEFAULT 0,
        counts jsonb NOT NULL DEFAULT '{}'::jsonb,
        pending_events integer NOT NULL DEFAULT 0,
        problem_count integer NOT NULL DEFAULT 0,
        problems jsonb NOT NULL DEFAULT '[]'::jsonb,
        error text NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Never two runs at once: at most one row may be queued or running.
    await q.query(`CREATE UNIQUE INDEX ledger_verification_runs_one_active ON ledger_verification_runs ((true))
      WHERE status IN ('queued', 'running')`);
    await q.query(
      `CREATE INDEX ledger_verification_runs_requested_idx ON ledger_verification_runs (requested_at DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ledger_verification_runs`);
  }
}
