import { Injectable } from '@nestjs/common';
import type {
  VerificationAccount,
  VerificationCounts,
  VerificationPhase,
  VerificationProblem,
} from '@app/libs';
import { DataSource } from 'typeorm';
import { allowLongStatements, CHAIN_START, ChainAnchors, EventChainVerifier } from '../../../platform';
import { UserDirectory } from '../../identity';
import { legsOf, Problem, withProblems } from '../domain/verification-problems';
import {
  BALANCES_CHUNK_END_SQL,
  balancesChunkSql,
  CENSUS_SQL,
  type AccountRow,
  SYSTEM_ACCOUNTS_SQL,
  TRANSFER_CANDIDATES_SQL,
  TRANSFERS_CHUNK_SQL,
} from '../infrastructure/verification.queries';

/** Where a run stands: everything needed to resume it, kept in `ledger_verification_runs` after each chunk. */
export interface VerificationProgress {
  phase: VerificationPhase;
  /** Last posting id (transfers), account id (balances) or seal number (chain) already checked. */
  cursor: string | null;
  /** The transfers phase covers the postings up to this id, the last one when the run began. */
  upTo: string | null;
  /** The stored hash of the seal at `cursor`, from which the chain walk resumes. */
  chainHash: Buffer | null;
  chunks: number;
  counts: VerificationCounts;
  pendingEvents: number;
  problemCount: number;
  problems: VerificationProblem[];
}

export interface LedgerReport {
  ok: boolean;
  counts: VerificationCounts;
  pendingEvents: number;
  problemCount: number;
  problems: VerificationProblem[];
}

/** Work per checkpoint. Tests shrink these to get many checkpoints out of a small ledger. */
export interface VerificationChunkSizes {
  postings: number;
  accounts: number;
  chainPage: number;
  chainPagesPerChunk: number;
}

export const DEFAULT_CHUNK_SIZES: VerificationChunkSizes = {
  postings: 500_000,
  accounts: 50_000,
  chainPage: 10_000,
  chainPagesPerChunk: 10,
};

const CANDIDATE_LIMIT = 500;
const FIRST_UUID = '00000000-0000-0000-0000-000000000000';
/** A chunk's hash aggregates (up to ~250,000 transfers) fit in memory instead of spilling to disk. */
const CHUNK_WORK_MEM = '128MB';

/**
 * Proves the ledger from its rows, chunk by chunk (ADR 0014): every transfer's postings sum to zero
 * with the right number of legs, every member balance and pending amount equals what its rows add up
 * to, no member balance is negative, and the event chain verifies. Sums are computed by PostgreSQL,
 * set-wise; each chunk is one statement, so it sees the postings and balances of one snapshot even
 * while commands keep writing. Events not sealed yet are counted as pending, not as a problem.
 */
@Injectable()
export class LedgerVerifier {
  chunkSizes: VerificationChunkSizes = { ...DEFAULT_CHUNK_SIZES };

  constructor(
    private readonly dataSource: DataSource,
    private readonly chain: EventChainVerifier,
    private readonly directory: UserDirectory,
    private readonly anchors: ChainAnchors,
  ) {}

  /** The whole check in this process (CLI, tests). */
  async verify(): Promise<LedgerReport> {
    let progress = this.start();
    while (progress.phase !== 'done') progress = await this.step(progress);
    return this.report(progress);
  }

  start(): VerificationProgress {
    return {
      phase: 'census',
      cursor: null,
      upTo: null,
      chainHash: null,
      chunks: 0,
      counts: { accounts: 0, transfers: 0, postings: 0, events: 0, anchors: 0 },
      pendingEvents: 0,
      problemCount: 0,
      problems: [],
    };
  }

  report(progress: VerificationProgress): LedgerReport {
    const { counts, pendingEvents, problemCount, problems } = progress;
    return { ok: problemCount === 0, counts, pendingEvents, problemCount, problems };
  }

  /** One chunk of work; the result is the next checkpoint. */
  async step(progress: VerificationProgress): Promise<VerificationProgress> {
    const next = await this.advance(progress);
    return { ...next, chunks: progress.chunks + 1 };
  }

