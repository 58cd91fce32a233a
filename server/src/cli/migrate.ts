import 'reflect-metadata';
import { entities } from './entities';
import { migrations } from '../migrations';
import { loadConfig } from '../platform/config/app-config';
import { openDatabase } from '../platform/database/open-database';

/**
 * `npm run migration:run`: creates the database if the owner may, applies pending migrations as the
 * owner and grants the app's role its privileges, as a start of the server does.
 */
async function main(): Promise<void> {
  const dataSource = await openDatabase(loadConfig(), entities, migrations, {
    log: (message: string) => console.log(message),
    warn: (message: string) => console.warn(message),
  });
  console.log('Migrations and privileges are up to date.');
  await dataSource.destroy();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
