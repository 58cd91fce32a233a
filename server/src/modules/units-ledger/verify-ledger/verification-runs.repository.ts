import { Injectable } from '@nestjs/common';
import type { VerificationPhase, VerificationProblem, VerificationStatus } from '@app/libs';
import { DataSource } from 'typeorm';
import type { VerificationProgress } from '../application/ledger-verifier';

export interface VerificationRunRow {
  id: string;
  status: VerificationStatus;
  requested_by: string | null;
  requested_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  phase: VerificationPhase;
  cursor: string | null;
  up_to: string | null;
  chain_hash: Buffer | null;
  chunks: number;
  resumed: number;
  /** Empty until the census chunk counted the rows. */
  counts: Partial<VerificationProgress['counts']>;
  pending_events: number;
  problem_count: number;
  problems: VerificationProblem[];
  error: string | null;
  lease: string | null;
}

const COLUMNS = `id, status, requested_by, requested_at, started_at, finished_at, phase, cursor, up_to::text AS up_to,
  chain_hash, chunks, resumed, counts, pending_events, problem_count, problems, error, lease`;

/** `ledger_verification_runs`: the queue of one, its checkpoints and the results kept for the audit page. */
@Injectable()
export class VerificationRuns {
  constructor(private readonly dataSource: DataSource) {}

  /** A new queued run, or null when one is queued or running already (the partial unique index says so). */
  async create(requestedBy: string | null): Promise<VerificationRunRow | null> {
    const [row] = await this.dataSource.query(
      `INSERT INTO ledger_verification_runs (requested_by) VALUES ($1)
       ON CONFLICT ((true)) WHERE status IN ('queued', 'running') DO NOTHING RETURNING ${COLUMNS}`,
      [requestedBy],
    );
    return row ?? null;
  }

  async active(): Promise<VerificationRunRow | null> {
    const [row] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM ledger_verification_runs WHERE status IN ('queued', 'running')`,
    );
    return row ?? null;
  }

  async last(): Promise<VerificationRunRow | null> {
    const [row] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM ledger_verification_runs ORDER BY requested_at DESC, id LIMIT 1`,
    );
    return row ?? null;
  }

  /**
   * Takes the run for this attempt with a new lease; checkpoints carry the lease, so an attempt that a
   * newer one took over (a stalled worker that woke up) can no longer write. Null: nothing left to do.
   */
  async claim(id: string): Promise<VerificationRunRow | null> {
    // TypeORM answers an UPDATE with [rows, affected].
    const [[row]] = await this.dataSource.query(
      `UPDATE ledger_verification_runs
          SET status = 'running', started_at = coalesce(started_at, now()), lease = gen_random_uuid(),
              resumed = resumed + CASE WHEN status = 'running' THEN 1 ELSE 0 END, updated_at = now()
        WHERE id = $1 AND status IN ('queued', 'running') RETURNING ${COLUMNS}`,
      [id],
    );
    return row ?? null;
  }

  /** Saves a checkpoint; false when the lease was lost. */
  async checkpoint(run: VerificationRunRow, p: VerificationProgress): Promise<boolean> {
    const [, affected] = await this.dataSource.query(
      `UPDATE ledger_verification_runs
          SET phase = $3, cursor = $4, up_to = $5, chain_hash = $6, chunks = $7, counts = $8, pending_events = $9,
              problem_count = $10, problems = $11, updated_at = now()
        WHERE id = $1 AND lease = $2 AND status = 'running'`,
      [
        run.id,
        run.lease,
        p.phase,
        p.cursor,
        p.upTo,
        p.chainHash,
        p.chunks,
        JSON.stringify(p.counts),
        p.pendingEvents,
        p.problemCount,
        JSON.stringify(p.problems),
      ],
    );
    return affected > 0;
  }

  async finish(run: VerificationRunRow, p: VerificationProgress): Promise<boolean> {
    if (!(await this.checkpoint(run, p))) return false;
    const [, affected] = await this.dataSource.query(
      `UPDATE ledger_verification_runs
          SET status = CASE WHEN problem_count = 0 THEN 'passed' ELSE 'failed' END, finished_at = now(), updated_at = now()
        WHERE id = $1 AND lease = $2 AND status = 'running'`,
      [run.id, run.lease],
    );
    return affected > 0;
  }

  /** The run could not be completed (the database failed it, or its job ended without finishing it). */
  async error(id: string, message: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE ledger_verification_runs SET status = 'errored', error = $2, finished_at = now(), updated_at = now()
        WHERE id = $1 AND status IN ('queued', 'running')`,
      [id, message.slice(0, 500)],
    );
  }
}

/** A stored run back into the verifier's progress, to resume from its last checkpoint. */
export function progressOf(row: VerificationRunRow): VerificationProgress {
  return {
    phase: row.phase,
    cursor: row.cursor,
    upTo: row.up_to,
    chainHash: row.chain_hash,
    chunks: row.chunks,
    counts: { accounts: 0, transfers: 0, postings: 0, events: 0, anchors: 0, ...row.counts },
    pendingEvents: row.pending_events,
    problemCount: row.problem_count,
    problems: row.problems ?? [],
  };
}
