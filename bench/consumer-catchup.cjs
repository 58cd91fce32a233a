'use strict';
// How fast a consumer added late catches up with the log (ADR 0010), side by side in one run:
//   - sealing N bulk-filled events,
//   - a projection (one INSERT per event, exactly once with its checkpoint) catching up on them,
//   - a reaction that does nothing outside the process (the cost of the consumer machinery alone),
//   - a projection of a rare type among them (the windowed scan past events it does not handle).
// Env: BENCH_EVENTS (default 200000).
const { dist, startApp } = require('./common.cjs');

const EVENTS = Number(process.env.BENCH_EVENTS ?? 200_000);

async function main() {
  const t = await startApp('catchup');
  try {
    const { EventRelay, EventConsumers } = dist('platform/index');
    const { ConsumerRunner } = dist('platform/events/consumer-runner');
    const q = (sql, params) => t.dataSource.query(sql, params);
    await q(`CREATE TABLE bench_applied (event_id uuid NOT NULL, n int NOT NULL)`);
    await q(`CREATE TABLE bench_rare (event_id uuid NOT NULL)`);

    console.log(`Filling ${EVENTS} events ...`);
    for (let done = 0; done < EVENTS; done += 50_000) {
      const size = Math.min(50_000, EVENTS - done);
      await q(
        `INSERT INTO domain_events (type, aggregate_type, aggregate_id, payload)
         SELECT CASE WHEN g % 100 = 0 THEN 'bench.Rare' ELSE 'bench.Counted' END, 'Bench', g::text,
                jsonb_build_object('n', g, 'narration', 'a typical payload of a few fields', 'units', g % 97)
           FROM generate_series($1::int, $2::int) g`,
        [done + 1, done + size],
      );
    }
    const relay = t.app.get(EventRelay);
    const consumers = t.app.get(EventConsumers);
    const runner = t.app.get(ConsumerRunner);

    let started = Date.now();
    await relay.drain();
    const sealSeconds = (Date.now() - started) / 1000;
    const [{ sealed }] = await q(`SELECT count(*)::int AS sealed FROM domain_event_seals`);

    const timed = async (consumer, count) => {
      consumers.register(consumer);
      await runner.registerAll();
      const begin = Date.now();
      await relay.drain();
      const seconds = (Date.now() - begin) / 1000;
      consumers.unregister(consumer.name);
      const [{ n }] = await q(`SELECT count(*)::int AS n FROM ${count}`);
      return { seconds, n };
    };

    let reacted = 0;
    const projection = await timed(
      {
        kind: 'projection',
        name: 'bench.projection',
        types: ['bench.Counted', 'bench.Rare'],
        apply: (e, m) =>
          m.query(`INSERT INTO bench_applied (event_id, n) VALUES ($1, $2)`, [e.id, e.payload.n]),
        reset: (m) => m.query(`DELETE FROM bench_applied`),
      },
      'bench_applied',
    );
    const reaction = await timed(
      {
        kind: 'reaction',
        name: 'bench.reaction',
        types: ['bench.Counted', 'bench.Rare'],
        react: async () => void reacted++,
      },
      'bench_applied',
    );
    const rare = await timed(
      {
        kind: 'projection',
        name: 'bench.rare',
        types: ['bench.Rare'],
        apply: (e, m) => m.query(`INSERT INTO bench_rare (event_id) VALUES ($1)`, [e.id]),
        reset: (m) => m.query(`DELETE FROM bench_rare`),
      },
      'bench_rare',
    );
    const rate = (n, s) => `${Math.round(n / s).toLocaleString('en-US')} events/s`;
    console.log(`\nLog: ${EVENTS} events (1 % of them bench.Rare), ${sealed} sealed`);
    console.log(`  sealing:                 ${sealSeconds.toFixed(1)} s  (${rate(sealed, sealSeconds)})`);
    console.log(
      `  projection, every event: ${projection.seconds.toFixed(1)} s  (${rate(projection.n, projection.seconds)}), ${projection.n} rows`,
    );
    console.log(
      `  reaction, every event:   ${reaction.seconds.toFixed(1)} s  (${rate(reacted, reaction.seconds)}), ${reacted} calls`,
    );
    console.log(
      `  projection of 1 % rare:  ${rare.seconds.toFixed(1)} s  (${rate(sealed, rare.seconds)} of log scanned), ${rare.n} rows`,
    );
    const ok = projection.n === EVENTS && reacted === EVENTS && rare.n === EVENTS / 100;
    console.log(
      ok ? 'Every consumer handled every event of its types exactly once.' : 'MISMATCH in the counts above',
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await t.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
