// `npm test`: the whole suite (unit, integration, web components, browser journeys) in one jest run.
import { ensureBuild, ensureDependencies, ensureServices, run } from './lib.mjs';

ensureDependencies();
await ensureServices();
ensureBuild();
const args = process.argv.slice(2);
if (args.length) run('npx', ['jest', '--ci', ...args]);
else {
  // Browser journeys run after the rest, so that they do not compete with it. The first phase runs two
  // files at a time (459 s instead of 696 s on a quiet two-core box); the browser journeys one at a
  // time until the pages that stop answering in some runs are understood (ADR 0053 addenda).
  run('npx', ['jest', '--ci', '--maxWorkers=2', '--selectProjects', 'unit', 'integration', 'web']);
  run('npx', ['jest', '--ci', '--selectProjects', 'e2e', '--runInBand']);
}
