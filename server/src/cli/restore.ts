import 'reflect-metadata';
import { loadConfig } from '../platform/config/app-config';
import { BackupRefused } from './backup/backup-manifest';
import { restoreBackup } from './backup/restore-backup';

/**
 * `npm run restore -- <dir> [--force]`: exit 0 when restored and the ledger verifies, 1 when restored
 * but the verification found a problem, 2 when refused or failed.
 */
const args = process.argv.slice(2);
const force = args.includes('--force');
const folders = args.filter((a) => a !== '--force');
if (folders.length !== 1 || folders[0].startsWith('-')) {
  console.error('Usage: npm run restore -- <backup folder> [--force]');
  process.exit(2);
}
restoreBackup(loadConfig(), folders[0], { force }, (line) => console.log(line)).then(
  (code) => process.exit(code),
  (error) => {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(error instanceof BackupRefused ? `Refused: ${reason}` : `Restore failed: ${reason}`);
    process.exit(2);
  },
);
