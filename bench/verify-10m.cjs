'use strict';
/**
 * Time of a full ledger verification (the real LedgerVerifier, checkpoint by checkpoint as the job runs
 * it) over a bulk-filled ledger: 10,000,000 postings (5,000,000 moving transfers, plus the pending and
 * void ones that move nothing), the member balances they add up to, and one sealed event per transfer.
 *
 * The fill is bulk SQL (generate_series) as the database owner with session_replication_role = replica,
 * which skips the foreign-key triggers for the fill only, in transactions of 50,000 transfers: a long
 * one would hold back the event sealer of every database on the server (ADR 0006). The seals are
 * computed by the app's own chainHash. Then VACUUM ANALYZE, as a database that has been running a while
 * would be. The scratch database is dropped at the end (BENCH_KEEP=1 keeps it).
 *
 *   node bench/verify-10m.cjs      Env: BENCH_POSTINGS (10000000), BENCH_MEMBERS (100000),
 *                                       BENCH_EVENTS (one per transfer), BENCH_KEEP
 */
const { dist, startApp } = require('./common.cjs');

const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 10_000_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const TARGET_SECONDS = 60;
// Of every 100 rows, 2 are pending transfers and 1 a void: 97 move units, with two postings each.
const ROWS = Math.ceil(POSTINGS / 2 / 0.97);
const EVENTS = Number(process.env.BENCH_EVENTS ?? ROWS);

const seconds = (ms) => (ms / 1000).toFixed(1);
const n = (x) => Number(x).toLocaleString('en-US');

/** Rows per fill transaction: short, so that the sealer (cluster-wide, ADR 0006) is never held back for long. */
const BATCH = 50_000;

/**
 * Row g, by g % 50: 1 a pending transfer; 2 its post (its void when g % 100 = 52); 5 a reversal of
 * row g - 1; 10 and 30 free units from the free-units issuer; every other row a purchase from the
 * issuer. Members are spread over the rows ((g * 7919) % members), as real traffic spreads them.
 * Each batch writes its transfers, their postings and their events in one short transaction.
 */
