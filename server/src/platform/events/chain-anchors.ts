import { Injectable, Logger } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { DataSource } from 'typeorm';
import type { VerificationProblem } from '@app/libs';
import { AppConfig } from '../config/app-config';
import { readOrCreateLocalSecret } from '../config/local-secret';

/** The chain's head at one moment, as the database gave it then: seal number and stored hash. */
export interface ChainAnchor {
  sealNo: string;
  /** Hex of the seal's chain hash. */
  hash: string;
  /** When it was anchored (ISO 8601). */
  at: string;
}

/** What the anchors can find wrong, in the verification report's terms (ADR 0019). */
export type AnchorProblem = Extract<
  VerificationProblem,
  { check: 'anchor-unsigned' | 'anchor-missing' | 'anchor-rewritten' }
>;

export interface AnchorReport {
  file: string;
  /** Signed lines read. */
  anchors: number;
  latest: ChainAnchor | null;
  problems: AnchorProblem[];
}

const VERSION = 1;
/** Anchors looked up in the database per query while verifying. */
const LOOKUP = 10_000;
/** The tail read to find the last anchor: far longer than a line. */
const TAIL_BYTES = 8192;

const message = (a: ChainAnchor) => `v${VERSION}\n${a.sealNo}\n${a.hash}\n${a.at}`;

/**
 * Anchors the event chain's head outside the database (ADR 0019). The chain alone proves nothing to
 * someone who can write the database: they can rewrite an event and recompute every hash after it, or
 * delete the newest events. So the worker appends the head (seal number, hash), signed with HMAC-SHA256
 * under a key the database never sees, to a file of its own; `npm run ledger:verify` checks that every
 * anchored seal is still in the database with the anchored hash. A rewrite or a cut before the latest
 * anchor is then found; what happened after it is not, so anchors are written often.
 */
@Injectable()
export class ChainAnchors {
  private readonly logger = new Logger(ChainAnchors.name);
  private key?: Buffer;
  /** The last anchor this process knows of (read from the file once), and when it last tried to anchor. */
  private last?: ChainAnchor | null;
  private lastTriedAt = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  get file(): string {
    return this.config.ledgerAnchorFile;
  }

  /** Anchors the head when the interval has passed since this process last did. */
  async anchorIfDue(now = Date.now()): Promise<ChainAnchor | null> {
    if (now - this.lastTriedAt < this.config.LEDGER_ANCHOR_INTERVAL_SECONDS * 1000) return null;
    return this.anchorHead(now);
  }

  /**
   * Appends the current head, unless it is the one anchored last. A head that does not extend the last
   * anchor (its seal is gone or its hash changed) is not signed: that would vouch for a rewritten log.
   */
  async anchorHead(now = Date.now()): Promise<ChainAnchor | null> {
    const [head] = await this.seals(null);
    if (!head) return null;
    this.lastTriedAt = now;
    const last = await this.lastAnchor();
    if (last && last.sealNo === head.sealNo && last.hash === head.hash) return null;
    if (last) {
      const [then] = await this.seals([last.sealNo]);
      if (!then || then.hash !== last.hash) {
        this.logger.error(
          `The event chain no longer matches its anchor at seal ${last.sealNo} (${last.at}); not anchoring. Run npm run ledger:verify.`,
        );
        return null;
      }
    }
    const anchor: ChainAnchor = { ...head, at: new Date(now).toISOString() };
    await this.append(anchor);
    this.last = anchor;
    return anchor;
  }

  /** Checks every signed line of the file against the database. */
  async verify(): Promise<AnchorReport> {
    const report: AnchorReport = { file: this.file, anchors: 0, latest: null, problems: [] };
    if (!existsSync(this.file)) return report;
    let pending: ChainAnchor[] = [];
    const lines = createInterface({ input: createReadStream(this.file), crlfDelay: Infinity });
    let lineNo = 0;
    for await (const line of lines) {
      lineNo++;
      if (!line.trim()) continue;
      const anchor = this.parse(line);
      if (!anchor) {
        report.problems.push({
          check: 'anchor-unsigned',
          line: lineNo,
          message: `anchor line ${lineNo} is not signed with the anchor key`,
        });
        continue;
      }
      report.anchors++;
      if (!report.latest || BigInt(anchor.sealNo) >= BigInt(report.latest.sealNo)) report.latest = anchor;
      pending.push(anchor);
      if (pending.length >= LOOKUP) {
        await this.check(pending, report.problems);
        pending = [];
      }
    }
    await this.check(pending, report.problems);
    return report;
  }

