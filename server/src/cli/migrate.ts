import 'reflect-metadata';
import dataSource from './data-source';
import { loadConfig } from '../platform/config/app-config';
import { ensureDatabase } from '../platform/database/ensure-database';
import { runMigrationsExclusively } from '../platform/database/run-migrations';

/** `npm run migration:run`: creates the database if needed and applies pending migrations. */
async function main(): Promise<void> {
  await ensureDatabase(loadConfig().DATABASE_URL);
  await dataSource.initialize();
  const applied = await runMigrationsExclusively(dataSource);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'No pending migrations');
  await dataSource.destroy();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
