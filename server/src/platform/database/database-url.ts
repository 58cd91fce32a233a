/** Splits a PostgreSQL URL into the database name and a URL of the maintenance database beside it. */
export function parseDatabaseUrl(url: string): { database: string; maintenanceUrl: string } {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_-]+$/.test(database))
    throw new Error(`DATABASE_URL: invalid database name "${database}"`);
  parsed.pathname = '/postgres';
  return { database, maintenanceUrl: parsed.toString() };
}
