import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import type { SessionSettings } from './data-source-options';

/** The app's pool: bounded statements, lock waits and idle transactions, from configuration. */
export function appSession(config: AppConfig): SessionSettings {
  return {
    poolSize: config.DATABASE_POOL_SIZE,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: config.DATABASE_LOCK_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  };
}

const batchTimeouts = new WeakMap<DataSource, number>();

/** Records how long a batch statement may run on this data source's connections. */
export function setBatchStatementTimeout(dataSource: DataSource, ms: number): void {
  batchTimeouts.set(dataSource, ms);
}

/**
 * Lifts the statement timeout for the rest of `manager`'s transaction to the batch timeout: a
 * verification chunk or a projection rebuild may rightly run longer than any request should. Must be
 * called inside a transaction (SET LOCAL ends with it, and the pooled connection keeps its limit).
 */
export async function allowLongStatements(manager: EntityManager): Promise<void> {
  const ms = batchTimeouts.get(manager.connection) ?? 0;
  await manager.query(`SELECT set_config('statement_timeout', $1, true)`, [String(ms)]);
}
