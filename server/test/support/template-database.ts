import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { migrations } from '../../src/migrations';
import { grantAppPrivileges, quoteIdent } from '../../src/platform/database/app-privileges';
import { dataSourceOptions, OWNER_SESSION } from '../../src/platform/database/data-source-options';
import { provisionDatabase, withClient } from '../../src/platform/database/provision-database';
import { runMigrationsExclusively } from '../../src/platform/database/run-migrations';

/** Held while one jest worker builds the template; the others wait for it and then copy it. */
const TEMPLATE_LOCK = 727_002;
const TEMPLATE_PREFIX = 'lending_test_tpl_';
const MIGRATIONS_DIR = join(__dirname, '../../src/migrations');

export interface TemplateRoles {
  adminUrl: string;
  urlOf(role: 'owner' | 'app', database: string): string;
  appRole: string;
}

/** Changes whenever a migration is added, removed or edited: an older template is never copied. */
function templateName(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  }
  return TEMPLATE_PREFIX + hash.digest('hex').slice(0, 16);
}

async function migrate(roles: TemplateRoles, database: string): Promise<void> {
  await provisionDatabase({
    adminUrl: roles.adminUrl,
    ownerUrl: roles.urlOf('owner', database),
    appUrl: roles.urlOf('app', database),
  });
  const owner = new DataSource(
    dataSourceOptions(roles.urlOf('owner', database), [], migrations, OWNER_SESSION),
  );
  await owner.initialize();
  try {
    await runMigrationsExclusively(owner, (runner) => grantAppPrivileges(runner, roles.appRole));
  } finally {
    await owner.destroy();
  }
}

/**
 * Migrating a new database takes most of a test app's start; a copy of a migrated template takes a
 * fraction of it. The template is built once per set of migrations, under a lock, by whichever jest
 * worker needs it first, and renamed into place only when complete.
 */
export async function createFromTemplate(roles: TemplateRoles, database: string): Promise<void> {
  const template = templateName();
  await withClient(roles.adminUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (!rowCount) {
        const { rows: stale } = await admin.query(
          `SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%'`,
        );
        // Templates of other migrations (an older checkout); one still in use by a copy stays.
        for (const { datname } of stale as Array<{ datname: string }>) {
          await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)}`).catch(() => undefined);
        }
        const building = `${template}_building`;
        await migrate(roles, building);
        await admin.query(`ALTER DATABASE ${quoteIdent(building)} RENAME TO ${quoteIdent(template)}`);
      }
      // Under the lock too: no template is dropped while it is being copied.
      const owner = new URL(roles.urlOf('owner', database)).username;
      await admin.query(
        `CREATE DATABASE ${quoteIdent(database)} TEMPLATE ${quoteIdent(template)} OWNER ${quoteIdent(owner)}`,
      );
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

/**
 * A test's app database: a copy of the template (`fromTemplate`: absent when a restarted app reuses its
 * database), then the roles, grants and settings `npm run db:provision` gives, from the app's env.
 */
export async function prepareTestDatabase(
  env: Record<string, string>,
  roles: TemplateRoles,
  fromTemplate: string | undefined,
): Promise<void> {
  if (fromTemplate) await createFromTemplate(roles, fromTemplate);
  await provisionDatabase({
    adminUrl: env.DATABASE_ADMIN_URL!,
    ownerUrl: env.DATABASE_OWNER_URL!,
    appUrl: env.DATABASE_URL!,
  });
}
