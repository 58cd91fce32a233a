import type { DataSource, QueryRunner } from 'typeorm';

const MIGRATION_LOCK = 727_001;

/**
 * API and worker instances may start together: one migrates while the others wait on the lock.
 * `afterwards` runs under the same lock (the grants to the app's role: two GRANTs on one object at
 * once can fail).
 */
export async function runMigrationsExclusively<T = undefined>(
  dataSource: DataSource,
  afterwards?: (runner: QueryRunner) => Promise<T>,
): Promise<{ applied: string[]; after: T | undefined }> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    const after = afterwards ? await afterwards(runner) : undefined;
    return { applied: applied.map((m) => m.name), after };
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}
