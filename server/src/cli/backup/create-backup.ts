import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import type { AppConfig } from '../../platform/config/app-config';
import { ledgerAnchorKey } from '../../platform/events/chain-anchors';
import {
  anchorKeyId,
  BackupRefused,
  digestFile,
  MANIFEST_FILE,
  PART_FILES,
  signManifest,
  type BackupManifest,
  type BackupPart,
  type PartName,
} from './backup-manifest';
import { pgConnection, runTool } from './external-tools';
import { archiveUploads, filesUnder } from './uploads-archive';

interface Snapshot {
  id: string;
  database: BackupManifest['database'];
  storedFiles: string[];
}

/** What the dump will hold, read in the transaction whose snapshot pg_dump then shares. */
async function readSnapshot(owner: Client): Promise<Snapshot> {
  const [{ id, name, version }] = (
    await owner.query(
      `SELECT pg_export_snapshot() AS id, current_database() AS name, current_setting('server_version') AS version`,
    )
  ).rows;
  const migrations = await owner.query(
    `SELECT name, count(*) OVER ()::int AS total FROM schema_migrations ORDER BY timestamp DESC, id DESC LIMIT 1`,
  );
  const files = await owner.query(`SELECT area || '/' || name AS path FROM stored_files ORDER BY 1`);
  return {
    id,
    database: {
      name,
      migrationHead: migrations.rows[0]?.name ?? null,
      migrations: migrations.rows[0]?.total ?? 0,
      serverVersion: version,
    },
    storedFiles: files.rows.map((r: { path: string }) => r.path),
  };
}

/**
 * `npm run backup -- <dir>` (ADR 0047): the chain anchors, then the database (pg_dump, custom format,
 * without owners or grants), then the uploads, and a signed manifest written last. Runs against a live
 * deployment: the anchors are copied before the dump, so every anchored seal is in it, and the uploads
 * after it, so every file the dump names was already written.
 */
export async function createBackup(
  config: AppConfig,
  dir: string,
  print: (line: string) => void,
): Promise<BackupManifest> {
  const target = resolve(dir);
  if (existsSync(target) && readdirSync(target).length)
    throw new BackupRefused(`${target} is not empty: a backup goes into a new folder`);
  mkdirSync(target, { recursive: true, mode: 0o700 });
  const key = ledgerAnchorKey(config);
  const written: Array<[PartName, string]> = [];

  if (existsSync(config.ledgerAnchorFile)) {
    copyFileSync(config.ledgerAnchorFile, join(target, PART_FILES.anchors));
    written.push(['anchors', PART_FILES.anchors]);
  } else print(`No anchor file at ${config.ledgerAnchorFile}: the backup has no chain anchors.`);

  const owner = new Client({ connectionString: config.databaseOwnerUrl });
  await owner.connect();
  let snapshot: Snapshot;
  try {
    await owner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    snapshot = await readSnapshot(owner).catch((error: { code?: string }) => {
      if (error.code === '42P01')
        throw new BackupRefused('the database has no schema yet: nothing to back up');
      throw error;
    });
    const db = pgConnection(config.databaseOwnerUrl);
    await runTool(
      'pg_dump',
      [
        ...db.args,
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot.id}`,
        `--file=${join(target, PART_FILES.database)}`,
      ],
      db.env,
    );
    written.push(['database', PART_FILES.database]);
    await owner.query('COMMIT');
  } finally {
    await owner.end();
  }

  const present = filesUnder(config.uploadDir);
  await archiveUploads(config.uploadDir, present, join(target, PART_FILES.uploads));
  written.push(['uploads', PART_FILES.uploads]);
  const stored = new Set(present);
  const missing = snapshot.storedFiles.filter((path) => !stored.has(path));
  if (missing.length)
    print(
      `WARNING: ${missing.length} file(s) the database names are not in ${config.uploadDir}: ${missing.join(', ')}`,
    );

  const parts: BackupPart[] = [];
  for (const [name, file] of written) {
    // Personal data and the ledger: readable by whoever runs backups, nobody else.
    chmodSync(join(target, file), 0o600);
    parts.push({ name, file, ...(await digestFile(join(target, file))) });
  }
  const manifest = signManifest(
    {
      createdAt: new Date().toISOString(),
      database: snapshot.database,
      uploads: { files: present.length, missing },
      anchorKeyId: anchorKeyId(key),
      parts,
    },
    key,
  );
  writeFileSync(join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  for (const part of parts) print(`${part.file}: ${part.bytes} bytes, sha256 ${part.sha256}`);
  print(
    `Backup of ${snapshot.database.name} (migration ${snapshot.database.migrationHead}) written to ${target}.`,
  );
  return manifest;
}
