import type { EntityManager } from 'typeorm';
import { quoteIdent } from './app-privileges';
import { PgError, pgCode } from './pg-errors';

/** Attempts at the swap's locks, each bounded so readers queued behind it wait at most that long. */
const SWAP_ATTEMPTS = 10;
const SWAP_LOCK_TIMEOUT = '2s';

interface Definitions {
  /** Unique and primary keys, exclusion constraints and foreign keys of the tables themselves. */
  keys: Array<{ table: string; name: string; def: string }>;
  /**
   * Indexes that no constraint owns, as CREATE INDEX statements on the live table, named there as
   * `live` (PostgreSQL quotes a name only when it must).
   */
  indexes: Array<{ table: string; live: string; def: string }>;
  /**
   * Foreign keys of other tables that point into the set, moved over to the new tables at the swap;
   * `table` as `regclass` prints it (quoted, qualified when not on the search path).
   */
  inbound: Array<{ table: string; name: string; def: string }>;
  /** Sequences owned by a column of the set (serial): kept, and owned by the new column. */
  sequences: Array<{ table: string; column: string; sequence: string }>;
}

/**
 * A read model's tables rebuilt beside the live ones (ADR 0052, addendum): empty copies without
 * indexes in a schema of their own, filled by statements that find them first on the search_path,
 * then indexed with the live tables' own definitions (read from the catalog, so they cannot drift
 * from the migrations) and swapped in. The live tables are untouched until the swap, so readers see
 * the old model until the transaction commits and wait only for the swap's lock. DDL: the owner's
 * connection only (ADR 0019).
 */
export class ShadowTables {
  private constructor(
    private readonly m: EntityManager,
    private readonly schema: string,
    private readonly tables: readonly string[],
    private readonly definitions: Definitions,
    private readonly searchPath: string,
  ) {}

  /** Creates the empty copies, with the live tables' grants, and puts them first on the search path. */
  static async create(m: EntityManager, schema: string, tables: readonly string[]): Promise<ShadowTables> {
    await refuseWhatASwapWouldLose(m, tables);
    const definitions = await readDefinitions(m, tables);
    const [{ searchPath }] = await m.query(`SELECT current_setting('search_path') AS "searchPath"`);
    await m.query(`CREATE SCHEMA ${quoteIdent(schema)}`);
    for (const table of tables) {
      const shadow = `${quoteIdent(schema)}.${quoteIdent(table)}`;
      await m.query(
        `CREATE TABLE ${shadow} (LIKE public.${quoteIdent(table)} INCLUDING ALL EXCLUDING INDEXES EXCLUDING IDENTITY EXCLUDING STATISTICS)`,
      );
      await copyStorageOptions(m, table, shadow);
      await copyGrants(m, table, shadow);
    }
    await m.query(`SELECT set_config('search_path', $1, true)`, [`${quoteIdent(schema)}, public`]);
    return new ShadowTables(m, schema, tables, definitions, searchPath);
  }

  /** The live tables' keys and indexes on the filled copies, then their statistics for the planner. */
  async index(): Promise<void> {
    const { keys, indexes } = this.definitions;
    for (const key of keys)
      await this.m.query(
        `ALTER TABLE ${this.shadow(key.table)} ADD CONSTRAINT ${quoteIdent(key.name)} ${key.def}`,
      );
    for (const index of indexes) await this.m.query(this.onShadow(index));
    for (const table of this.tables) await this.m.query(`ANALYZE ${this.shadow(table)}`);
  }

