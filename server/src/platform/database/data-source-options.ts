import type { DataSourceOptions, EntitySchema, MixedList } from 'typeorm';

type Constructor = new (...args: never[]) => unknown;

/** What every connection of a pool is started with (ADR 0019); 0 means no limit. */
export interface SessionSettings {
  poolSize: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  /** Opening a connection or waiting for a pooled one; 0 means no limit. */
  connectTimeoutMs: number;
}

/** The owner's short-lived pool (migrations, grants): a migration may take as long as it needs. */
export const OWNER_SESSION: SessionSettings = {
  poolSize: 2,
  statementTimeoutMs: 0,
  lockTimeoutMs: 0,
  idleInTransactionTimeoutMs: 0,
  connectTimeoutMs: 0,
};

/**
 * Never synchronize: the schema comes only from the checked-in migrations. The timeouts are startup
 * parameters of each connection (node-postgres sends them with the connection request), so no
 * statement runs before they hold and no extra round trip is spent on them.
 */
export function dataSourceOptions(
  url: string,
  entities: MixedList<Constructor | EntitySchema>,
  migrations: Constructor[],
  session: SessionSettings,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    // Extensions come from migrations, run by the owner; the app's role could not create them.
    installExtensions: false,
    logging: ['error'],
    extra: {
      max: session.poolSize,
      // node-postgres leaves a setting out when it is 0, and PostgreSQL's own default (none) holds.
      statement_timeout: session.statementTimeoutMs,
      lock_timeout: session.lockTimeoutMs,
      idle_in_transaction_session_timeout: session.idleInTransactionTimeoutMs,
      connectionTimeoutMillis: session.connectTimeoutMs,
      // A connection whose peer vanished (a host down, a link cut) is found out while it idles.
      keepAlive: true,
    },
  };
}
