'use strict';
/**
 * Units-ledger write throughput through the real facade (UnitsLedger), compared with pgbench
 * simple-update on the same PostgreSQL, then a full verification that no unit was lost or duplicated.
 *
 *   node bench/ledger-throughput.cjs            (needs server/dist: npm run build -w server)
 *
 * During the timed window a worker process (bench/ledger-worker.cjs: the app's worker role) seals
 * the events and runs the app's event consumers, as in a deployment; its lag and CPU are reported.
 * BENCH_PROJECTION=1 adds a projection of every ledger event to it; BENCH_CONSUMERS=0 runs the
 * window without the worker.
 *
 * Env: BENCH_SECONDS (20), BENCH_CLIENTS (8), BENCH_MEMBERS (200), BENCH_PGBENCH_SCALE (10),
 *      BENCH_SKIP_PGBENCH=1, BENCH_CONSUMERS (1), BENCH_PROJECTION (0), PGBENCH (path to pgbench).
 */
const { execFileSync, fork } = require('node:child_process');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { existsSync } = require('node:fs');
const { randomUUID, randomBytes } = require('node:crypto');
const { Client } = require('pg');
const { dist, startApp, rng, percentile, pgUrl, PG_HOST, PG_PORT, PG_USER } = require('./common.cjs');

