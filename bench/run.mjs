// Runs the benchmarks one after the other: node bench/run.mjs [ledger|admin|catchup|verify|readpath|deepjson|network|seasons|cluster|budget|lighthouse]
// Builds the server first when server/dist is missing (the benchmarks load the built app).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const marker = join(root, 'server', 'dist', 'modules', 'units-ledger', 'index.js');

if (!existsSync(marker) || process.env.BENCH_BUILD === '1') {
  console.log('Building the server (npm run build -w server) ...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const all = {
  ledger: 'ledger-throughput.cjs',
  admin: 'admin-query.cjs',
  catchup: 'consumer-catchup.cjs',
  verify: 'verify-10m.cjs',
  readpath: 'read-path.cjs',
  deepjson: 'deep-json.cjs',
  network: 'network-scale.cjs',
  seasons: 'seasons-scale.cjs',
  cluster: 'cluster.cjs',
  budget: 'web-budget.cjs',
  lighthouse: 'lighthouse.mjs',
};
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(all);
let failed = false;
for (const name of wanted) {
  if (!all[name]) {
    console.error(`unknown benchmark ${name}; choose from ${Object.keys(all).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n=== ${all[name]} ===`);
  const run = spawnSync(process.execPath, [join(here, all[name])], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