  /** The last signed anchor of the file (its tail only), or null when there is none. */
  latest(): Promise<ChainAnchor | null> {
    return this.lastAnchor();
  }

  private async check(anchors: ChainAnchor[], problems: AnchorProblem[]): Promise<void> {
    if (!anchors.length) return;
    const stored = new Map((await this.seals(anchors.map((a) => a.sealNo))).map((s) => [s.sealNo, s.hash]));
    let head: string | undefined;
    for (const anchor of anchors) {
      const hash = stored.get(anchor.sealNo);
      if (hash === anchor.hash) continue;
      if (hash === undefined) {
        head ??= (await this.seals(null))[0]?.sealNo ?? '0';
        problems.push({
          check: 'anchor-missing',
          sealNo: anchor.sealNo,
          anchoredAt: anchor.at,
          head,
          message: `seal ${anchor.sealNo}, anchored at ${anchor.at}, is missing: the event log ends at seal ${head} (its newest events were deleted)`,
        });
      } else
        problems.push({
          check: 'anchor-rewritten',
          sealNo: anchor.sealNo,
          anchoredAt: anchor.at,
          message: `seal ${anchor.sealNo} has another hash than anchored at ${anchor.at}: the event log was rewritten up to it`,
        });
    }
  }

  /** The given seals' stored hashes, or with `null` the newest seal. */
  private async seals(sealNos: string[] | null): Promise<Array<{ sealNo: string; hash: string }>> {
    const rows: Array<{ sealNo: string; hash: Buffer }> = sealNos
      ? await this.dataSource.query(
          `SELECT seal_no::text AS "sealNo", hash FROM domain_event_seals WHERE seal_no = ANY($1::bigint[])`,
          [sealNos],
        )
      : await this.dataSource.query(
          `SELECT seal_no::text AS "sealNo", hash FROM domain_event_seals ORDER BY seal_no DESC LIMIT 1`,
        );
    return rows.map((r) => ({ sealNo: r.sealNo, hash: r.hash.toString('hex') }));
  }

  private secret(): Buffer {
    if (!this.key) {
      const secret =
        this.config.LEDGER_ANCHOR_KEY ??
        readOrCreateLocalSecret(join(this.config.VAR_DIR, 'secrets', 'ledger-anchor.key'));
      this.key = Buffer.from(secret, 'utf8');
    }
    return this.key;
  }

  private sign(anchor: ChainAnchor): string {
    return createHmac('sha256', this.secret()).update(message(anchor)).digest('hex');
  }

  /** A line's anchor when it parses and its signature holds; otherwise null. */
  private parse(line: string): ChainAnchor | null {
    try {
      const { v, sealNo, hash, at, mac } = JSON.parse(line) as Record<string, unknown>;
      if (v !== VERSION || typeof sealNo !== 'string' || !/^\d+$/.test(sealNo)) return null;
      if (typeof hash !== 'string' || typeof at !== 'string' || typeof mac !== 'string') return null;
      const anchor = { sealNo, hash, at };
      const expected = Buffer.from(this.sign(anchor), 'hex');
      const given = Buffer.from(mac, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected) ? anchor : null;
    } catch {
      return null;
    }
  }

  private async lastAnchor(): Promise<ChainAnchor | null> {
    if (this.last !== undefined) return this.last;
    this.last = null;
    if (!existsSync(this.file)) return null;
    const handle = await open(this.file, 'r');
    try {
      const { size } = await handle.stat();
      const length = Math.min(size, TAIL_BYTES);
      const { buffer } = await handle.read(Buffer.alloc(length), 0, length, size - length);
      const lines = buffer.toString('utf8').split('\n').filter(Boolean).reverse();
      for (const line of lines) {
        const anchor = this.parse(line);
        if (anchor) return (this.last = anchor);
      }
    } finally {
      await handle.close();
    }
    return null;
  }

  /** One line, appended and flushed to disk before the anchor counts as written. */
  private async append(anchor: ChainAnchor): Promise<void> {
    await mkdir(dirname(this.file), { recursive: true });
    const handle = await open(this.file, 'a', 0o600);
    try {
      await handle.appendFile(`${JSON.stringify({ v: VERSION, ...anchor, mac: this.sign(anchor) })}\n`);
      await handle.datasync();
    } finally {
      await handle.close();
    }
  }
}
