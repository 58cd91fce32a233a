import { Injectable } from '@nestjs/common';
import type { VerificationRunView } from '@app/libs';
import { UserDirectory } from '../../identity';
import type { VerificationRunRow } from './verification-runs.repository';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** A stored run as the audit page reads it: who asked for it, by name. */
@Injectable()
export class VerificationRunViews {
  constructor(private readonly directory: UserDirectory) {}

  async view(row: VerificationRunRow): Promise<VerificationRunView> {
    const who = row.requested_by
      ? (await this.directory.summaries([row.requested_by])).get(row.requested_by)
      : null;
    return {
      id: row.id,
      status: row.status,
      requestedBy: who ? { id: who.id, fullName: who.fullName, email: who.email } : null,
      requestedAt: iso(row.requested_at)!,
      startedAt: iso(row.started_at),
      finishedAt: iso(row.finished_at),
      phase: row.phase,
      chunks: row.chunks,
      resumed: row.resumed,
      counts: { accounts: 0, transfers: 0, postings: 0, events: 0, anchors: 0, ...row.counts },
      pendingEvents: row.pending_events,
      problemCount: row.problem_count,
      problems: row.problems ?? [],
      error: row.error,
    };
  }
}
