import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client as PgClient } from 'pg';
import {
  BackupRefused,
  MANIFEST_FILE,
  PART_FILES,
  type BackupManifest,
} from '../../src/cli/backup/backup-manifest';
import { createBackup } from '../../src/cli/backup/create-backup';
import { restoreBackup } from '../../src/cli/backup/restore-backup';
import { verifyLedger } from '../../src/cli/ledger-verify-run';
import { loadConfig } from '../../src/platform/config/app-config';
import { ChainAnchors } from '../../src/platform';
import { startTestApp, type TestApp } from '../support/test-app';
import { ledgerOf, memberClient, newMember, transferCommand, type Member } from '../ledger/ledger-fixtures';
import { receiptForm, upload } from '../receipts/payments-fixtures';

jest.setTimeout(240_000);

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
/**
 * Roles of their own, as on another server: a dump that named the source's roles (owners, grants)
 * would not restore there. Dropped at the end, with the databases made with them.
 */
const OWNER = `lending_restore_owner_${id}`;
const APP = `lending_restore_app_${id}`;
const urlOf = (role: string, database: string) => `postgres://${role}@127.0.0.1:5432/${database}`;

async function asAdmin<T>(work: (pg: PgClient) => Promise<T>): Promise<T> {
  const pg = new PgClient({ connectionString: ADMIN_URL });
  await pg.connect();
  try {
    return await work(pg);
  } finally {
    await pg.end();
  }
}
const databaseExists = (name: string) =>
  asAdmin(
    async (pg) => (await pg.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1,
  );

/** Where a restore goes: a database, uploads folder and anchor file that nothing used before. */
function restoreTarget(source: TestApp, name: string, work: string): Record<string, string> {
  return {
    ...source.env,
    DATABASE_URL: urlOf(APP, `lending_restore_${id}_${name}`),
    DATABASE_OWNER_URL: urlOf(OWNER, `lending_restore_${id}_${name}`),
    UPLOAD_DIR: join(work, name, 'uploads'),
    LEDGER_ANCHOR_FILE: join(work, name, 'anchors', 'ledger-anchors.log'),
  };
}

const balances = (t: TestApp) =>
  t.dataSource.query(
    `SELECT account_id, units::text, cents::text, pending_units::text FROM ledger_balances ORDER BY account_id`,
  );

describe('backup and restore (npm run backup / npm run restore)', () => {
  let source: TestApp;
  let restored: TestApp | undefined;
  let work: string;
  let backup: string;
  let members: Member[];
  let receiptMember: Member;
  let receiptUrl: string;
  let receiptBytes: Buffer;
  const log: string[] = [];
  const print = (line: string) => log.push(line);

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'lending-backup-'));
    source = await startTestApp({ RATE_LIMIT_FACTOR: '50' });
    members = [await newMember(source), await newMember(source), await newMember(source)];
    const ledger = ledgerOf(source);
    for (const [i, member] of members.entries()) {
      await ledger.transfer(transferCommand(member.id, { units: 3 + i }));
      const held = await ledger.transfer(transferCommand(member.id, { units: 2, pending: true }));
      if (i % 2) await ledger.postPending(held.transfer.id, null);
    }
    receiptMember = await newMember(source, {
      pay_now: 'No',
      pay_type: 'Wire Transfer',
      units_purchase_intent: 2,
    });
    const client = await memberClient(source, receiptMember);
    const stored = await upload(
      client,
      '/api/receipt/store',
      receiptForm(1, { unit_purchase_intent: '3', pay_type: 'Wire' }),
    );
    expect(stored.status).toBe(200);
    receiptUrl = stored.body.data.receipt[0];
    const served = await client.get(receiptUrl);
    expect(served.status).toBe(200);
    receiptBytes = served.raw;
    members.push(receiptMember);
    await source.drainEvents();
    await source.app.get(ChainAnchors).anchorHead();
    expect(existsSync(source.app.get(ChainAnchors).file)).toBe(true);

    backup = join(work, 'backup');
    await createBackup(loadConfig(source.env), backup, print);
  });

  afterAll(async () => {
    await restored?.close();
    await source?.close();
    await asAdmin(async (pg) => {
      for (const name of ['main', 'tampered', 'other-key'])
        await pg.query(`DROP DATABASE IF EXISTS "lending_restore_${id}_${name}" WITH (FORCE)`);
      for (const role of [APP, OWNER]) await pg.query(`DROP ROLE IF EXISTS "${role}"`);
    });
    rmSync(work, { recursive: true, force: true });
  });

  it('writes a manifest with the migration head, sizes and hashes of the dump, anchors and uploads', () => {
    const manifest: BackupManifest = JSON.parse(readFileSync(join(backup, MANIFEST_FILE), 'utf8'));
    expect(manifest.database).toMatchObject({
      name: expect.stringMatching(/^lending_test_/),
      migrationHead: expect.stringMatching(/^[A-Za-z]+\d{13}$/),
      migrations: expect.any(Number),
    });
    expect(manifest.uploads).toEqual({ files: 1, missing: [] });
    expect(manifest.parts.map((p) => p.name).sort()).toEqual(['anchors', 'database', 'uploads']);
    for (const part of manifest.parts) {
      expect(part.bytes).toBeGreaterThan(0);
      expect(part.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(readFileSync(join(backup, PART_FILES.anchors))).toEqual(
      readFileSync(source.app.get(ChainAnchors).file),
    );
  });

  it('refuses to write into a folder that is not empty', async () => {
    await expect(createBackup(loadConfig(source.env), backup, print)).rejects.toThrow(BackupRefused);
  });

  it('restores into a fresh database with other roles: the ledger verifies, balances and files are identical', async () => {
    const env = restoreTarget(source, 'main', work);
    expect(await restoreBackup(loadConfig(env), backup, { force: false }, print)).toBe(0);

    // Restored once, every target is refused without --force, and replaced with it.
    await expect(restoreBackup(loadConfig(env), backup, { force: false }, print)).rejects.toThrow(
      /uploads folder .* is not empty; the anchor file .* exists; the database .* has \d+ tables and sequences: .*--force/,
    );
    expect(await restoreBackup(loadConfig(env), backup, { force: true }, print)).toBe(0);

    restored = await startTestApp({
      DATABASE_URL: env.DATABASE_URL,
      DATABASE_OWNER_URL: env.DATABASE_OWNER_URL,
      UPLOAD_DIR: env.UPLOAD_DIR,
      LEDGER_ANCHOR_FILE: env.LEDGER_ANCHOR_FILE,
      LEDGER_ANCHOR_KEY: source.env.LEDGER_ANCHOR_KEY,
      RATE_LIMIT_FACTOR: '50',
    });
    // Everything belongs to the new owner; the app's role again may not change the append-only tables.
    expect(
      await restored.asOwner((q) =>
        q(`SELECT DISTINCT tableowner AS owner FROM pg_tables WHERE schemaname = 'public'`),
      ),
    ).toEqual([{ owner: OWNER }]);
    expect(
      await restored.dataSource.query(
        `SELECT current_user AS role, has_table_privilege('ledger_postings', 'INSERT') AS insert,
                has_table_privilege('ledger_postings', 'UPDATE') AS update`,
      ),
    ).toEqual([{ role: APP, insert: true, update: false }]);
    const lines: string[] = [];
    expect(await verifyLedger(loadConfig(restored.env), (line) => lines.push(line))).toBe(0);
    expect(lines.join('\n')).toMatch(/Checked [1-9]\d* chain anchors? in .*All holds/s);

    expect(await balances(restored)).toEqual(await balances(source));
    for (const member of members)
      expect(await ledgerOf(restored).balance(member.id)).toEqual(await ledgerOf(source).balance(member.id));

    const served = await (await memberClient(restored, receiptMember)).get(receiptUrl);
    expect(served.status).toBe(200);
    expect(served.raw.equals(receiptBytes)).toBe(true);
  });

  it.each([PART_FILES.database, PART_FILES.uploads, PART_FILES.anchors, MANIFEST_FILE])(
    'refuses a backup whose %s has one byte changed, before touching the database',
    async (file) => {
      const copy = join(work, `tampered-${file}`);
      cpSync(backup, copy, { recursive: true });
      const bytes = readFileSync(join(copy, file));
      const at = Math.floor(bytes.length / 2);
      bytes[at] = bytes[at] === 0x30 ? 0x31 : 0x30;
      writeFileSync(join(copy, file), bytes);
      const env = restoreTarget(source, 'tampered', work);
      await expect(restoreBackup(loadConfig(env), copy, { force: false }, print)).rejects.toThrow(
        file === MANIFEST_FILE
          ? /manifest/
          : new RegExp(`${file.replace('.', '\\.')} differs from the manifest`),
      );
      expect(await databaseExists(`lending_restore_${id}_tampered`)).toBe(false);
      expect(existsSync(env.UPLOAD_DIR)).toBe(false);
    },
  );

  it('refuses to restore with another LEDGER_ANCHOR_KEY than the backup was made with', async () => {
    const env = {
      ...restoreTarget(source, 'other-key', work),
      LEDGER_ANCHOR_KEY: randomBytes(32).toString('hex'),
    };
    await expect(restoreBackup(loadConfig(env), backup, { force: false }, print)).rejects.toThrow(
      /another LEDGER_ANCHOR_KEY/,
    );
    expect(await databaseExists(`lending_restore_${id}_other-key`)).toBe(false);
  });
});
