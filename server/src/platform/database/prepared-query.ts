import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/** A named statement: its text must never change for its name (PostgreSQL caches it by name). */
export interface Statement {
  name: string;
  text: string;
}

/** The node-postgres connection under a TypeORM query runner. */
interface PgConnection {
  query(config: Statement & { values: unknown[] }): Promise<{ rows: unknown[] }>;
}

async function send<Row>(runner: QueryRunner, statement: Statement, values: unknown[]): Promise<Row[]> {
  const pg = (await runner.connect()) as PgConnection;
  return (await pg.query({ ...statement, values })).rows as Row[];
}

/**
 * Runs a named prepared statement: PostgreSQL parses and plans it once per connection instead of on
 * every call (planning was most of the ledger's per-transfer cost, see bench/README.md). The
 * statement should name its columns (no `*`), so a later migration cannot change the result type
 * of a cached plan. Errors are PostgreSQL's own (`pgCode` reads them). A manager outside a
 * transaction borrows a pooled connection for the one statement.
 */
export async function preparedQuery<Row = Record<string, unknown>>(
  manager: EntityManager,
  statement: Statement,
  values: unknown[],
): Promise<Row[]> {
  if (manager.queryRunner && !manager.queryRunner.isReleased)
    return send(manager.queryRunner, statement, values);
  const borrowed = manager.connection.createQueryRunner();
  try {
    return await send(borrowed, statement, values);
  } finally {
    await borrowed.release();
  }
}

/** node-postgres' pool under TypeORM's PostgreSQL driver: checks a connection out for one query. */
interface PgPool {
  query(config: Statement & { values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * Runs a named prepared statement on any pooled connection as a transaction of its own
 * (autocommit): a command that is one statement needs no BEGIN and COMMIT round trips.
 */
export async function autocommitQuery<Row = Record<string, unknown>>(
  dataSource: DataSource,
  statement: Statement,
  values: unknown[],
): Promise<Row[]> {
  const pool = (dataSource.driver as unknown as { master: PgPool }).master;
  return (await pool.query({ ...statement, values })).rows as Row[];
}
