// `npm start`: install what is missing, build, then serve. The server creates its database, migrates and
// seeds the first admin itself.
import { spawn } from 'node:child_process';
import { ensureBuild, ensureDependencies, ensureServices, root } from './lib.mjs';

ensureDependencies();
await ensureServices();
ensureBuild();
const server = spawn(process.execPath, ['server/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
