// `npm start`: install what is missing, build, create the database roles and the database (ADR 0019),
// then serve. The server migrates (as the owner role) and seeds the first admin itself.
import { spawn } from 'node:child_process';
import { ensureBuild, ensureDatabaseRoles, ensureDependencies, ensureServices, root } from './lib.mjs';

ensureDependencies();
await ensureServices({ persistentRedis: true });
ensureBuild();
ensureDatabaseRoles();
const server = spawn(process.execPath, ['server/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
