import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { migrations } from '../../migrations';
import type { AppConfig } from '../../platform/config/app-config';
import { grantAppPrivileges, quoteIdent } from '../../platform/database/app-privileges';
import { dataSourceOptions, OWNER_SESSION } from '../../platform/database/data-source-options';
import { provisionDatabase, withClient } from '../../platform/database/provision-database';
import { ledgerAnchorKey } from '../../platform/events/chain-anchors';
import { verifyLedger } from '../ledger-verify-run';
import { BackupRefused, PART_FILES, readVerifiedManifest, type BackupManifest } from './backup-manifest';
import { pgConnection, runTool } from './external-tools';
import { extractUploads } from './uploads-archive';

export interface RestoreOptions {
  /** Replaces a database that has tables, an uploads folder with files and an anchor file. */
  force: boolean;
}

/** What a restore would replace outside the database: an uploads folder with files, an anchor file. */
function filledFileTargets(config: AppConfig): string[] {
  const filled: string[] = [];
  const uploads = resolve(config.uploadDir);
  if (existsSync(uploads) && readdirSync(uploads).length)
    filled.push(`the uploads folder ${uploads} is not empty`);
  const anchors = resolve(config.ledgerAnchorFile);
  if (existsSync(anchors) && statSync(anchors).size > 0) filled.push(`the anchor file ${anchors} exists`);
  return filled;
}

/**
 * Refuses a database in use, and without `force` any filled target; with `force`, empties the
 * database as provisioning leaves it: the owner's schema, where nobody else may create objects.
 */
async function prepareDatabase(owner: Client, filled: string[], force: boolean): Promise<void> {
  const [{ sessions, relations, database, me }] = (
    await owner.query(
      `SELECT (SELECT count(*)::int FROM pg_stat_activity
                WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend') AS sessions,
              (SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S')) AS relations,
              current_database() AS database, current_user AS me`,
    )
  ).rows;
  if (sessions > 0)
    throw new BackupRefused(
      `${sessions} other session(s) are connected to ${database}: stop every API and worker process first`,
    );
  if (relations) filled.push(`the database ${database} has ${relations} tables and sequences`);
  if (filled.length && !force)
    throw new BackupRefused(`${filled.join('; ')}: restore into empty ones, or pass --force to replace them`);
  if (!relations) return;
  await owner.query('BEGIN');
  await owner.query('DROP SCHEMA public CASCADE');
  await owner.query(`CREATE SCHEMA public AUTHORIZATION ${quoteIdent(me)}`);
  await owner.query('REVOKE CREATE ON SCHEMA public FROM PUBLIC');
  await owner.query('COMMIT');
}

/** What every start does after migrating: the app's role gets its privileges, append-only kept so. */
async function grantAppRole(config: AppConfig): Promise<void> {
  const appRole = await withClient(
    config.DATABASE_URL,
    async (c) => (await c.query('SELECT current_user AS role')).rows[0].role as string,
  );
  const owner = new DataSource(dataSourceOptions(config.databaseOwnerUrl, [], migrations, OWNER_SESSION));
  await owner.initialize();
  const runner = owner.createQueryRunner();
  try {
    const [{ me }] = await runner.query('SELECT current_user AS me');
    if (me !== appRole) await grantAppPrivileges(runner, appRole);
  } finally {
    await runner.release();
    await owner.destroy();
  }
}

function emptyFolder(dir: string): void {
  if (!existsSync(dir)) return;
  // Its entries, not the folder: it may be a mount point.
  for (const entry of readdirSync(dir)) rmSync(join(dir, entry), { recursive: true, force: true });
}

/**
 * `npm run restore -- <dir> [--force]` (ADR 0047): checks the manifest's signature and every part's
 * hash before touching anything, then restores the database (as the owner, re-granting the app's role
 * as a start does), the uploads and the anchor file, and ends with the ledger verification. Answers
 * its exit code: 0 restored and verified, 1 restored but the verification found a problem.
 */
export async function restoreBackup(
  config: AppConfig,
  dir: string,
  { force }: RestoreOptions,
  print: (line: string) => void,
): Promise<0 | 1> {
  const source = resolve(dir);
  const manifest: BackupManifest = await readVerifiedManifest(source, ledgerAnchorKey(config));
  print(`Backup of ${manifest.database.name} made ${manifest.createdAt}: every part matches its manifest.`);
  const head = manifest.database.migrationHead;
  if (head && !migrations.some((m) => m.name === head))
    throw new BackupRefused(
      `the backup's schema is at migration ${head}, which this build does not know: restore with the version that made it, or a newer one`,
    );
  // Whatever would be replaced is found before anything changes.
  const filled = filledFileTargets(config);

  const provisioned = await provisionDatabase({
    adminUrl: config.DATABASE_ADMIN_URL,
    ownerUrl: config.databaseOwnerUrl,
    appUrl: config.DATABASE_URL,
  });
  if (provisioned.length) print(`Database: ${provisioned.join('; ')}.`);
  await withClient(config.databaseOwnerUrl, (owner) => prepareDatabase(owner, filled, force));
  const db = pgConnection(config.databaseOwnerUrl);
  await runTool(
    'pg_restore',
    [
      ...db.args,
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      join(source, PART_FILES.database),
    ],
    db.env,
  );
  await grantAppRole(config);
  print(`Database restored (${manifest.database.migrations} migrations, the last ${head}).`);

  const uploads = resolve(config.uploadDir);
  emptyFolder(uploads);
  await extractUploads(join(source, PART_FILES.uploads), uploads);
  print(`Uploads restored to ${uploads} (${manifest.uploads.files} files).`);
  if (manifest.uploads.missing.length)
    print(
      `WARNING: ${manifest.uploads.missing.length} file(s) the database names were not in the backup: ${manifest.uploads.missing.join(', ')}`,
    );

  const anchors = resolve(config.ledgerAnchorFile);
  rmSync(anchors, { force: true });
  if (manifest.parts.some((p) => p.name === 'anchors')) {
    mkdirSync(dirname(anchors), { recursive: true });
    copyFileSync(join(source, PART_FILES.anchors), anchors);
    print(`Chain anchors restored to ${anchors}.`);
  } else print('The backup has no chain anchors.');

  return verifyLedger(config, print);
}
