import 'reflect-metadata';
import { createWorkerApp } from '../bootstrap/create-app';
import { ProjectionRebuilder } from '../platform/events/projection-rebuilder';

/**
 * `npm run projection:rebuild -- <name> [--replay]`: fills one projection again from the sealed log,
 * set-wise when it can (`--replay`: event by event). The app may keep serving meanwhile: the rebuild
 * is one transaction, so readers see the old model until it commits (ADR 0052); a projection that
 * lists its tables is built in copies of them on the owner's connection (DATABASE_OWNER_URL) and
 * swapped in at the end.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const replay = args.includes('--replay');
  const name = args.find((a) => a !== '--replay');
  if (!name) {
    console.error('Usage: npm run projection:rebuild -- <projection name> [--replay]');
    process.exit(2);
  }
  // This process only rebuilds: no queue workers, no relay of its own.
  process.env.APP_ROLE = 'api';
  const app = await createWorkerApp();
  await app.init();
  try {
    const started = Date.now();
    const report = await app.get(ProjectionRebuilder).rebuild(name, { replay });
    console.log(
      `Rebuilt ${report.name} (${report.mode}) from ${report.events} events up to seal ${report.checkpoint} in ${Date.now() - started} ms.`,
    );
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
