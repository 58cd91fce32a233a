import 'reflect-metadata';
import { loadConfig } from '../platform/config/app-config';
import { provisionDatabase } from '../platform/database/provision-database';

/**
 * `npm run db:provision` (and every `npm start`): creates the owner and app roles and the database
 * when missing, as DATABASE_ADMIN_URL. Does nothing, and needs no admin, when both roles log in and
 * the owner owns the database.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const done = await provisionDatabase({
    adminUrl: config.DATABASE_ADMIN_URL,
    ownerUrl: config.databaseOwnerUrl,
    appUrl: config.DATABASE_URL,
  });
  if (done.length) console.log(`Database: ${done.join('; ')}.`);
}

main().catch((error) => {
  console.error(`Could not prepare the database: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
