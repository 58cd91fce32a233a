import { Client } from 'pg';
import { parseDatabaseUrl } from './database-url';

/** Creates the application database when it does not exist yet, so a fresh machine needs no manual step. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const { database, maintenanceUrl } = parseDatabaseUrl(url);
  const client = new Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount) return false;
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
