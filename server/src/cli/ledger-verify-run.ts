import { DataSource } from 'typeorm';
import { entities } from './entities';
import { migrations } from '../migrations';
import { UserDirectory } from '../modules/identity';
import { LedgerVerifier } from '../modules/units-ledger';
import type { AppConfig } from '../platform/config/app-config';
import { dataSourceOptions } from '../platform/database/data-source-options';
import { appSession, setBatchStatementTimeout } from '../platform/database/session-settings';
import { ChainAnchors } from '../platform/events/chain-anchors';
import { EventChainVerifier } from '../platform/events/event-chain-verifier';

const count = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`;

/**
 * What `npm run ledger:verify` does: the same chunked check as the background job, run in-process,
 * the chain's anchors outside the database included (ADR 0019). Answers 0 when every rule holds (events
 * the sealer has not reached yet are pending, not a problem), 1 on a problem.
 */
export async function verifyLedger(config: AppConfig, print: (line: string) => void): Promise<0 | 1> {
  // As the app's role (reading is all it does), with the batch timeout: a census reads every posting.
  const session = {
    ...appSession(config),
    poolSize: 4,
    statementTimeoutMs: config.DATABASE_BATCH_STATEMENT_TIMEOUT_MS,
  };
  const dataSource = new DataSource(dataSourceOptions(config.DATABASE_URL, entities, migrations, session));
  await dataSource.initialize();
  setBatchStatementTimeout(dataSource, config.DATABASE_BATCH_STATEMENT_TIMEOUT_MS);
  try {
    const anchors = new ChainAnchors(dataSource, config);
    const verifier = new LedgerVerifier(
      dataSource,
      new EventChainVerifier(dataSource),
      new UserDirectory(dataSource),
      anchors,
    );
    const report = await verifier.verify();
    const latest = await anchors.latest();
    const { accounts, transfers, postings, events } = report.counts;
    print(
      `Checked ${count(accounts, 'account')}, ${count(transfers, 'transfer')}, ${count(postings, 'posting')}, ${count(events, 'sealed event')}.`,
    );
    if (report.pendingEvents > 0)
      print(`${count(report.pendingEvents, 'committed event')} not sealed yet (pending, not a problem).`);
    if (latest)
      print(
        `Checked ${count(report.counts.anchors, 'chain anchor')} in ${anchors.file}; the latest: seal ${latest.sealNo} at ${latest.at}.`,
      );
    else
      print(
        `No chain anchors in ${anchors.file}: nothing outside the database vouches for the event log yet (the worker writes them).`,
      );
    const ok = report.ok;
    if (ok)
      print(
        `All holds: every transfer sums to zero, every balance equals its postings, the chain verifies${report.counts.anchors ? ' and matches its anchors' : ''}.`,
      );
    else {
      for (const problem of report.problems) print(`PROBLEM: ${problem.message}`);
      if (report.problemCount > report.problems.length)
        print(`... and ${report.problemCount - report.problems.length} more.`);
    }
    return ok ? 0 : 1;
  } finally {
    await dataSource.destroy();
  }
}
