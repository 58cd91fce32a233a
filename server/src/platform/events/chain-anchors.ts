import { Injectable, Logger } from '@nestjs/common';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { DataSource } from 'typeorm';
import type { VerificationProblem } from '@app/libs';
import { AppConfig, ConfigError } from '../config/app-config';
import { DuplicateKeyError, KeyRing } from '../config/key-ring';
import { readOrCreateLocalSecret } from '../config/local-secret';
import { ANCHOR_KEY_PURPOSE, readAnchorLine, signedAnchorLine, type ChainAnchor } from './anchor-lines';

export type { ChainAnchor } from './anchor-lines';

/** What the anchors can find wrong, in the verification report's terms (ADR 0019). */
export type AnchorProblem = Extract<
  VerificationProblem,
  { check: 'anchor-unsigned' | 'anchor-unknown-key' | 'anchor-missing' | 'anchor-rewritten' }
>;

export interface AnchorReport {
  file: string;
  /** Signed lines read. */
  anchors: number;
  latest: ChainAnchor | null;
  problems: AnchorProblem[];
}

/** Anchors looked up in the database per query while verifying. */
const LOOKUP = 10_000;
/** The tail read to find the last anchor: far longer than a line. */
const TAIL_BYTES = 8192;

/** The current anchor key's secret: LEDGER_ANCHOR_KEY, or outside production one kept in var/. */
function currentAnchorSecret(config: AppConfig): string {
  return (
    config.LEDGER_ANCHOR_KEY ?? readOrCreateLocalSecret(join(config.VAR_DIR, 'secrets', 'ledger-anchor.key'))
  );
}

/** The key new anchors are signed with (backups sign their manifest with it too, ADR 0047). */
export function ledgerAnchorKey(config: AppConfig): Buffer {
  return Buffer.from(currentAnchorSecret(config), 'utf8');
}

/**
 * Anchors the event chain's head outside the database (ADR 0019). The chain alone proves nothing to
 * someone who can write the database: they can rewrite an event and recompute every hash after it, or
 * delete the newest events. So the worker appends the head (seal number, hash), signed with HMAC-SHA256
 * under a key the database never sees, to a file of its own; `npm run ledger:verify` checks that every
 * anchored seal is still in the database with the anchored hash. A rewrite or a cut before the latest
 * anchor is then found; what happened after it is not, so anchors are written often. Each line names
 * the key that signed it, so that the key can be rotated while the lines of a retired one still
 * verify (ADR 0049).
 */
@Injectable()
export class ChainAnchors {
  private readonly logger = new Logger(ChainAnchors.name);
  private ring?: KeyRing<Buffer>;
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
      const reading = readAnchorLine(this.keys(), line);
      if (reading.kind === 'unknown-key') {
        report.problems.push({
          check: 'anchor-unknown-key',
          line: lineNo,
          keyId: reading.keyId,
          message: `anchor line ${lineNo} is signed with a key this server does not have (key id ${reading.keyId}): list the key in LEDGER_ANCHOR_PREVIOUS_KEYS, or someone without the anchor keys wrote the line`,
        });
        continue;
      }
      if (reading.kind === 'unsigned') {
        report.problems.push({
          check: 'anchor-unsigned',
          line: lineNo,
          message: `anchor line ${lineNo} is not signed with the anchor key`,
        });
        continue;
      }
      const { anchor } = reading;
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

  /** LEDGER_ANCHOR_KEY signs; LEDGER_ANCHOR_PREVIOUS_KEYS still verify the lines they signed. */
  private keys(): KeyRing<Buffer> {
    if (!this.ring) {
      const current = currentAnchorSecret(this.config);
      try {
        this.ring = new KeyRing(ANCHOR_KEY_PURPOSE, current, this.config.ledgerAnchorPreviousKeys, (secret) =>
          Buffer.from(secret, 'utf8'),
        );
      } catch (error) {
        if (error instanceof DuplicateKeyError)
          throw new ConfigError(`Invalid configuration:\n  LEDGER_ANCHOR_PREVIOUS_KEYS: ${error.message}`);
        throw error;
      }
    }
    return this.ring;
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
        const reading = readAnchorLine(this.keys(), line);
        if (reading.kind === 'anchor') return (this.last = reading.anchor);
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
      await handle.appendFile(`${signedAnchorLine(this.keys(), anchor)}\n`);
      await handle.datasync();
    } finally {
      await handle.close();
    }
  }
}
