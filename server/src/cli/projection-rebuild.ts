import 'reflect-metadata';
import { createWorkerApp } from '../bootstrap/create-app';
import { ProjectionRebuilder } from '../platform/events/projection-rebuilder';

/**
 * `npm run projection:rebuild -- <name>`: replays the sealed log into one projection. The app may keep
 * serving meanwhile: the rebuild is one transaction, so readers see the old model until it commits.
 */
async function main(): Promise<void> {
  const name = process.argv[2];
  if (!name) {
    console.error('Usage: npm run projection:rebuild -- <projection name>');
    process.exit(2);
  }
  // This process only rebuilds: no queue workers, no relay of its own.
  process.env.APP_ROLE = 'api';
  const app = await createWorkerApp();
  await app.init();
  try {
    const started = Date.now();
    const report = await app.get(ProjectionRebuilder).rebuild(name);
    console.log(
      `Rebuilt ${report.name} from ${report.events} events up to seal ${report.checkpoint} in ${Date.now() - started} ms.`,
    );
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
