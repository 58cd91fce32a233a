import 'reflect-metadata';
import { loadConfig } from '../platform/config/app-config';
import { BackupRefused } from './backup/backup-manifest';
import { createBackup } from './backup/create-backup';

/** `npm run backup -- <dir>`: exit 0 when the backup is written, 1 when it was refused or failed. */
const args = process.argv.slice(2);
if (args.length !== 1 || args[0].startsWith('-')) {
  console.error('Usage: npm run backup -- <new folder>');
  process.exit(1);
}
createBackup(loadConfig(), args[0], (line) => console.log(line)).then(
  () => process.exit(0),
  (error) => {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(error instanceof BackupRefused ? `Refused: ${reason}` : `Backup failed: ${reason}`);
    process.exit(1);
  },
);
