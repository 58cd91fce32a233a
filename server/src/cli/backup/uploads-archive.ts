import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runTool } from './external-tools';

/** Every file under `root`, as paths relative to it (`receipts/ab12….png`); none when it is absent. */
export function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) found.push(relative(root, path));
    }
  };
  walk(root);
  return found.sort();
}

/**
 * Archives the listed files of the uploads folder into one tar. Stored files are written once under
 * a random name and never changed, so a live folder archives consistently; a file deleted between
 * the listing and the read (a replaced avatar) is left out with a warning from tar instead of failing.
 */
export async function archiveUploads(root: string, files: string[], tarFile: string): Promise<void> {
  const listFile = `${tarFile}.list`;
  writeFileSync(listFile, files.map((f) => `${f}\0`).join(''));
  try {
    await runTool('tar', [
      '--create',
      '--file',
      tarFile,
      ...(files.length ? ['--directory', root] : []),
      '--ignore-failed-read',
      '--no-recursion',
      '--null',
      '--files-from',
      listFile,
    ]);
  } finally {
    rmSync(listFile, { force: true });
  }
}

/** Unpacks an uploads archive into `root` (created when missing). */
export async function extractUploads(tarFile: string, root: string): Promise<void> {
  mkdirSync(root, { recursive: true });
  // GNU tar skips members with '..' and strips a leading '/', so nothing lands outside `root`.
  await runTool('tar', ['--extract', '--file', tarFile, '--directory', root, '--no-same-owner']);
}