  /**
   * The copies become the live tables: the live ones locked (with a short lock timeout, retried, so
   * a long reader delays the swap rather than every reader queueing behind it), dropped, and the
   * copies moved into public under their names; foreign keys from other tables point at them again.
   */
  async swap(): Promise<void> {
    const m = this.m;
    await m.query(`SELECT set_config('search_path', $1, true)`, [this.searchPath]);
    // The tables whose keys point into the set are altered too: locked in the same statement.
    await lockForSwap(m, [
      ...this.tables.map((t) => `public.${quoteIdent(t)}`),
      ...this.definitions.inbound.map((fk) => fk.table),
    ]);
    for (const fk of this.definitions.inbound)
      await m.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${quoteIdent(fk.name)}`);
    for (const s of this.definitions.sequences) await m.query(`ALTER SEQUENCE ${s.sequence} OWNED BY NONE`);
    for (const table of this.tables) await m.query(`DROP TABLE public.${quoteIdent(table)}`);
    for (const table of this.tables) await m.query(`ALTER TABLE ${this.shadow(table)} SET SCHEMA public`);
    await m.query(`DROP SCHEMA ${quoteIdent(this.schema)}`);
    for (const s of this.definitions.sequences)
      await m.query(
        `ALTER SEQUENCE ${s.sequence} OWNED BY public.${quoteIdent(s.table)}.${quoteIdent(s.column)}`,
      );
    for (const fk of this.definitions.inbound)
      await m.query(`ALTER TABLE ${fk.table} ADD CONSTRAINT ${quoteIdent(fk.name)} ${fk.def}`);
  }

  private shadow(table: string): string {
    return `${quoteIdent(this.schema)}.${quoteIdent(table)}`;
  }

  /** An index definition of a live table, on its copy (an index lives in its table's schema). */
  private onShadow({ table, live, def }: Definitions['indexes'][number]): string {
    const on = ` ON ${live} `;
    if (!def.includes(on)) throw new Error(`Cannot place the index on the copy of ${table}: ${def}`);
    return def.replace(on, ` ON ${this.shadow(table)} `);
  }
}

async function readDefinitions(m: EntityManager, tables: readonly string[]): Promise<Definitions> {
  // Read with the default search path: names of public tables come unqualified, so a key between
  // two tables of the set resolves to the copies while they are first on the path.
  const keys = await m.query(
    `SELECT t.relname AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS def
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
      WHERE c.conrelid = ANY(SELECT format('public.%I', t)::regclass FROM unnest($1::text[]) t)
        AND c.contype IN ('p', 'u', 'x', 'f')
      ORDER BY c.contype = 'f', c.conname`,
    [tables],
  );
  const indexes = await m.query(
    `SELECT i.tablename AS table, format('%I.%I', i.schemaname, i.tablename) AS live, i.indexdef AS def
       FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c
                         WHERE c.conindid = format('public.%I', i.indexname)::regclass
                           AND c.conrelid = format('public.%I', i.tablename)::regclass)
      ORDER BY i.indexname`,
    [tables],
  );
  const inbound = await m.query(
    `SELECT c.conrelid::regclass::text AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS def
       FROM pg_constraint c
      WHERE c.contype = 'f'
        AND c.confrelid = ANY(SELECT format('public.%I', t)::regclass FROM unnest($1::text[]) t)
        AND c.conrelid <> ALL(SELECT format('public.%I', t)::regclass FROM unnest($1::text[]) t)`,
    [tables],
  );
  const sequences = await m.query(
    `SELECT t.relname AS table, a.attname AS column, s.oid::regclass::text AS sequence
       FROM pg_depend d JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
       JOIN pg_class t ON t.oid = d.refobjid
       JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
      WHERE d.deptype = 'a' AND d.classid = 'pg_class'::regclass
        AND d.refobjid = ANY(SELECT format('public.%I', t)::regclass FROM unnest($1::text[]) t)`,
    [tables],
  );
  return { keys, indexes, inbound, sequences };
}

/**
 * What `LIKE` and the swap do not carry: triggers, row security, identity columns (their sequence
 * would start again). None of the read models has them; a rebuild refuses rather than drop them.
 */
async function refuseWhatASwapWouldLose(m: EntityManager, tables: readonly string[]): Promise<void> {
  const rows: Array<{ table: string; what: string }> = await m.query(
    `WITH live AS (SELECT format('public.%I', t)::regclass AS oid FROM unnest($1::text[]) t)
     SELECT tgrelid::regclass::text AS table, 'trigger ' || tgname AS what FROM pg_trigger
      WHERE tgrelid IN (SELECT oid FROM live) AND NOT tgisinternal
     UNION ALL
     SELECT oid::regclass::text, 'row security' FROM pg_class
      WHERE oid IN (SELECT oid FROM live) AND relrowsecurity
     UNION ALL
     SELECT attrelid::regclass::text, 'identity column ' || attname FROM pg_attribute
      WHERE attrelid IN (SELECT oid FROM live) AND attidentity <> ''`,
    [tables],
  );
  if (rows.length)
    throw new Error(
      `A shadow rebuild would lose ${rows.map((r) => `${r.what} of ${r.table}`).join(', ')}; not rebuilt.`,
    );
}

async function copyStorageOptions(m: EntityManager, table: string, shadow: string): Promise<void> {
  const [{ options }] = await m.query(
    `SELECT array_to_string(reloptions, ', ') AS options FROM pg_class WHERE oid = format('public.%I', $1::text)::regclass`,
    [table],
  );
  if (options) await m.query(`ALTER TABLE ${shadow} SET (${options})`);
}

/**
 * The copy gets exactly the live table's privileges: the owner's default privileges gave it some
 * already (ADR 0019), which are taken back first, so that a revoke made on the live table holds.
 */
async function copyGrants(m: EntityManager, table: string, shadow: string): Promise<void> {
  const grants = (relation: string) =>
    m.query(
      `SELECT CASE a.grantee WHEN 0 THEN 'PUBLIC' ELSE quote_ident(r.rolname) END AS grantee,
              a.privilege_type AS privilege, a.is_grantable AS grantable
         FROM pg_class c, aclexplode(c.relacl) a LEFT JOIN pg_roles r ON r.oid = a.grantee
        WHERE c.oid = $1::regclass AND a.grantee <> c.relowner`,
      [relation],
    ) as Promise<Array<{ grantee: string; privilege: string; grantable: boolean }>>;
  for (const { grantee } of await grants(shadow)) await m.query(`REVOKE ALL ON ${shadow} FROM ${grantee}`);
  for (const g of await grants(`public.${quoteIdent(table)}`))
    await m.query(
      `GRANT ${g.privilege} ON ${shadow} TO ${g.grantee}${g.grantable ? ' WITH GRANT OPTION' : ''}`,
    );
}

async function lockForSwap(m: EntityManager, relations: string[]): Promise<void> {
  const live = [...new Set(relations)].join(', ');
  for (let attempt = 1; attempt < SWAP_ATTEMPTS; attempt++) {
    await m.query(`SAVEPOINT shadow_swap`);
    try {
      await m.query(`SET LOCAL lock_timeout = '${SWAP_LOCK_TIMEOUT}'`);
      await m.query(`LOCK TABLE ${live} IN ACCESS EXCLUSIVE MODE`);
      await m.query(`RELEASE SAVEPOINT shadow_swap`);
      await m.query(`SET LOCAL lock_timeout = 0`);
      return;
    } catch (error) {
      if (pgCode(error) !== PgError.lockNotAvailable) throw error;
      await m.query(`ROLLBACK TO SAVEPOINT shadow_swap`);
    }
  }
  // The last attempt waits as long as it takes: the model is built, and giving up would waste it.
  await m.query(`SET LOCAL lock_timeout = 0`);
  await m.query(`LOCK TABLE ${live} IN ACCESS EXCLUSIVE MODE`);
}