async function fillLedger(ds, { onBatch } = {}) {
  const q = (sql, p) => ds.query(sql, p);
  await q(
    `CREATE UNLOGGED TABLE bench_members AS
             SELECT i, md5('member' || i)::uuid AS id FROM generate_series(0, $1::int - 1) i`,
    [MEMBERS],
  );
  await q(`INSERT INTO ledger_accounts (kind, owner_id)
             SELECT k, id FROM bench_members, unnest(ARRAY['member_paid', 'member_loyalty']) k`);
  await q(`CREATE UNLOGGED TABLE bench_accounts AS
             SELECT m.i, m.id AS member, p.id AS paid, l.id AS loyalty FROM bench_members m
               JOIN ledger_accounts p ON p.owner_id = m.id AND p.kind = 'member_paid'
               JOIN ledger_accounts l ON l.owner_id = m.id AND l.kind = 'member_loyalty'`);
  await q(`CREATE UNIQUE INDEX ON bench_accounts (i)`);
  await q(`ANALYZE bench_accounts`);
  for (let from = 1; from <= ROWS; from += BATCH) {
    const to = Math.min(ROWS, from + BATCH - 1);
    await ds.transaction(async (m) => {
      const mq = (sql, p) => m.query(sql, p);
      // Skips the foreign-key triggers for the fill only (this database is ours and thrown away).
      await mq(`SET LOCAL session_replication_role = replica`);
      await mq(
        `WITH g AS (
           SELECT g, g % 50 AS r,
                  CASE WHEN g % 50 = 1 THEN 'pending'
                       WHEN g % 50 = 2 AND g % 100 = 52 THEN 'void'
                       WHEN g % 50 = 2 THEN 'post'
                       WHEN g % 50 = 5 THEN 'reversal'
                       ELSE 'transfer' END AS type,
                  (((CASE WHEN g % 50 IN (2, 5) THEN g - 1 ELSE g END) * 7919) % $3::int)::int AS mi
             FROM generate_series($1::bigint, $2::bigint) g)
         INSERT INTO ledger_transfers (id, no, type, idempotency_key, debit_account_id, credit_account_id, member_id,
                                       units, unit_value_cents, narration, pay_type, kind, pending_id, reverses_id, created_at)
         SELECT md5('t' || g.g)::uuid, g.g, g.type, 'bench:' || g.g,
                CASE WHEN g.type = 'reversal' THEN a.paid WHEN g.r IN (10, 30) THEN li.id ELSE iss.id END,
                CASE WHEN g.type = 'reversal' THEN iss.id WHEN g.r IN (10, 30) THEN a.loyalty ELSE a.paid END,
                a.member, 1 + (CASE WHEN g.r IN (2, 5) THEN g.g - 1 ELSE g.g END) % 50,
                CASE WHEN g.r IN (10, 30) THEN 0 ELSE 50000 END,
                'Units purchase ref ' || upper(substr(md5(g.g::text), 1, 8)),
                CASE WHEN g.r IN (10, 30) THEN NULL ELSE 'Wire' END,
                CASE WHEN g.type = 'reversal' THEN 'reversal' WHEN g.r IN (10, 30) THEN 'loyalty'
                     WHEN g.type IN ('pending', 'post', 'void') THEN 'pay-later' ELSE 'manual' END,
                CASE WHEN g.type IN ('post', 'void') THEN md5('t' || (g.g - 1))::uuid END,
                CASE WHEN g.type = 'reversal' THEN md5('t' || (g.g - 1))::uuid END,
                now() - ($4::int - g.g) * interval '5 seconds'
           FROM g JOIN bench_accounts a ON a.i = g.mi
           CROSS JOIN (SELECT id FROM ledger_accounts WHERE kind = 'issuer') iss
           CROSS JOIN (SELECT id FROM ledger_accounts WHERE kind = 'loyalty_issuer') li`,
        [from, to, MEMBERS, ROWS],
      );
      // Two legs per moving transfer, debit then credit.
      await mq(
        `INSERT INTO ledger_postings (transfer_id, account_id, units, cents, created_at)
         SELECT t.id, leg.account_id, leg.sign * t.units, leg.sign * t.units * t.unit_value_cents, t.created_at
           FROM ledger_transfers t
           CROSS JOIN LATERAL (VALUES (t.debit_account_id, -1), (t.credit_account_id, 1)) AS leg(account_id, sign)
          WHERE t.no BETWEEN $1 AND $2 AND t.type IN ('transfer', 'post', 'reversal')
          ORDER BY t.no, leg.sign`,
        [from, to],
      );
      if (from <= EVENTS) {
        await mq(
          `INSERT INTO domain_events (type, aggregate_type, aggregate_id, payload, actor_id, occurred_at)
           SELECT CASE t.type WHEN 'pending' THEN 'ledger.TransferPending' WHEN 'post' THEN 'ledger.TransferPosted'
                              WHEN 'void' THEN 'ledger.TransferVoided' WHEN 'reversal' THEN 'ledger.TransferReversed'
                              ELSE 'ledger.UnitsTransferred' END,
                  'ledger.transfer', t.id::text,
                  jsonb_build_object('transferId', t.id, 'no', t.no, 'memberId', t.member_id, 'units', t.units,
                                     'unitValueCents', t.unit_value_cents, 'kind', t.kind, 'narration', t.narration,
                                     'payType', t.pay_type),
                  NULL, t.created_at
             FROM ledger_transfers t WHERE t.no BETWEEN $1 AND $2 AND t.no <= $3 ORDER BY t.no`,
          [from, to, EVENTS],
        );
      }
    });
    await onBatch?.(to);
  }
  await q(`SELECT setval(pg_get_serial_sequence('ledger_transfers', 'no'), $1::bigint)`, [ROWS]);
  // The member balances the postings add up to, and the pending units still held, by account range.
  const ends = await q(
    `SELECT id::text FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM ledger_accounts WHERE owner_id IS NOT NULL) a
      WHERE n % 20000 = 0 UNION ALL SELECT 'ffffffff-ffff-ffff-ffff-ffffffffffff' ORDER BY 1`,
  );
  let lo = '00000000-0000-0000-0000-000000000000';
  for (const { id: hi } of ends) {
    await q(
      `INSERT INTO ledger_balances (account_id, units, cents, pending_units, may_go_negative)
       SELECT a.id, coalesce(p.units, 0), coalesce(p.cents, 0), coalesce(pe.units, 0), false
         FROM ledger_accounts a
         LEFT JOIN (SELECT account_id, sum(units) AS units, sum(cents) AS cents FROM ledger_postings
                     WHERE account_id > $1::uuid AND account_id <= $2::uuid GROUP BY account_id) p ON p.account_id = a.id
         LEFT JOIN (SELECT credit_account_id AS account_id, sum(units) AS units FROM ledger_transfers t
                     WHERE type = 'pending' AND credit_account_id > $1::uuid AND credit_account_id <= $2::uuid
                       AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = t.id)
                     GROUP BY credit_account_id) pe ON pe.account_id = a.id
        WHERE a.owner_id IS NOT NULL AND a.id > $1::uuid AND a.id <= $2::uuid`,
      [lo, hi],
    );
    lo = hi;
  }
  await q(`DROP TABLE bench_accounts, bench_members`);
}

