// `npm run dev`: the server (rebuilt by tsc --watch) and Vite's dev server with its /api proxy.
import { spawn } from 'node:child_process';
import { ensureDatabaseRoles, ensureDependencies, ensureServerBuild, ensureServices, root } from './lib.mjs';

ensureDependencies();
await ensureServices({ persistentRedis: true });
ensureServerBuild();
ensureDatabaseRoles();
const children = [
  spawn('npx', ['tsc', '-p', 'server/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit' }),
  spawn('node', ['--watch-path=server/dist', 'server/dist/main.js'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: root, stdio: 'inherit' }),
];
process.on('SIGINT', () => children.forEach((c) => c.kill('SIGINT')));
