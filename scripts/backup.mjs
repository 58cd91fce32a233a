// `npm run backup -- <new folder>`: the database (pg_dump), the chain anchors and the uploads, with a
// signed manifest of their hashes (ADR 0047). Reads the server's own settings (DATABASE_OWNER_URL,
// LEDGER_ANCHOR_KEY, LEDGER_ANCHOR_FILE, UPLOAD_DIR, VAR_DIR...).
import { ensureServerBuild, run, userPaths } from './lib.mjs';

ensureServerBuild();
run(process.execPath, ['server/dist/cli/backup.js', ...userPaths(process.argv.slice(2))]);
