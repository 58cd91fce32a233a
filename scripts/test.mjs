// `npm test`: the whole suite (unit, integration, web components, browser journeys) in one jest run.
import { ensureBuild, ensureDependencies, ensureServices, run } from './lib.mjs';

ensureDependencies();
await ensureServices();
ensureBuild();
const args = process.argv.slice(2);
if (args.length) run('npx', ['jest', '--ci', ...args]);
else {
  // Browser journeys run after the rest, so that they do not compete with it for the two cores.
  run('npx', ['jest', '--ci', '--selectProjects', 'unit', 'integration', 'web']);
  run('npx', ['jest', '--ci', '--selectProjects', 'e2e', '--runInBand']);
}
