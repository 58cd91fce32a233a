// `npm run test:long`: what takes too long for every change and runs before a release instead — the
// 5,000-level referral chain, the OpenAPI fuzz at length, workers killed 20 times in a row, then every
// benchmark (bench/README.md).
// `npm test` (and CI) runs the same suites at their short sizes.
import { ensureBuild, ensureDependencies, ensureServices, run } from './lib.mjs';

/** One integration test file, with the settings that make it long. */
function integration(path, settings) {
  run('npx', ['jest', '--ci', '--selectProjects', 'integration', '--testPathPatterns', path], {
    env: { ...process.env, ...settings },
  });
}

ensureDependencies();
await ensureServices();
ensureBuild();
const seed = process.env.FUZZ_SEED ?? String(Date.now() % 2 ** 31);
console.log('• The referral chain 5,000 levels deep');
integration('server/test/network/network-deep-chain', { NETWORK_CHAIN_LEVELS: '5000' });
console.log(`• The OpenAPI fuzz, 2,000 cases per route, seed ${seed} (repeat with FUZZ_SEED=${seed})`);
integration('server/test/fuzz/openapi-fuzz', { FUZZ_CASES: '2000', FUZZ_SEED: seed });
console.log('• Workers killed with SIGKILL 20 times in a row mid-batch and mid-email (4 in npm test)');
integration('server/test/operations/worker-kills', { WORKER_KILLS: '20' });
console.log('• Every benchmark');
run('node', ['bench/run.mjs']);
