import { Client } from 'pg';
import { quoteIdent } from './app-privileges';
import { parseDatabaseUrl } from './database-url';

export interface ProvisionUrls {
  /** A superuser, or a role with CREATEROLE and CREATEDB, on the same server. */
  adminUrl: string;
  ownerUrl: string;
  appUrl: string;
}

interface RoleLogin {
  name: string;
  password: string;
}

function loginOf(url: string): RoleLogin {
  const parsed = new URL(url);
  return { name: decodeURIComponent(parsed.username), password: decodeURIComponent(parsed.password) };
}

const quoteLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`;
const alreadyThere = (error: unknown) =>
  ['42710', '23505', '42P04'].includes((error as { code?: string }).code ?? '');

/** One connection for `work`, closed after it whatever happens. */
export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Both roles log in, and the owner owns the database: nothing to do, and no admin needed. */
async function alreadyProvisioned(ownerUrl: string, appUrl: string): Promise<boolean> {
  try {
    const owns = await withClient(ownerUrl, async (c) => {
      const { rows } = await c.query(
        `SELECT pg_get_userbyid(datdba) = current_user AS owns FROM pg_database WHERE datname = current_database()`,
      );
      return rows[0]?.owns === true;
    });
    if (!owns) return false;
    await withClient(appUrl, (c) => c.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Creates the owner and app roles and the database owned by the owner, when missing (ADR 0019): what
 * `npm start` and the test harness do on a fresh machine, and `npm run db:provision` on a server. A
 * database from before (owned by another role) is handed to the owner, its objects included.
 * Answers what it did.
 */
export async function provisionDatabase({ adminUrl, ownerUrl, appUrl }: ProvisionUrls): Promise<string[]> {
  const { database } = parseDatabaseUrl(ownerUrl);
  if (parseDatabaseUrl(appUrl).database !== database)
    throw new Error('DATABASE_URL and DATABASE_OWNER_URL must name the same database');
  if (await alreadyProvisioned(ownerUrl, appUrl)) return [];
  const owner = loginOf(ownerUrl);
  const app = loginOf(appUrl);
  const done: string[] = [];
  await withClient(adminUrl, async (admin) => {
    const { rows } = await admin.query('SELECT current_user AS me');
    for (const role of owner.name === app.name ? [owner] : [owner, app]) {
      if (!role.name || role.name === rows[0].me) continue;
      const found = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role.name]);
      if (found.rowCount) continue;
      const password = role.password ? ` PASSWORD ${quoteLiteral(role.password)}` : '';
      // Tests start several apps at once: another may create the role between the check and here.
      await admin
        .query(`CREATE ROLE ${quoteIdent(role.name)} LOGIN${password}`)
        .then(() => done.push(`created role ${role.name}`))
        .catch((error) => {
          if (!alreadyThere(error)) throw error;
        });
    }
    // The sealer reads which transactions of its database are running (event-sealer.ts); without
    // this, sessions of other roles are hidden from it and sealing waits on the whole cluster.
    if (app.name !== owner.name) await grantOnce(admin, 'pg_read_all_stats', app.name);
    const existing = await admin.query(
      'SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1',
      [database],
    );
    if (!existing.rowCount) {
      await admin
        .query(`CREATE DATABASE ${quoteIdent(database)} OWNER ${quoteIdent(owner.name)}`)
        .then(() => done.push(`created database ${database}`))
        .catch((error) => {
          if (!alreadyThere(error)) throw error;
        });
    } else if (existing.rows[0].owner !== owner.name) {
      await admin.query(`ALTER DATABASE ${quoteIdent(database)} OWNER TO ${quoteIdent(owner.name)}`);
      done.push(`gave database ${database} to ${owner.name}`);
    }
  });
  const inDatabase = new URL(adminUrl);
  inDatabase.pathname = `/${database}`;
  await withClient(inDatabase.toString(), (c) => handOver(c, owner.name, done));
  return done;
}

/** Grants a role membership, tolerating another process granting the same at the same moment. */
async function grantOnce(admin: Client, granted: string, to: string): Promise<void> {
  const member = async () =>
    (await admin.query(`SELECT pg_has_role($1, $2, 'MEMBER') AS yes`, [to, granted])).rows[0].yes === true;
  if (await member()) return;
  try {
    await admin.query(`GRANT ${quoteIdent(granted)} TO ${quoteIdent(to)}`);
  } catch (error) {
    if (!(await member())) throw error;
  }
}

/** The public schema and everything in it belong to the owner; only the owner creates objects there. */
async function handOver(admin: Client, owner: string, done: string[]): Promise<void> {
  const to = quoteIdent(owner);
  await admin.query(`ALTER SCHEMA public OWNER TO ${to}`);
  await admin.query(`REVOKE CREATE ON SCHEMA public FROM PUBLIC`);
  const notExtension = `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')`;
  // Tables first: a table takes its serial sequences along.
  for (const kinds of [`('r', 'p', 'v', 'm')`, `('S')`]) {
    const { rows } = await admin.query(
      `SELECT c.relname AS name, c.relkind AS kind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ${kinds} AND pg_get_userbyid(c.relowner) <> $1 AND ${notExtension}`,
      [owner],
    );
    for (const { name, kind } of rows as Array<{ name: string; kind: string }>) {
      const what =
        kind === 'S' ? 'SEQUENCE' : kind === 'v' ? 'VIEW' : kind === 'm' ? 'MATERIALIZED VIEW' : 'TABLE';
      await admin.query(`ALTER ${what} ${quoteIdent(name)} OWNER TO ${to}`);
    }
    if (rows.length) done.push(`gave ${rows.length} relations to ${owner}`);
  }
  const { rows: functions } = await admin.query(
    `SELECT c.oid::regprocedure::text AS signature FROM pg_proc c JOIN pg_namespace n ON n.oid = c.pronamespace
      WHERE n.nspname = 'public' AND pg_get_userbyid(c.proowner) <> $1 AND ${notExtension}`,
    [owner],
  );
  for (const { signature } of functions as Array<{ signature: string }>)
    await admin.query(`ALTER FUNCTION ${signature} OWNER TO ${to}`);
}