/** Seals every event not sealed yet, chained by the app's own hash, in short transactions. */
function sealer(ds) {
  const { chainHash, GENESIS_HASH } = dist('platform/events/event-chain');
  const q = (sql, p) => ds.query(sql, p);
  let previous = null;
  let last = null;
  return async () => {
    if (previous === null) {
      const [tail] = await q(
        `SELECT s.hash, s.seq::text AS seq FROM domain_event_seals s ORDER BY seal_no DESC LIMIT 1`,
      );
      previous = tail?.hash ?? GENESIS_HASH;
      last = tail?.seq ?? '0';
    }
    for (;;) {
      // The fill commits its events batch by batch, so seq order is the sealer's (tx_id, seq) order.
      const rows = await q(
        `SELECT seq, id, type, aggregate_type, aggregate_id, payload, actor_id, occurred_at FROM domain_events
          WHERE seq > $1 ORDER BY seq LIMIT 10000`,
        [last],
      );
      if (!rows.length) return;
      const hashes = rows.map((row) => (previous = chainHash(previous, row)));
      await q(`INSERT INTO domain_event_seals (seq, hash) SELECT * FROM unnest($1::bigint[], $2::bytea[])`, [
        rows.map((r) => r.seq),
        hashes,
      ]);
      last = rows[rows.length - 1].seq;
    }
  };
}

async function main() {
  const { LedgerVerifier } = dist('modules/units-ledger/index');
  const bench = await startApp('verify');
  const ds = bench.dataSource;
  try {
    let t0 = Date.now();
    const seal = sealer(ds);
    await fillLedger(ds, { onBatch: seal });
    console.log(`filled the ledger, its events and their seals in ${seconds(Date.now() - t0)} s`);
    t0 = Date.now();
    await ds.query(`VACUUM ANALYZE`);
    console.log(`VACUUM ANALYZE in ${seconds(Date.now() - t0)} s`);
    const [sizes] = await ds.query(`SELECT
        (SELECT count(*) FROM ledger_postings)::bigint AS postings,
        (SELECT count(*) FROM ledger_transfers)::bigint AS transfers,
        (SELECT count(*) FROM ledger_accounts)::bigint AS accounts,
        (SELECT count(*) FROM domain_events)::bigint AS events,
        pg_size_pretty(pg_total_relation_size('ledger_postings')) AS postings_size,
        pg_size_pretty(pg_total_relation_size('ledger_transfers')) AS transfers_size,
        pg_size_pretty(pg_total_relation_size('domain_events')) AS events_size`);
    console.log(
      `ledger: ${n(sizes.postings)} postings (${sizes.postings_size}), ${n(sizes.transfers)} transfers ` +
        `(${sizes.transfers_size}), ${n(sizes.accounts)} accounts, ${n(sizes.events)} events (${sizes.events_size})`,
    );

    const verifier = bench.app.get(LedgerVerifier);
    const phases = new Map();
    let chunks = 0;
    const started = Date.now();
    let phaseStart = started;
    let progress = verifier.start();
    while (progress.phase !== 'done') {
      const phase = progress.phase;
      progress = await verifier.step(progress);
      chunks++;
      if (progress.phase !== phase) {
        phases.set(phase, Date.now() - phaseStart);
        phaseStart = Date.now();
      }
    }
    const total = Date.now() - started;
    const report = verifier.report(progress);
    console.log(`\nverification, ${chunks} checkpoints:`);
    for (const [phase, ms] of phases) console.log(`  ${phase.padEnd(10)} ${seconds(ms).padStart(6)} s`);
    const postingsMs = total - (phases.get('chain') ?? 0);
    console.log(`  ${'total'.padEnd(10)} ${seconds(total).padStart(6)} s`);
    console.log(
      `result: ${report.ok ? 'passed' : 'FAILED'}; ${n(report.counts.postings)} postings, ${n(report.counts.transfers)} transfers, ` +
        `${n(report.counts.accounts)} accounts, ${n(report.counts.events)} sealed events, ${report.pendingEvents} pending`,
    );
    for (const problem of report.problems) console.log(`PROBLEM: ${problem.message}`);
    console.log(
      `postings checks (census + transfers + balances): ${seconds(postingsMs)} s for ${n(report.counts.postings)} postings ` +
        `(target < ${TARGET_SECONDS} s): ${postingsMs < TARGET_SECONDS * 1000 ? 'MET' : 'NOT MET'}; ` +
        `whole run ${seconds(total)} s: ${total < TARGET_SECONDS * 1000 ? 'MET' : 'NOT MET'}`,
    );
    const [{ load }] = [
      {
        load: require('node:os')
          .loadavg()
          .map((x) => x.toFixed(2))
          .join(' '),
      },
    ];
    console.log(`conditions: ${require('node:os').cpus().length} cores, load average ${load}`);
    if (!report.ok) process.exitCode = 1;
  } finally {
    if (process.env.BENCH_KEEP === '1') console.log(`kept ${bench.env.DATABASE_URL}`);
    else await bench.close();
  }
  process.exit(process.exitCode ?? 0);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

module.exports = { fillLedger, sealer };
