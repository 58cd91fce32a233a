// `npm run fuzz -- --cases 2000 [--seed N]`: the OpenAPI fuzz of the integration suite, at length.
// Every route gets `cases` hostile requests as a role that may call it; a run is repeatable by its seed.
import { parseArgs } from 'node:util';
import { ensureDependencies, ensureServices, run } from './lib.mjs';

const { values } = parseArgs({
  options: { cases: { type: 'string', default: '2000' }, seed: { type: 'string' } },
});
const cases = Number(values.cases);
if (!Number.isInteger(cases) || cases < 1) {
  console.error('--cases must be a whole number of at least 1');
  process.exit(2);
}
const seed = values.seed ?? String(Date.now() % 2 ** 31);
console.log(`• Fuzzing every route with ${cases} cases, seed ${seed} (repeat with --seed ${seed})`);
ensureDependencies();
await ensureServices();
// The path goes through --testPathPatterns: after --selectProjects, a bare argument is a project name.
run('npx', ['jest', '--ci', '--selectProjects', 'integration', '--testPathPatterns', 'server/test/fuzz/openapi-fuzz'], {
  env: { ...process.env, FUZZ_CASES: String(cases), FUZZ_SEED: seed },
});