  private advance(progress: VerificationProgress): Promise<VerificationProgress> {
    switch (progress.phase) {
      case 'census':
        return this.census(progress);
      case 'transfers':
        return this.transfers(progress);
      case 'balances':
        return this.balances(progress);
      case 'chain':
        return this.chainChunk(progress);
      case 'anchors':
        return this.anchorsChecked(progress);
      default:
        return Promise.resolve(progress);
    }
  }

  /** Counts, the posting count rule, pending units per account, and pending/void rows with postings. */
  private async census(progress: VerificationProgress): Promise<VerificationProgress> {
    // Reads every posting: under the batch statement timeout, not a request's.
    const [{ census: c }] = await this.dataSource.transaction(async (m) => {
      await allowLongStatements(m);
      return m.query(CENSUS_SQL);
    });
    const found: VerificationProblem[] = [];
    if (Number(c.postings) !== 2 * Number(c.moving))
      found.push(Problem.postingCount(Number(c.postings), Number(c.moving)));
    for (const r of c.stray ?? []) found.push(Problem.transferLegs(String(r.no), r.type, Number(r.legs)));
    const accounts = await this.inWords(c.pendingDrift ?? []);
    for (const r of c.pendingDrift ?? [])
      found.push(Problem.pendingUnits(accounts(r), Number(r.pending_units), Number(r.expected)));
    return {
      ...progress,
      ...withProblems(progress.problems, progress.problemCount, found),
      phase: 'transfers',
      cursor: '0',
      upTo: String(c.upTo ?? 0),
      counts: {
        accounts: Number(c.accounts),
        transfers: Number(c.transfers),
        postings: Number(c.postings),
        events: 0,
        anchors: 0,
      },
    };
  }

  /** Postings by id range, grouped by transfer; a group cut by the range's edge is checked whole. */
  private async transfers(progress: VerificationProgress): Promise<VerificationProgress> {
    const from = BigInt(progress.cursor ?? '0');
    const upTo = BigInt(progress.upTo ?? '0');
    const to =
      from + BigInt(this.chunkSizes.postings) < upTo ? from + BigInt(this.chunkSizes.postings) : upTo;
    const found: VerificationProblem[] = [];
    if (to > from) {
      const candidates: Array<{ transfer_id: string }> = await this.inChunk(TRANSFERS_CHUNK_SQL, [
        String(from),
        String(to),
      ]);
      if (candidates.length) {
        const ids = candidates.slice(0, CANDIDATE_LIMIT).map((c) => c.transfer_id);
        const rows = await this.dataSource.query(TRANSFER_CANDIDATES_SQL, [ids]);
        // A broken transfer whose legs straddle two chunks comes up in both: report it once.
        const reported = new Set(progress.problems.map((p) => ('transferNo' in p ? p.transferNo : null)));
        for (const r of rows) {
          if (reported.has(r.no)) continue;
          const legs = Number(r.legs);
          if (legs !== legsOf(r.type)) found.push(Problem.transferLegs(r.no, r.type, legs));
          else if (Number(r.units) !== 0 || Number(r.cents) !== 0)
            found.push(Problem.transferSum(r.no, { units: Number(r.units), cents: Number(r.cents) }));
        }
      }
    }
    const done = to >= upTo;
    return {
      ...progress,
      ...withProblems(progress.problems, progress.problemCount, found),
      phase: done ? 'balances' : 'transfers',
      cursor: done ? null : String(to),
    };
  }

