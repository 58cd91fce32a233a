// `npm run restore -- <backup folder> [--force]`: checks every hash of the backup, restores it into the
// configured database, uploads folder and anchor file (empty ones, unless --force), then runs the ledger
// verification (ADR 0047). Stop the API and worker processes first.
import { ensureServerBuild, run, userPaths } from './lib.mjs';

ensureServerBuild();
run(process.execPath, ['server/dist/cli/restore.js', ...userPaths(process.argv.slice(2))]);
