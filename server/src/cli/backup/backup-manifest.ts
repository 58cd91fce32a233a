import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const MANIFEST_FILE = 'manifest.json';
const FORMAT = 1 as const;

export type PartName = 'database' | 'anchors' | 'uploads';

export const PART_FILES: Record<PartName, string> = {
  database: 'database.dump',
  anchors: 'ledger-anchors.log',
  uploads: 'uploads.tar',
};

/** One file of a backup, as it was written. */
export interface BackupPart {
  name: PartName;
  file: string;
  bytes: number;
  sha256: string;
}

/** What `manifest.json` says about a backup; `mac` signs everything else in it. */
export interface BackupManifest {
  format: typeof FORMAT;
  createdAt: string;
  database: {
    name: string;
    /** The newest migration applied: a build that does not know it cannot run the restored schema. */
    migrationHead: string | null;
    migrations: number;
    serverVersion: string;
  };
  uploads: {
    files: number;
    /** Files the database names that were not in the uploads folder when it was archived. */
    missing: string[];
  };
  /** Tells "another LEDGER_ANCHOR_KEY" apart from "a changed manifest" when the signature fails. */
  anchorKeyId: string;
  parts: BackupPart[];
  mac: string;
}

export class BackupRefused extends Error {}

/** Size and SHA-256 of a file, read as a stream (a dump may be larger than memory). */
export async function digestFile(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return { bytes: statSync(path).size, sha256: hash.digest('hex') };
}

export const anchorKeyId = (key: Buffer) =>
  createHmac('sha256', key).update('lending-backup-key-id').digest('hex').slice(0, 16);

const macOf = (manifest: Omit<BackupManifest, 'mac'>, key: Buffer) =>
  createHmac('sha256', key).update(JSON.stringify(manifest)).digest('hex');

export function signManifest(manifest: Omit<BackupManifest, 'mac' | 'format'>, key: Buffer): BackupManifest {
  const unsigned = { format: FORMAT, ...manifest };
  return { ...unsigned, mac: macOf(unsigned, key) };
}

/**
 * The manifest of a backup folder, once its signature holds under `key` and every part has the
 * size and hash it lists; refuses otherwise, naming what differs.
 */
export async function readVerifiedManifest(dir: string, key: Buffer): Promise<BackupManifest> {
  const path = join(dir, MANIFEST_FILE);
  if (!existsSync(path))
    throw new BackupRefused(`${path} is missing: not a backup folder, or a backup that did not finish`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8')) as BackupManifest;
  } catch {
    throw new BackupRefused(`${path} is not valid JSON: the manifest was changed or cut`);
  }
  if (manifest.format !== FORMAT)
    throw new BackupRefused(
      `${path}: backup format ${manifest.format} is not ${FORMAT}, which this build reads`,
    );
  if (manifest.anchorKeyId !== anchorKeyId(key))
    throw new BackupRefused(
      'the backup was made with another LEDGER_ANCHOR_KEY: set the key it was made with (its chain anchors are signed with it)',
    );
  const { mac, ...unsigned } = manifest;
  const expected = Buffer.from(macOf(unsigned, key), 'hex');
  const given = Buffer.from(typeof mac === 'string' ? mac : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new BackupRefused(`${path}: its signature does not match its content: the manifest was changed`);
  const changed: string[] = [];
  for (const part of manifest.parts) {
    const file = join(dir, part.file);
    if (!existsSync(file)) {
      changed.push(`${part.file} is missing`);
      continue;
    }
    const actual = await digestFile(file);
    if (actual.bytes !== part.bytes || actual.sha256 !== part.sha256)
      changed.push(`${part.file} differs from the manifest (${actual.bytes} bytes, sha256 ${actual.sha256})`);
  }
  if (changed.length) throw new BackupRefused(`the backup is damaged: ${changed.join('; ')}`);
  for (const name of ['database', 'uploads'] as const)
    if (!manifest.parts.some((p) => p.name === name))
      throw new BackupRefused(`the manifest lists no ${name} part`);
  return manifest;
}