  /** Member balances by account-id range: units and cents against their postings, and never below zero. */
  private async balances(progress: VerificationProgress): Promise<VerificationProgress> {
    const from = progress.cursor ?? FIRST_UUID;
    const [end] = await this.dataSource.query(BALANCES_CHUNK_END_SQL, [from, this.chunkSizes.accounts]);
    if (!end) return { ...progress, phase: 'chain', cursor: null };
    const to: string = end.account_id;
    // uuid order is the order of their lowercase hex text.
    const system: string[] = (await this.dataSource.query(SYSTEM_ACCOUNTS_SQL))
      .map((r: { id: string }) => r.id)
      .filter((id: string) => id > from && id <= to);
    const bounds = ['$1', ...system.map((_, i) => `$${i + 3}`), '$2'];
    const range = bounds
      .slice(1)
      .map(
        (upper, i) =>
          `(p.account_id > ${bounds[i]}::uuid AND p.account_id ${upper === '$2' ? '<=' : '<'} ${upper}::uuid)`,
      )
      .join(' OR ');
    const rows: Array<AccountRow & { units: string; cents: string; fold_units: string; fold_cents: string }> =
      await this.inChunk(balancesChunkSql(range), [from, to, ...system]);
    const accounts = await this.inWords(rows);
    const found: VerificationProblem[] = [];
    for (const r of rows) {
      const balance = { units: Number(r.units), cents: Number(r.cents) };
      const postings = { units: Number(r.fold_units), cents: Number(r.fold_cents) };
      if (balance.units !== postings.units || balance.cents !== postings.cents)
        found.push(Problem.balance(accounts(r), balance, postings));
      if (!r.may_go_negative && balance.units < 0)
        found.push(Problem.negativeBalance(accounts(r), balance.units));
    }
    return { ...progress, ...withProblems(progress.problems, progress.problemCount, found), cursor: to };
  }

  /** A few pages of the hash chain; at its end, what is still waiting for the sealer is counted as pending. */
  private async chainChunk(progress: VerificationProgress): Promise<VerificationProgress> {
    const from =
      progress.cursor && progress.chainHash
        ? { sealNo: progress.cursor, hash: progress.chainHash }
        : CHAIN_START;
    const result = await this.chain.verifyPages(
      from,
      this.chunkSizes.chainPage,
      this.chunkSizes.chainPagesPerChunk,
    );
    const found = result.broken.map((broken) => Problem.eventHash(broken.seq, broken.type));
    const position = result.last ?? from;
    const { checked, atEnd } = result;
    const counts = { ...progress.counts, events: progress.counts.events + checked };
    if (!atEnd) {
      return {
        ...progress,
        ...withProblems(progress.problems, progress.problemCount, found),
        cursor: position.sealNo,
        chainHash: position.hash,
        counts,
      };
    }
    const census = await this.chain.census();
    if (census.skipped > 0) found.push(Problem.eventsSkipped(census.skipped));
    return {
      ...progress,
      ...withProblems(progress.problems, progress.problemCount, found),
      phase: 'anchors',
      cursor: null,
      chainHash: null,
      counts,
      pendingEvents: census.pending,
    };
  }

  /**
   * The chain's signed anchors outside the database (ADR 0019): the chain alone cannot show a log
   * rewritten and rehashed, or its newest events deleted, by someone holding the database.
   */
  private async anchorsChecked(progress: VerificationProgress): Promise<VerificationProgress> {
    const report = await this.anchors.verify();
    return {
      ...progress,
      ...withProblems(progress.problems, progress.problemCount, report.problems),
      phase: 'done',
      counts: { ...progress.counts, anchors: report.anchors },
    };
  }

  /** One chunk's statement, with the memory its aggregates need (the default 4 MB would spill to disk). */
  private inChunk<T>(sql: string, parameters: unknown[]): Promise<T[]> {
    return this.dataSource.transaction(async (m) => {
      await m.query(`SET LOCAL work_mem = '${CHUNK_WORK_MEM}'`);
      await allowLongStatements(m);
      return m.query(sql, parameters);
    });
  }

  /** Accounts as people know them: the kind of units and whose they are. */
  private async inWords(rows: AccountRow[]): Promise<(row: AccountRow) => VerificationAccount> {
    const members = await this.directory.summaries(
      rows.map((r) => r.owner_id).filter((id): id is string => !!id),
    );
    return (row) => {
      const member = row.owner_id ? members.get(row.owner_id) : undefined;
      return {
        kind: row.kind,
        member: row.owner_id
          ? { id: row.owner_id, fullName: member?.fullName ?? '', email: member?.email ?? '' }
          : null,
      };
    };
  }
}
