'use strict';
// The background side of a deployment, for the ledger benchmark: the built app in the worker role
// (sealer, the app's event consumers, queues) on the benchmark's database, as its own process. With
// BENCH_PROJECTION=1 it also runs one projection of every ledger event (a count per event type, one
// upsert per event), the kind of read model the referral network and dashboard will keep.
// The parent passes the app's environment; this process tells it "ready" once it runs.
const { join } = require('node:path');
const { dist } = require('./common.cjs');

const LEDGER_TYPES = [
  'ledger.UnitsTransferred',
  'ledger.TransferPending',
  'ledger.TransferPosted',
  'ledger.TransferVoided',
  'ledger.TransferReversed',
  'ledger.LoyaltyUnitsAdjusted',
];

async function main() {
  require(require.resolve('reflect-metadata', { paths: [join(__dirname, '..', 'server')] }));
  const { createWorkerApp } = dist('bootstrap/create-app');
  const { EventConsumers } = dist('platform/index');
  const app = await createWorkerApp();
  if (process.env.BENCH_PROJECTION === '1') registerProjection(app.get(EventConsumers));
  app.enableShutdownHooks();
  await app.init();
  process.send?.('ready');
}

function registerProjection(consumers) {
  consumers.register({
    kind: 'projection',
    name: 'bench.ledger-counts',
    types: LEDGER_TYPES,
    apply: (event, m) =>
      m.query(
        `INSERT INTO bench_ledger_counts (type, events, units) VALUES ($1, 1, $2)
         ON CONFLICT (type) DO UPDATE SET events = bench_ledger_counts.events + 1,
                                          units = bench_ledger_counts.units + excluded.units`,
        [event.type, Number(event.payload.units ?? 0)],
      ),
    reset: (m) => m.query(`DELETE FROM bench_ledger_counts`),
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
