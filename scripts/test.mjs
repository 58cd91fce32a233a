// `npm test`: the whole suite (unit, integration, web components, browser journeys) in one jest run.
import { ensureBuild, ensureDependencies, ensureServices, run } from './lib.mjs';

ensureDependencies();
await ensureServices();
ensureBuild();
run('npx', ['jest', '--ci', ...process.argv.slice(2)]);
