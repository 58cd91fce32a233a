import 'reflect-metadata';
import dataSource from './data-source';
import { EventChainVerifier } from '../platform/events/event-chain-verifier';
import { LedgerVerifier } from '../modules/units-ledger';

const count = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`;

/** `npm run ledger:verify`: recomputes balances from postings, checks transfers and the event chain. */
async function main(): Promise<void> {
  await dataSource.initialize();
  const report = await new LedgerVerifier(dataSource, new EventChainVerifier(dataSource)).verify();
  const { accounts, transfers, postings, events } = report.counts;
  console.log(
    `Checked ${count(accounts, 'account')}, ${count(transfers, 'transfer')}, ${count(postings, 'posting')}, ${count(events, 'sealed event')}.`,
  );
  if (report.ok)
    console.log(
      'All holds: every transfer sums to zero, every balance equals its postings, the chain verifies.',
    );
  else for (const problem of report.problems) console.log(`PROBLEM: ${problem}`);
  await dataSource.destroy();
  process.exit(report.ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