/** Jiffies of the whole box, busy and idle, from /proc/stat (Linux). */
function boxCpu() {
  try {
    const f = require('node:fs')
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const idle = f[3] + f[4];
    return { idle, total: f.reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

/** Where the CPU went during a phase: busy share of the box, and this Node process's own share. */
function cpuReport(boxBefore, nodeBefore, seconds, calls) {
  const box = boxCpu();
  const node = process.cpuUsage(nodeBefore);
  const cores = require('node:os').availableParallelism();
  const nodeMs = (node.user + node.system) / 1000;
  const parts = [
    `node ${((100 * nodeMs) / (seconds * 1000)).toFixed(0)}% of one core (${((nodeMs * 1000) / calls).toFixed(0)} us/call)`,
  ];
  if (box && boxBefore) {
    const total = box.total - boxBefore.total;
    const busy = total - (box.idle - boxBefore.idle);
    parts.push(
      `box busy ${((100 * busy) / total).toFixed(0)}% of ${cores} cores (${(((busy / total) * cores * seconds * 1e6) / calls).toFixed(0)} us CPU/call)`,
    );
  }
  return parts.join(', ');
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const SCALE = Number(process.env.BENCH_PGBENCH_SCALE ?? 10);
const UNIT_CENTS = 50_000;

function pgbenchPath() {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  for (const p of ['/usr/lib/postgresql/15/bin/pgbench', '/usr/bin/pgbench']) if (existsSync(p)) return p;
  return 'pgbench';
}

async function admin(sql) {
  const c = new Client({ connectionString: pgUrl('postgres') });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

/** The cluster's WAL insert position, in bytes. */
async function walLsn() {
  const { rows } = await admin(`SELECT pg_current_wal_lsn() - '0/0' AS bytes`);
  return Number(rows[0].bytes);
}

/** pgbench -b simple-update on its own database, same duration and client count. */
async function runPgbench() {
  const bin = pgbenchPath();
  const db = `lending_bench_pgbench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const conn = ['-h', PG_HOST, '-p', PG_PORT, '-U', PG_USER];
  await admin(`CREATE DATABASE "${db}"`);
  try {
    execFileSync(bin, [...conn, '-i', '-q', '-s', String(SCALE), db], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const wal0 = await walLsn();
    const out = execFileSync(
      bin,
      [
        ...conn,
        '-b',
        'simple-update',
        '-c',
        String(CLIENTS),
        '-j',
        String(Math.min(CLIENTS, 2)),
        '-T',
        String(SECONDS),
        '-n',
        db,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out);
    const lat = /latency average = ([\d.]+) ms/.exec(out);
    const failed = /number of failed transactions: (\d+)/.exec(out);
    const walBytes = (await walLsn()) - wal0;
    const transactions = /number of transactions actually processed: (\d+)/.exec(out);
    return {
      walPerTx: transactions ? walBytes / Number(transactions[1]) : NaN,
      tps: tps ? Number(tps[1]) : NaN,
      latencyMs: lat ? Number(lat[1]) : NaN,
      failed: failed ? Number(failed[1]) : 0,
    };
  } finally {
    await admin(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
  }
}

const CONSUMERS = process.env.BENCH_CONSUMERS !== '0';
const PROJECTED = process.env.BENCH_PROJECTION === '1';

/** The worker role in a process of its own, on the benchmark's database (see ledger-worker.cjs). */
async function startWorker(t) {
  await t.dataSource.query(
    `CREATE TABLE bench_ledger_counts (type text PRIMARY KEY, events bigint NOT NULL, units bigint NOT NULL)`,
  );
  const child = fork(join(__dirname, 'ledger-worker.cjs'), [], {
    env: { ...process.env, ...t.env, APP_ROLE: 'worker' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
  const ticks = () => {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (100/s)
  };
  const ticks0 = ticks();
  const lagNow = async () => {
    const [row] = await t.dataSource.query(
      `WITH last AS (SELECT s.seal_no, e.seq FROM domain_event_seals s JOIN domain_events e ON e.seq = s.seq
                      ORDER BY s.seal_no DESC LIMIT 1)
       SELECT (SELECT count(*) FROM domain_events e WHERE e.seq > coalesce((SELECT seq FROM last), 0) - 10000
                 AND NOT EXISTS (SELECT 1 FROM domain_event_seals s WHERE s.seq = e.seq))::int AS unsealed,
              (SELECT count(*) FROM domain_event_seals s JOIN domain_events e ON e.seq = s.seq
                WHERE s.seal_no > (SELECT min(checkpoint) FROM event_consumers)
                  AND e.type LIKE 'ledger.%')::int AS behind`,
    );
    return row;
  };
  return {
    cpuSeconds: () => (ticks() - ticks0) / 100,
    sampleLag() {
      const samples = [];
      let running = true;
      const loop = (async () => {
        while (running) {
          samples.push(await lagNow());
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      })();
      return {
        stop: async () => {
          running = false;
          await loop;
          const behind = samples.map((s) => s.behind);
          return {
            maxUnsealed: Math.max(0, ...samples.map((s) => s.unsealed)),
            maxBehind: Math.max(0, ...behind),
            meanBehind: behind.reduce((a, b) => a + b, 0) / Math.max(1, behind.length),
          };
        },
      };
    },
    async untilCaughtUp() {
      const from = Date.now();
      for (;;) {
        const { unsealed, behind } = await lagNow();
        if (unsealed === 0 && behind === 0) return (Date.now() - from) / 1000;
        if (Date.now() - from > 300_000) throw new Error(`worker still ${behind} events behind after 300 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The projection the worker kept equals a count of the ledger events in the log. */
async function checkProjection(t) {
  const rows = await t.dataSource.query(
    `SELECT e.type, count(*)::bigint::text AS events, coalesce(c.events, 0)::text AS projected
       FROM domain_events e LEFT JOIN bench_ledger_counts c ON c.type = e.type
      WHERE e.type LIKE 'ledger.%' GROUP BY e.type, c.events ORDER BY e.type`,
  );
  const wrong = rows.filter((r) => r.events !== r.projected);
  console.log(
    wrong.length
      ? `  PROJECTION MISMATCH: ${JSON.stringify(wrong)}`
      : `  ledger projection equals the log: ${rows.map((r) => `${r.type.slice(7)} ${r.events}`).join(', ')}`,
  );
  if (wrong.length) process.exitCode = 1;
}

async function main() {
  const { UnitsLedger, LedgerVerifier } = dist('modules/units-ledger/index');
  const { AppError } = dist('platform/index');
  console.log(`ledger-throughput: ${CLIENTS} concurrent workers, ${SECONDS}s, ${MEMBERS} members`);
  const t = await startApp('ledger');
  try {
    const ledger = t.app.get(UnitsLedger);
    const verifier = t.app.get(LedgerVerifier);
    const members = Array.from({ length: MEMBERS }, () => randomUUID());

    // Expected state, from successful facade calls only.
    const exp = { paid: new Map(), loyalty: new Map(), cents: new Map(), rows: 0 };
    const bump = (map, k, d) => map.set(k, (map.get(k) ?? 0) + d);
    const reversible = []; // posted transfers/posts not reversed yet: { id, member, units, cents }
    const replayable = []; // commands already accepted, for idempotent replays

    // Open every member's accounts with a first posted transfer (not timed).
    for (const m of members) {
      const cmd = tcmd(m, 10, `open:${m}`);
      const r = await ledger.transfer(cmd);
      exp.rows++;
      bump(exp.paid, m, 10);
      bump(exp.cents, m, 10 * UNIT_CENTS);
      reversible.push({ id: r.transfer.id, member: m, units: 10, cents: 10 * UNIT_CENTS });
    }

    const stats = {
      calls: 0,
      ops: {
        transfer: 0,
        replay: 0,
        pendingPost: 0,
        pendingVoid: 0,
        reversal: 0,
        loyaltyAdd: 0,
        loyaltyDeduct: 0,
      },
      rejected: new Map(),
      unexpected: [],
      latencies: [],
    };
    const byOp = new Map(); // facade method -> latencies (ms)
    const callLedger = async (fn, op = 'transfer') => {
      const started = process.hrtime.bigint();
      try {
        return await fn();
      } finally {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        stats.calls++;
        stats.latencies.push(ms);
        if (!byOp.has(op)) byOp.set(op, []);
        byOp.get(op).push(ms);
      }
    };

    function tcmd(memberId, units, key, pending = false) {
      return {
        memberId,
        units,
        unitValueCents: UNIT_CENTS,
        narration: `Bench transfer ${key}`,
        payType: 'Wire Transfer',
        kind: 'manual',
        actorId: null,
        idempotencyKey: `bench:${key}`,
        pending,
      };
    }

    const deadline = Date.now() + SECONDS * 1000;
    let seq = 0;
    async function worker(w) {
      const r = rng(1000 + w);
      const pick = (a) => a[Math.floor(r() * a.length)];
      while (Date.now() < deadline) {
        const p = r();
        const member = pick(members);
        const units = 1 + Math.floor(r() * 100);
        try {
          if (p < 0.7) {
            if (r() < 0.05 && replayable.length) {
              // A client retry with the same idempotency key: must move nothing.
              const cmd = pick(replayable);
              const res = await callLedger(() => ledger.transfer(cmd));
              if (!res.duplicate)
                stats.unexpected.push(`replay of ${cmd.idempotencyKey} was not a duplicate`);
              stats.ops.replay++;
            } else {
              const cmd = tcmd(member, units, `t:${w}:${seq++}`);
              const res = await callLedger(() => ledger.transfer(cmd));
              exp.rows++;
              bump(exp.paid, member, units);
              bump(exp.cents, member, units * UNIT_CENTS);
              reversible.push({ id: res.transfer.id, member, units, cents: units * UNIT_CENTS });
              if (replayable.length < 1000) replayable.push(cmd);
              stats.ops.transfer++;
            }
          } else if (p < 0.8) {
            const pending = await callLedger(
              () => ledger.transfer(tcmd(member, units, `p:${w}:${seq++}`, true)),
              'pending',
            );
            exp.rows++;
            // Approval sometimes changes the units.
            const approved = r() < 0.2 ? 1 + Math.floor(r() * 100) : undefined;
            const res = await callLedger(
              () => ledger.postPending(pending.transfer.id, null, approved),
              'postPending',
            );
            exp.rows++;
            const u = approved ?? units;
            bump(exp.paid, member, u);
            bump(exp.cents, member, u * UNIT_CENTS);
            reversible.push({ id: res.transfer.id, member, units: u, cents: u * UNIT_CENTS });
            stats.ops.pendingPost++;
          } else if (p < 0.85) {
            const pending = await callLedger(
              () => ledger.transfer(tcmd(member, units, `v:${w}:${seq++}`, true)),
              'pending',
            );
            exp.rows++;
            await callLedger(() => ledger.voidPending(pending.transfer.id, null), 'voidPending');
            exp.rows++;
            stats.ops.pendingVoid++;
          } else if (p < 0.9) {
            if (!reversible.length) continue;
            const i = Math.floor(r() * reversible.length);
            const victim = reversible[i];
            reversible[i] = reversible[reversible.length - 1];
            reversible.pop();
            await callLedger(() => ledger.reverse(victim.id, null), 'reverse');
            exp.rows++;
            bump(exp.paid, victim.member, -victim.units);
            bump(exp.cents, victim.member, -victim.cents);
            stats.ops.reversal++;
          } else {
            const have = exp.loyalty.get(member) ?? 0;
            const deduct = have > 0 && r() < 0.3;
            const delta = deduct ? -(1 + Math.floor(r() * have)) : 1 + Math.floor(r() * 20);
            await callLedger(
              () =>
                ledger.adjustLoyalty({
                  memberId: member,
                  units: delta,
                  narration: 'Bench loyalty',
                  actorId: null,
                  idempotencyKey: `bench:l:${w}:${seq++}`,
                }),
              'adjustLoyalty',
            );
            exp.rows++;
            bump(exp.loyalty, member, delta);
            stats.ops[deduct ? 'loyaltyDeduct' : 'loyaltyAdd']++;
          }
        } catch (error) {
          if (error instanceof AppError) {
            const key = error.message;
            stats.rejected.set(key, (stats.rejected.get(key) ?? 0) + 1);
          } else {
            stats.unexpected.push(String(error && error.stack ? error.stack.split('\n')[0] : error));
          }
        }
      }
    }

    const background = CONSUMERS ? await startWorker(t) : null;
    const started = Date.now();
    const box0 = boxCpu();
    const node0 = process.cpuUsage();
    const wal0 = await walLsn();
    const lagSampler = background?.sampleLag();
    await Promise.all(Array.from({ length: CLIENTS }, (_, w) => worker(w)));
    const elapsed = (Date.now() - started) / 1000;
    const lag = await lagSampler?.stop();
    const cpu = cpuReport(box0, node0, (Date.now() - started) / 1000, stats.calls);
    const walPerCall = ((await walLsn()) - wal0) / stats.calls;
    const lat = stats.latencies.sort((a, b) => a - b);
    const callsPerSec = stats.calls / elapsed;
    const movesPerSec =
      (stats.ops.transfer +
        stats.ops.pendingPost +
        stats.ops.reversal +
        stats.ops.loyaltyAdd +
        stats.ops.loyaltyDeduct) /
      elapsed;

    console.log(`\nLedger (facade, ${elapsed.toFixed(1)}s):`);
    console.log(`  facade calls: ${stats.calls} -> ${callsPerSec.toFixed(1)}/s`);
    console.log(`  posted unit movements (transfer, post, reversal, loyalty): ${movesPerSec.toFixed(1)}/s`);
    console.log(
      `  latency per call ms: p50 ${percentile(lat, 50).toFixed(1)}  p95 ${percentile(lat, 95).toFixed(1)}  max ${lat[lat.length - 1].toFixed(1)}`,
    );
    console.log(`  cpu: ${cpu}; WAL ${(walPerCall / 1024).toFixed(1)} KiB/call`);
    console.log(`  mix: ${JSON.stringify(stats.ops)}`);
    for (const [op, ms] of byOp) {
      ms.sort((a, b) => a - b);
      const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
      console.log(
        `    ${op.padEnd(14)} ${String(ms.length).padStart(6)} calls  mean ${mean.toFixed(2)} ms  p50 ${percentile(ms, 50).toFixed(2)}  p95 ${percentile(ms, 95).toFixed(2)}`,
      );
    }
    if (stats.rejected.size)
      console.log(`  business rejections: ${JSON.stringify(Object.fromEntries(stats.rejected))}`);
    if (stats.unexpected.length)
      console.log(
        `  UNEXPECTED errors: ${stats.unexpected.length} e.g. ${stats.unexpected.slice(0, 3).join(' | ')}`,
      );

    if (background) {
      const workerCpu = background.cpuSeconds() / elapsed;
      console.log(
        `  worker process (sealer + consumers${PROJECTED ? ' + ledger projection' : ''}) during the window:` +
          ` ${(100 * workerCpu).toFixed(0)}% of one core; lag max ${lag.maxUnsealed} unsealed events,` +
          ` max ${lag.maxBehind} (mean ${lag.meanBehind.toFixed(0)}) ledger events behind for the slowest consumer`,
      );
      const catchUp = await background.untilCaughtUp();
      console.log(`  caught up ${catchUp.toFixed(1)} s after the window`);
      await background.stop();
      if (PROJECTED) await checkProjection(t);
    } else console.log('  (no worker: events sealed and consumed after the run)');

    let pg = null;
    if (process.env.BENCH_SKIP_PGBENCH !== '1') {
      console.log(`\npgbench -b simple-update -c ${CLIENTS} -T ${SECONDS} (scale ${SCALE}) ...`);
      const pgBox0 = boxCpu();
      pg = await runPgbench();
      const pgBox = boxCpu();
      if (pgBox && pgBox0) {
        const total = pgBox.total - pgBox0.total;
        pg.busy = (100 * (total - (pgBox.idle - pgBox0.idle))) / total;
      }
      console.log(
        `  pgbench: ${pg.tps.toFixed(1)} tps, latency avg ${pg.latencyMs} ms, failed ${pg.failed}, WAL ${(pg.walPerTx / 1024).toFixed(1)} KiB/tx${pg.busy !== undefined ? `, box busy ${pg.busy.toFixed(0)}% (includes init)` : ''}`,
      );
    }

    // Verification: the ledger's own verifier, then our expected totals vs the database.
    // APP_ROLE=api runs no sealer/relay: seal and relay the committed events now, as test-app's drainEvents does.
    const { EventRelay } = dist('platform/index');
    const drainStart = Date.now();
    let relayed = 0;
    for (let moved = -1, i = 0; moved !== 0 && i < 1000; i++)
      relayed += moved = await t.app.get(EventRelay).drain();
    console.log(
      `\nSealed and relayed ${relayed} events in ${((Date.now() - drainStart) / 1000).toFixed(1)}s`,
    );
    const report = await verifier.verify();
    const q = (sql) => t.dataSource.query(sql);
    const problems = [];
    // System accounts have no projected row: their balance is the sum of their postings.
    const rows = await q(`SELECT a.owner_id, a.kind,
        coalesce(b.units, (SELECT coalesce(sum(p.units), 0) FROM ledger_postings p WHERE p.account_id = a.id))::bigint AS units,
        coalesce(b.cents, 0)::bigint AS cents, coalesce(b.pending_units, 0)::bigint AS pending
        FROM ledger_accounts a LEFT JOIN ledger_balances b ON b.account_id = a.id`);
    let dbPaid = 0n,
      dbLoyalty = 0n,
      dbPending = 0n,
      issuer = 0n,
      loyaltyIssuer = 0n;
    for (const row of rows) {
      const units = BigInt(row.units);
      if (row.kind === 'issuer') issuer = units;
      else if (row.kind === 'loyalty_issuer') loyaltyIssuer = units;
      else if (row.kind === 'member_paid') {
        dbPaid += units;
        dbPending += BigInt(row.pending);
        if (Number(units) !== (exp.paid.get(row.owner_id) ?? 0))
          problems.push(`member ${row.owner_id}: paid ${units}, expected ${exp.paid.get(row.owner_id) ?? 0}`);
        if (Number(row.cents) !== (exp.cents.get(row.owner_id) ?? 0))
          problems.push(
            `member ${row.owner_id}: cents ${row.cents}, expected ${exp.cents.get(row.owner_id) ?? 0}`,
          );
      } else {
        dbLoyalty += units;
        if (Number(units) !== (exp.loyalty.get(row.owner_id) ?? 0))
          problems.push(
            `member ${row.owner_id}: loyalty ${units}, expected ${exp.loyalty.get(row.owner_id) ?? 0}`,
          );
      }
    }
    const sum = (m) => [...m.values()].reduce((a, b) => a + b, 0);
    const expPaid = BigInt(sum(exp.paid));
    const expLoyalty = BigInt(sum(exp.loyalty));
    if (dbPaid !== expPaid) problems.push(`paid units ${dbPaid} != expected ${expPaid}`);
    if (dbLoyalty !== expLoyalty) problems.push(`loyalty units ${dbLoyalty} != expected ${expLoyalty}`);
    if (issuer !== -expPaid) problems.push(`issuer ${issuer} != ${-expPaid}`);
    if (loyaltyIssuer !== -expLoyalty) problems.push(`loyalty issuer ${loyaltyIssuer} != ${-expLoyalty}`);
    if (dbPending !== 0n) problems.push(`pending units left ${dbPending} (all pendings were resolved)`);
    const [{ n }] = await q(`SELECT count(*)::int AS n FROM ledger_transfers`);
    if (n !== exp.rows) problems.push(`ledger_transfers has ${n} rows, successful calls say ${exp.rows}`);
    if (stats.unexpected.length) problems.push(`${stats.unexpected.length} unexpected errors`);

    console.log(`\nVerification:`);
    console.log(
      `  LedgerVerifier: ${report.ok ? 'OK' : 'FAILED'} ${JSON.stringify(report.counts)}${report.ok ? '' : ' ' + report.problems.slice(0, 5).join('; ')}`,
    );
    console.log(
      `  units moved: paid ${dbPaid} (expected ${expPaid}), loyalty ${dbLoyalty} (expected ${expLoyalty}), issuer ${issuer}, loyalty issuer ${loyaltyIssuer}, rows ${n} (expected ${exp.rows})`,
    );
    console.log(
      `  lost/duplicated units: ${problems.length ? 'PROBLEMS: ' + problems.slice(0, 5).join('; ') : 'none'}`,
    );

    console.log(`\nSummary:`);
    console.log(`  ledger facade calls/s   ${callsPerSec.toFixed(1)}`);
    if (pg) {
      console.log(`  pgbench simple-update   ${pg.tps.toFixed(1)} tps`);
      console.log(
        `  ratio ledger/pgbench    ${(callsPerSec / pg.tps).toFixed(3)} (${((100 * callsPerSec) / pg.tps).toFixed(1)}%)`,
      );
    }
    console.log(`  verification            ${report.ok && !problems.length ? 'PASS' : 'FAIL'}`);
    const ok = report.ok && !problems.length;
    return ok;
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
