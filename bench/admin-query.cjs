'use strict';
/**
 * Latency of the back-office transactions list (listTransactions, keyset on `no`) over 1,000,000
 * transfers. The fill is bulk SQL (generate_series) with session_replication_role = replica, which
 * skips the append-only/FK triggers for the fill only; secondary indexes are dropped for the fill
 * and recreated from their own definitions, then ANALYZE.
 *
 *   node bench/admin-query.cjs        Env: BENCH_TRANSFERS (1000000), BENCH_MEMBERS (20000), BENCH_RUNS (200)
 */
const { dist, startApp, rng, percentile } = require('./common.cjs');

const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 1_000_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const TARGET_P95 = 50;
const PAGE = 10; // the controller's default perPage; it asks for perPage + 1 rows

async function fill(ds) {
  const q = (sql, p) => ds.query(sql, p);
  const t0 = Date.now();
  await q(
    `CREATE TABLE bench_members AS
             SELECT i, md5('member' || i)::uuid AS id FROM generate_series(0, $1::int - 1) i`,
    [MEMBERS],
  );
  await q(`INSERT INTO ledger_accounts (kind, owner_id)
             SELECT k, id FROM bench_members, unnest(ARRAY['member_paid', 'member_loyalty']) k`);
  await q(`INSERT INTO ledger_balances (account_id, may_go_negative)
             SELECT id, false FROM ledger_accounts WHERE owner_id IS NOT NULL`);
  await q(`CREATE TABLE bench_accounts AS
             SELECT m.i, p.id AS paid, l.id AS loyalty FROM bench_members m
               JOIN ledger_accounts p ON p.owner_id = m.id AND p.kind = 'member_paid'
               JOIN ledger_accounts l ON l.owner_id = m.id AND l.kind = 'member_loyalty'`);
  await q(`CREATE UNIQUE INDEX ON bench_accounts (i)`);
  const indexes = await q(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'ledger_transfers'
      AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'ledger_transfers'::regclass)`);
  for (const ix of indexes) await q(`DROP INDEX ${ix.indexname}`);
  // Rows by g % 20: 1 pending, 2 its post (void when g % 40 = 22; left unresolved when g % 100 = 62,
  // which is then a plain transfer), 5 a reversal of row g-1, 10 a loyalty add; else a plain transfer.
  // A derived row (post/void/reversal) belongs to the member of the row it references.
  await ds.transaction(async (m) => {
    await m.query(`SET LOCAL session_replication_role = replica`);
    await m.query(
      `WITH g AS (
         SELECT g, g % 20 AS r,
                CASE WHEN g % 20 = 1 THEN 'pending'
                     WHEN g % 20 = 2 AND g % 100 = 62 THEN 'transfer'
                     WHEN g % 20 = 2 AND g % 40 = 22 THEN 'void'
                     WHEN g % 20 = 2 THEN 'post'
                     WHEN g % 20 = 5 THEN 'reversal'
                     ELSE 'transfer' END AS type,
                (((CASE WHEN g % 20 IN (2, 5) AND g % 100 <> 62 THEN g - 1 ELSE g END) * 7919) % $2::int)::int AS mi,
                upper(substr(md5(g::text), 1, 8)) AS ref
           FROM generate_series(1::bigint, $1::bigint) g)
       INSERT INTO ledger_transfers (id, no, type, idempotency_key, debit_account_id, credit_account_id, member_id,
                                     units, unit_value_cents, narration, pay_type, kind, pending_id, reverses_id, created_at)
       SELECT md5('t' || g.g)::uuid, g.g, g.type, 'bench:' || g.g,
              CASE WHEN g.type = 'reversal' THEN a.paid WHEN g.r = 10 THEN li.id ELSE iss.id END,
              CASE WHEN g.type = 'reversal' THEN iss.id WHEN g.r = 10 THEN a.loyalty ELSE a.paid END,
              bm.id, 1 + g.g % 50, CASE WHEN g.r = 10 THEN 0 ELSE 50000 END,
              CASE WHEN g.type = 'reversal' THEN 'Reversal of #' || (g.g - 1) || ': Units purchase ref ' || upper(substr(md5((g.g - 1)::text), 1, 8))
                   WHEN g.r = 10 THEN 'Loyalty bonus for referral ' || g.ref
                   WHEN g.type = 'pending' THEN 'Pay later plan ' || g.ref
                   WHEN g.type IN ('post', 'void') THEN 'Pay later plan ' || upper(substr(md5((g.g - 1)::text), 1, 8))
                   ELSE 'Units purchase ref ' || g.ref END,
              CASE WHEN g.r = 10 THEN NULL ELSE (ARRAY['Wire Transfer', 'Zelle', 'Cash App', 'Check'])[1 + g.g % 4] END,
              CASE WHEN g.type = 'reversal' THEN 'reversal' WHEN g.r = 10 THEN 'loyalty'
                   WHEN g.type IN ('pending', 'post', 'void') THEN 'pay-later' ELSE 'manual' END,
              CASE WHEN g.type IN ('post', 'void') THEN md5('t' || (g.g - 1))::uuid END,
              CASE WHEN g.type = 'reversal' THEN md5('t' || (g.g - 1))::uuid END,
              now() - ($1::int - g.g) * interval '30 seconds'
         FROM g JOIN bench_accounts a ON a.i = g.mi
         JOIN bench_members bm ON bm.i = g.mi
         CROSS JOIN (SELECT id FROM ledger_accounts WHERE kind = 'issuer') iss
         CROSS JOIN (SELECT id FROM ledger_accounts WHERE kind = 'loyalty_issuer') li`,
      [TRANSFERS, MEMBERS],
    );
  });
  await q(`SELECT setval(pg_get_serial_sequence('ledger_transfers', 'no'), $1::bigint)`, [TRANSFERS]);
  for (const ix of indexes) await q(ix.indexdef);
  await q(`DROP TABLE bench_accounts, bench_members`);
  await q(`VACUUM ANALYZE ledger_transfers`);
  await q(`ANALYZE ledger_accounts`);
  const [{ n }] = await q(`SELECT count(*)::int AS n FROM ledger_transfers`);
  console.log(`filled ${n} transfers for ${MEMBERS} members in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
}

