import { verifyLedger } from '../../src/cli/ledger-verify-run';
import { loadConfig } from '../../src/platform/config/app-config';
import { EventConsumers, ProjectionRebuilder } from '../../src/platform';
import { Queues } from '../../src/platform/queue/queues';
import { QueueName } from '../../src/platform/queue/queue-names';
import { invariantProblems } from '../ledger/ledger-fixtures';
import type { TestApp } from '../support/test-app';
import { until } from './app-process';

/**
 * The tables of each projection, as its `reset` empties them. A projection missing here fails the
 * check, so that a new one is compared too.
 */
const PROJECTION_TABLES: Record<string, string[]> = {
  'ledger.trx-numbers': ['ledger_trx_numbers'],
  'network.read-model': ['network_members', 'network_closure', 'network_tiers', 'network_units'],
  'seasons.season-units': [
    'season_members',
    'season_tree',
    'season_unit_totals',
    'season_member_units',
    'season_pool_tables',
    'season_pool_rows',
    'season_units_position',
  ],
  'back-office.figures': ['back_office_users', 'back_office_counters', 'back_office_daily'],
};

const emailQueue = (t: TestApp) => t.app.get(Queues).queue(QueueName.email);

/** What is still to do: unsealed events, consumers behind the sealed head, email jobs not finished. */
export async function backlog(t: TestApp): Promise<string[]> {
  const [{ unsealed }] = await t.dataSource.query(
    `SELECT count(*)::int AS unsealed FROM domain_events e
      WHERE NOT EXISTS (SELECT 1 FROM domain_event_seals s WHERE s.seq = e.seq)`,
  );
  const behind: Array<{ name: string }> = await t.dataSource.query(
    `SELECT name FROM event_consumers
      WHERE checkpoint < (SELECT coalesce(max(seal_no), 0) FROM domain_event_seals) ORDER BY name`,
  );
  const jobs = await emailQueue(t).getJobCounts('waiting', 'active', 'delayed', 'prioritized');
  const open = Object.entries(jobs).filter(([, n]) => n > 0);
  return [
    ...(unsealed ? [`${unsealed} events not sealed`] : []),
    ...behind.map(({ name }) => `${name} behind the head`),
    ...open.map(([state, n]) => `${n} email jobs ${state}`),
  ];
}

/** Waits until the workers have done everything there is to do. */
export async function settled(t: TestApp, timeoutMs: number): Promise<void> {
  let left: string[] = [];
  await until(
    'the backlog to empty',
    async () => (left = await backlog(t)).length === 0,
    timeoutMs,
    250,
  ).catch(() => {
    throw new Error(`Still to do after ${timeoutMs} ms: ${left.join(', ')}`);
  });
}

export const failedEmailJobs = async (t: TestApp) =>
  (await emailQueue(t).getFailed()).map((job) => `${job.id}: ${job.failedReason}`);

export const deadLetters = (t: TestApp) =>
  t.dataSource.query(`SELECT consumer, event_type, error FROM event_dead_letters ORDER BY failed_at`);

async function snapshot(t: TestApp, tables: string[]): Promise<Record<string, unknown>> {
  const rows: Record<string, unknown> = {};
  for (const table of tables) {
    const [{ all }] = await t.dataSource.query(
      `SELECT coalesce(jsonb_agg(to_jsonb(x) ORDER BY to_jsonb(x)::text), '[]') AS all FROM ${table} x`,
    );
    rows[table] = all;
  }
  return rows;
}

/**
 * Projections whose tables differ from a rebuild out of the sealed log: what they hold must be what the
 * log implies, each event applied once. Rebuilding commits the same rows again, so this is safe to run
 * at the end of a test.
 */
export async function projectionsUnlikeTheLog(t: TestApp): Promise<string[]> {
  const names = t.app
    .get(EventConsumers)
    .all()
    .filter((c) => c.kind === 'projection')
    .map((c) => c.name)
    .sort();
  expect(names).toEqual(Object.keys(PROJECTION_TABLES).sort());
  const unlike: string[] = [];
  for (const name of names) {
    const before = await snapshot(t, PROJECTION_TABLES[name]!);
    await t.app.get(ProjectionRebuilder).rebuild(name);
    const after = await snapshot(t, PROJECTION_TABLES[name]!);
    for (const table of PROJECTION_TABLES[name]!)
      if (JSON.stringify(before[table]) !== JSON.stringify(after[table])) unlike.push(`${name}: ${table}`);
  }
  return unlike;
}

/** `npm run ledger:verify` on the app's database and anchor file, and the ledger's invariants. */
export async function ledgerProblems(t: TestApp): Promise<string[]> {
  const lines: string[] = [];
  const code = await verifyLedger(loadConfig(t.env), (line) => lines.push(line));
  return [...(code === 0 ? [] : lines), ...(await invariantProblems(t))];
}
