import { Client } from 'pg';
import { parseDatabaseUrl } from './database-url';

const INVALID_CATALOG_NAME = '3D000';

async function exists(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === INVALID_CATALOG_NAME) return false;
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Creates the application database when it does not exist yet, so a fresh machine needs no manual step
 * (when the role may create databases; otherwise `npm run db:provision` does, ADR 0019). An existing
 * database is found by connecting to it, so a role that may not reach the maintenance database works.
 */
export async function ensureDatabase(url: string): Promise<boolean> {
  if (await exists(url)) return false;
  const { database, maintenanceUrl } = parseDatabaseUrl(url);
  const client = new Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${database}"`);
    return true;
  } catch (error) {
    // Another instance may have created it between the check and the create.
    if ((error as { code?: string }).code === '42P04') return false;
    throw error;
  } finally {
    await client.end();
  }
}

/** Drops a database, as a role allowed to (its owner or a superuser), from the maintenance database. */
export async function dropDatabase(url: string): Promise<void> {
  const { database, maintenanceUrl } = parseDatabaseUrl(url);
  const client = new Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
