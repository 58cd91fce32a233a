import type { LoggerService } from '@nestjs/common';
import { DataSource, type EntitySchema, type MixedList } from 'typeorm';
import { AppConfig, ConfigError } from '../config/app-config';
import { appendOnlyTables, appRoleReach, grantAppPrivileges } from './app-privileges';
import { dataSourceOptions, OWNER_SESSION } from './data-source-options';
import { ensureDatabase } from './ensure-database';
import { runMigrationsExclusively } from './run-migrations';
import { appSession, setBatchStatementTimeout } from './session-settings';

type Constructor = new (...args: never[]) => unknown;

/**
 * The app's data source, on its own restricted role (ADR 0019). The owner's role migrates and grants
 * the app's role its privileges on a short-lived pool of its own, then the app's role is checked: in
 * production it must not be able to change an append-only table.
 */
export async function openDatabase(
  config: AppConfig,
  entities: MixedList<Constructor | EntitySchema>,
  migrations: Constructor[],
  logger: Pick<LoggerService, 'log' | 'warn'>,
): Promise<DataSource> {
  const ownerUrl = config.databaseOwnerUrl;
  if (await ensureDatabase(ownerUrl)) logger.log('Created the database');
  const app = new DataSource(
    dataSourceOptions(config.DATABASE_URL, entities, migrations, appSession(config)),
  );
  await app.initialize();
  setBatchStatementTimeout(app, config.DATABASE_BATCH_STATEMENT_TIMEOUT_MS);
  try {
    const [{ role }] = await app.query(`SELECT current_user AS role`);
    // Migrations need no entities: the owner's data source skips building their metadata again.
    const owner = new DataSource(dataSourceOptions(ownerUrl, [], migrations, OWNER_SESSION));
    await owner.initialize();
    let appendOnly: string[];
    try {
      const { applied, after } = await runMigrationsExclusively(owner, async (runner) => {
        const [{ me }] = await runner.query(`SELECT current_user AS me`);
        // One role for both (a developer's DATABASE_URL): revoking from it would lock the owner out.
        return me === role ? appendOnlyTables(runner) : grantAppPrivileges(runner, role);
      });
      if (applied.length) logger.log(`Applied migrations: ${applied.join(', ')}`);
      appendOnly = after ?? [];
    } finally {
      await owner.destroy();
    }
    const runner = app.createQueryRunner();
    const reach = await appRoleReach(runner, appendOnly).finally(() => runner.release());
    if (reach.canChange.length) {
      const problem = `the app's role ${reach.role} may change the append-only tables ${reach.canChange.join(', ')}; run it as a role of its own (DATABASE_URL) and migrate as the owner (DATABASE_OWNER_URL)`;
      if (config.isProduction) throw new ConfigError(`Invalid configuration:\n  DATABASE_URL: ${problem}`);
      logger.warn(`Database: ${problem}`);
    }
    return app;
  } catch (error) {
    await app.destroy().catch(() => undefined);
    throw error;
  }
}
