import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { entities } from './data-source';
import { migrations } from '../migrations';
import { loadConfig } from '../platform/config/app-config';
import { dataSourceOptions } from '../platform/database/data-source-options';
import { appSession, setBatchStatementTimeout } from '../platform/database/session-settings';
import { EventChainVerifier } from '../platform/events/event-chain-verifier';
import { UserDirectory } from '../modules/identity';
import { LedgerVerifier } from '../modules/units-ledger';

const count = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`;

/**
 * `npm run ledger:verify`: the same chunked check as the background job, run here in-process.
 * Exit 0 when every rule holds (events the sealer has not reached yet are pending, not a problem),
 * 1 on a problem, 2 when the check could not run.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // As the app's role (reading is all it does), with the batch timeout: a census reads every posting.
  const session = {
    ...appSession(config),
    poolSize: 4,
    statementTimeoutMs: config.DATABASE_BATCH_STATEMENT_TIMEOUT_MS,
  };
  const dataSource = new DataSource(dataSourceOptions(config.DATABASE_URL, entities, migrations, session));
  await dataSource.initialize();
  setBatchStatementTimeout(dataSource, config.DATABASE_BATCH_STATEMENT_TIMEOUT_MS);
  const verifier = new LedgerVerifier(
    dataSource,
    new EventChainVerifier(dataSource),
    new UserDirectory(dataSource),
  );
  const report = await verifier.verify();
  const { accounts, transfers, postings, events } = report.counts;
  console.log(
    `Checked ${count(accounts, 'account')}, ${count(transfers, 'transfer')}, ${count(postings, 'posting')}, ${count(events, 'sealed event')}.`,
  );
  if (report.pendingEvents > 0)
    console.log(`${count(report.pendingEvents, 'committed event')} not sealed yet (pending, not a problem).`);
  if (report.ok)
    console.log(
      'All holds: every transfer sums to zero, every balance equals its postings, the chain verifies.',
    );
  else {
    for (const problem of report.problems) console.log(`PROBLEM: ${problem.message}`);
    if (report.problemCount > report.problems.length)
      console.log(`... and ${report.problemCount - report.problems.length} more.`);
  }
  await dataSource.destroy();
  process.exit(report.ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