async function main() {
  const { listTransactions } = dist('modules/units-ledger/infrastructure/transactions.query');
  const t = await startApp('admin');
  try {
    const ds = t.dataSource;
    await fill(ds);
    const r = rng(42);
    const memberId = (i) => ds.query(`SELECT md5('member' || $1::int)::uuid AS id`, [i]).then(([x]) => x.id);
    const busyMember = await memberId(0);
    const hundred = (
      await ds.query(`SELECT md5('member' || i)::uuid AS id FROM generate_series(0, 99) i`)
    ).map((x) => x.id);
    const [{ ref }] = await ds.query(`SELECT upper(substr(md5('777777'), 1, 8)) AS ref`);
    const randNo = () => String(1 + Math.floor(r() * TRANSFERS));
    const limit = PAGE + 1;

    // Each case is a function returning the filter, as the controller would build it.
    const cases = [
      ['first page', () => ({ limit })],
      [
        'deep page (cursor ~ middle)',
        () => ({ beforeNo: String(TRANSFERS / 2 + Math.floor(r() * 1000)), limit }),
      ],
      [
        'deep page (cursor near the start)',
        () => ({ beforeNo: String(1000 + Math.floor(r() * 1000)), limit }),
      ],
      ['Trx# only (no = X)', () => ({ no: randNo(), limit })],
      [
        'Trx# as the controller searches it (no = X OR narration ILIKE %X%)',
        () => {
          const no = randNo();
          return { no, memberIds: [], narration: no, limit };
        },
      ],
      ['one member id', () => ({ memberIds: [busyMember], limit })],
      ['100 member ids (directory.search cap)', () => ({ memberIds: hundred, limit })],
      ['narration, rare (a ref code)', () => ({ narration: ref, limit })],
      ['narration, common word ("purchase", most rows)', () => ({ narration: 'purchase', limit })],
      ['narration, no match ("zzqx")', () => ({ narration: 'zzqx', limit })],
      [
        'name search: 100 member ids OR narration "jane"',
        () => ({ memberIds: hundred, narration: 'jane', limit }),
      ],
    ];

    const results = [];
    console.log(`\nlistTransactions over ${TRANSFERS} transfers, ${RUNS} runs each (page of ${PAGE}), ms:`);
    for (const [name, make] of cases) {
      for (let i = 0; i < 5; i++) await listTransactions(ds, make()); // warm-up
      const times = [];
      let rows = 0;
      for (let i = 0; i < RUNS; i++) {
        const f = make();
        const s = process.hrtime.bigint();
        const out = await listTransactions(ds, f);
        times.push(Number(process.hrtime.bigint() - s) / 1e6);
        rows = out.length;
      }
      times.sort((a, b) => a - b);
      const res = {
        name,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: times[times.length - 1],
        rows,
        make,
      };
      results.push(res);
      console.log(
        `  ${res.p95 < TARGET_P95 ? 'ok  ' : 'SLOW'} ${name.padEnd(72)} p50 ${res.p50.toFixed(2).padStart(8)}  p95 ${res.p95.toFixed(2).padStart(8)}  max ${res.max.toFixed(2).padStart(8)}  (${rows} rows)`,
      );
    }

    const slow = results.filter((x) => x.p95 >= TARGET_P95);
    console.log(
      `\n${slow.length ? `${slow.length} case(s) miss` : 'all cases meet'} the p95 < ${TARGET_P95} ms target`,
    );
    for (const s of slow) {
      // Re-run the same filter under EXPLAIN ANALYZE by capturing the SQL listTransactions sends.
      let captured;
      const spy = { query: (sql, params) => ((captured = { sql, params }), Promise.resolve([])) };
      await listTransactions(spy, s.make());
      const plan = await ds.query(`EXPLAIN (ANALYZE, BUFFERS) ${captured.sql}`, captured.params);
      console.log(`\nEXPLAIN ANALYZE - ${s.name}:\n${plan.map((p) => '  ' + p['QUERY PLAN']).join('\n')}`);
    }
    return true;
  } finally {
    await t.close();
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
