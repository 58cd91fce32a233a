'use strict';
/**
 * Seasons and pools at a million members (issue 20 §3). One run:
 * 1. a fresh database created by the app's migrations, filled by network-fill.cjs (BENCH_MEMBERS
 *    members in a realistic tree and a chain BENCH_CHAIN deep, one ledger transfer each, their sealed
 *    events: all of it is Season 1); then BENCH_SEASONS - 1 locks, each appended as the lock appends
 *    them (seasons row locked, next one opened, seasons.SeasonLocked + seasons.SeasonOpened in the
 *    log) and followed by BENCH_SEASON_UNITS ledger.UnitsTransferred events for random members (the
 *    events only: the season-units projection reads nothing else), all sealed with the app's chain;
 * 2. the season-units projection rebuilt from that log by the app's own CLI
 *    (`projection-rebuild seasons-pools.season-units`), timed, and its per-season totals compared with
 *    what the generator wrote (every lock freezes its season's pools while replaying);
 * 3. the built server as its own process; a full pools computation of the current season (its cache
 *    emptied before each of BENCH_REPEAT calls) timed through `admin/pool/seasons/:no`;
 * 4. a request loop of C connections for S seconds per target, BENCH_REPEAT rounds: user/fetch (the
 *    baseline) and admin/season/units-season-vise first page, a search, a far page; each p95 as a ratio
 *    to the same round's user/fetch p95 (target: under 3x); min / median / max over the rounds.
 * Env: BENCH_MEMBERS (1000000), BENCH_CHAIN (5000), BENCH_SEASONS (10), BENCH_SEASON_UNITS (100000),
 * BENCH_CONNECTIONS (10), BENCH_SECONDS (8), BENCH_WARMUP_SECONDS (2), BENCH_REPEAT (3), BENCH_KEEP=1;
 * BENCH_DATABASE=<a database a BENCH_KEEP=1 run kept>: steps 3 and 4 only, on that database (after
 * a change of the server's reads, without filling again).
 */
const argon2 = require('argon2');
const { Client } = require('pg');
const { loadavg } = require('node:os');
const { fillNetwork } = require('./network-fill.cjs');
const { sealer } = require('./verify-10m.cjs');
const { loadLoop } = require('./load-loop.cjs');
const { call, callOk, serverOnFreshDatabase } = require('./server-process.cjs');

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const CHAIN = Number(process.env.BENCH_CHAIN ?? 5000);
const SEASONS = Number(process.env.BENCH_SEASONS ?? 10);
const SEASON_UNITS = Number(process.env.BENCH_SEASON_UNITS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const PASSWORD = 'Bench-password-1';
const PROJECTION = 'seasons.season-units';
const FACTOR = 3;
const POOLS_LIMIT_S = 10;
const REBUILD_LIMIT_S = 600;
const UNIT_CENTS = 50_000;
const DAY_MS = 86_400_000;

const n = (x) => Number(x).toLocaleString('en-US');
const ms = (x) => (Number.isFinite(x) ? x.toFixed(1) : '—');
const spread = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0], median: s[Math.floor(s.length / 2)], max: s[s.length - 1] };
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * Seasons 2..SEASONS: each lock as the app's lock writes it, then SEASON_UNITS unit events in the new
 * season (1 to 5 units for a member picked at random). Answers the units the generator put in each season.
 */
async function addSeasons(q) {
  const perSeason = new Map();
  const [{ season1 }] = await q(`SELECT coalesce(sum(units), 0)::bigint AS season1 FROM ledger_transfers
                                  WHERE member_id IS NOT NULL`);
  perSeason.set(1, Number(season1));
  await q(`CREATE TEMP TABLE bench_members AS
             SELECT (row_number() OVER (ORDER BY id) - 1)::int AS i, id FROM users WHERE role = 'User'`);
  await q(`CREATE UNIQUE INDEX ON bench_members (i)`);
  const [{ count: members }] = await q(`SELECT count(*)::int AS count FROM bench_members`);
  await q(`SET session_replication_role = replica`);
  for (let no = 2; no <= SEASONS; no++) {
    // Locked seasons are in the past; the current one opened a day ago.
    const lockedAt = new Date(Date.now() - (SEASONS - no + 1) * DAY_MS);
    const lockDate = lockedAt.toISOString().slice(0, 10);
    await q(`UPDATE seasons SET lock_date = $2, locked_at = $3 WHERE no = $1`, [no - 1, lockDate, lockedAt]);
    await q(`INSERT INTO seasons (no, name, started_at) VALUES ($1, $2, $3)`, [no, `Season ${no}`, lockedAt]);
    await q(
      `INSERT INTO domain_events (type, aggregate_type, aggregate_id, payload, actor_id, occurred_at)
       VALUES ('seasons.SeasonLocked', 'Season', $1::text,
               jsonb_build_object('seasonNo', $1::int, 'name', 'Season ' || $1, 'lockDate', $3::text,
                                  'lockedAt', $4::text, 'scheduleId', md5('bench-schedule-' || $1)::uuid,
                                  'nextSeasonNo', $2::int), NULL, $4::timestamptz),
              ('seasons.SeasonOpened', 'Season', $2::text,
               jsonb_build_object('seasonNo', $2::int, 'name', 'Season ' || $2, 'startedAt', $4::text), NULL, $4::timestamptz)`,
      [no - 1, no, lockDate, lockedAt.toISOString()],
    );
    const [{ units }] = await q(
      `WITH picked AS (
         SELECT k, s.id AS member_id, 1 + (hashtext('u' || $1 || '-' || k) & 3) AS units
           FROM generate_series(1, $2::int) k
           JOIN bench_members s ON s.i = (hashtext($1 || '-' || k)::bigint & 2147483647) % $3),
       inserted AS (
         INSERT INTO domain_events (type, aggregate_type, aggregate_id, payload, actor_id, occurred_at)
         SELECT 'ledger.UnitsTransferred', 'Transfer', md5('bench-season-' || $1 || '-' || k),
                jsonb_build_object('transferId', md5('bench-season-' || $1 || '-' || k)::uuid, 'memberId', member_id,
                                   'units', units, 'unitValueCents', $4::int, 'kind', 'manual',
                                   'narration', 'Units purchase',
                                   'changes', jsonb_build_array(jsonb_build_object('memberId', member_id,
                                     'paidUnits', units, 'freeUnits', 0, 'cents', units * $4::int))),
                NULL, $5::timestamptz + k * interval '1 millisecond'
           FROM picked ORDER BY k
         RETURNING 1)
       SELECT (SELECT sum(units) FROM picked)::bigint AS units, (SELECT count(*) FROM inserted) AS events`,
      [no, SEASON_UNITS, members, UNIT_CENTS, lockedAt],
    );
    perSeason.set(no, Number(units));
  }
  await q(`RESET session_replication_role`);
  await sealer({ query: q })();
  const [{ head }] = await q(`SELECT coalesce(max(seal_no), 0)::text AS head FROM domain_event_seals`);
  await q(`UPDATE event_consumers SET checkpoint = $1`, [head]);
  await q(`VACUUM ANALYZE`);
  return perSeason;
}

async function rebuild(server, q, perSeason) {
  const t0 = Date.now();
  const out = await server.cli('projection-rebuild', [PROJECTION]);
  const seconds = (Date.now() - t0) / 1000;
  const rows = await q(`SELECT no FROM seasons ORDER BY no`);
  const differences = [];
  const totals = await seasonTotals(server);
  for (const { no } of rows) {
    const expected = perSeason.get(no) ?? 0;
    if (Number(totals[String(no)] ?? 0) !== expected)
      differences.push(`Season ${no}: ${totals[String(no)]} units in the projection, ${expected} written`);
  }
  return { seconds, out: out.trim().split('\n').pop(), differences };
}

let adminToken = null;
async function seasonTotals(server) {
  await server.start();
  try {
    adminToken ??= await signInAdmin(server);
    const body = await callOk(server.base, 'GET', '/api/admin/season/units-season-vise?page=1&perPage=10', {
      token: adminToken,
    });
    return body.data.seasonViseUnits;
  } finally {
    await server.stop();
  }
}

const signInAdmin = async (server) =>
  (
    await callOk(server.base, 'POST', '/api/login', {
      body: { email: server.env.ADMIN_EMAIL, password: server.env.ADMIN_PASSWORD },
    })
  ).data.token;

/** A full pools computation of the current season: its cache emptied, then one call that computes it. */
async function timePools(server, q, current) {
  const times = [];
  for (let i = 0; i < REPEAT; i++) {
    await q(`DELETE FROM season_pool_rows WHERE season_no = $1`, [current]);
    await q(`DELETE FROM season_pool_tables WHERE season_no = $1`, [current]);
    const t0 = process.hrtime.bigint();
    const reply = await call(
      server.base,
      'GET',
      `/api/admin/pool/seasons/${current}?pool=builders&perPage=10`,
      {
        token: adminToken,
      },
    );
    times.push(Number(process.hrtime.bigint() - t0) / 1e9);
    if (reply.status !== 200)
      throw new Error(`pools: ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`);
    if (!(reply.body.data.totals.members > 0)) throw new Error('pools: no member in the Builders pool');
  }
  return times;
}

function targets(tokens, lastPage) {
  const get = (path) => () => ({ path, method: 'GET', headers: { authorization: `Bearer ${tokens.admin}` } });
  const vise = '/api/admin/season/units-season-vise';
  return [
    [
      'user/fetch (one member per connection)',
      (i) => ({
        path: '/api/user/fetch',
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokens.members[i % tokens.members.length]}`,
          'content-type': 'application/json',
        },
        body: '{}',
      }),
      (b) => Boolean(b.data.id) || 'no id',
    ],
    [
      'units-season-vise, first page',
      get(`${vise}?page=1&perPage=10`),
      (b) => (b.data.users.data.length === 10 && b.data.totalSeasons === SEASONS) || 'wrong page',
    ],
    [
      'units-season-vise, search "surname42"',
      get(`${vise}?page=1&perPage=10&search=surname42`),
      (b) => b.data.users.data.length > 0 || 'no hit',
    ],
    [
      `units-season-vise, a far page (${n(lastPage)} of 10 per page)`,
      get(`${vise}?page=${lastPage}&perPage=10`),
      (b) => b.data.users.data.length > 0 || 'empty page',
    ],
  ];
}

async function measureRound(base, list) {
  const results = [];
  for (const [title, request, check] of list) {
    const probe = request(0);
    const reply = await call(base, probe.method, probe.path, {
      token: probe.headers.authorization.slice(7),
      body: probe.body ? JSON.parse(probe.body) : undefined,
    });
    if (reply.status !== 200)
      throw new Error(`${title}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`);
    const verdict = check(reply.body);
    if (verdict !== true) throw new Error(`${title}: ${verdict}`);
    const r = await loadLoop(base, request, {
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP,
    });
    if (r.failures.length)
      throw new Error(`${title}: ${r.failures.length} failed requests, e.g. ${r.failures[0]}`);
    results.push({ title, ...r });
    console.log(`  ${title}: p50 ${ms(r.p50)} ms, p95 ${ms(r.p95)} ms (${Math.round(r.rps)} req/s)`);
  }
  return results;
}

async function fillAndRebuild(server, q) {
  console.log(
    `filling: ${n(MEMBERS)} members in a realistic tree + a chain of ${n(CHAIN)}; ${SEASONS} seasons`,
  );
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
  const t0 = Date.now();
  const info = await fillNetwork(q, { members: MEMBERS, chain: CHAIN, passwordHash: hash });
  await q(`RESET session_replication_role`);
  const perSeason = await addSeasons(q);
  const [{ events }] = await q(`SELECT count(*)::bigint AS events FROM domain_events`);
  console.log(
    `filled in ${((Date.now() - t0) / 1000).toFixed(0)} s: ${JSON.stringify(info.counts)}; ${n(events)} events; units per season ${JSON.stringify(Object.fromEntries(perSeason))}`,
  );

  console.log(`\nrebuild of ${PROJECTION} from the log (load average ${load()})`);
  const r = await rebuild(server, q, perSeason);
  console.log(
    `  ${r.seconds.toFixed(1)} s (${r.out}); target < ${REBUILD_LIMIT_S} s: ${r.seconds < REBUILD_LIMIT_S ? 'met' : '**MISSED**'}`,
  );
  console.log(`  per-season totals against the generator: ${r.differences.length ? 'DIFFERENT' : 'equal'}`);
  for (const d of r.differences) console.log(`    ${d}`);
  if (r.differences.length) process.exitCode = 1;
}

async function main() {
  const started = Date.now();
  const kept = process.env.BENCH_DATABASE ?? null;
  const server = await serverOnFreshDatabase('seasons', kept);
  await server.start();
  await server.stop();
  const db = new Client({ connectionString: server.databaseUrl });
  await db.connect();
  const q = async (sql, params) => (await db.query(sql, params)).rows;
  try {
    if (kept) {
      console.log(`measuring the kept database ${kept} (no fill, no rebuild)`);
      await server.start();
      adminToken = await signInAdmin(server);
      await server.stop();
    } else await fillAndRebuild(server, q);

    await server.start();
    const tokens = { admin: adminToken, members: [] };
    const typical = await q(
      `SELECT email FROM users WHERE email LIKE '%@bench.example' ORDER BY md5(id::text) LIMIT $1`,
      [CONNECTIONS],
    );
    for (const { email } of typical)
      tokens.members.push(
        (await callOk(server.base, 'POST', '/api/login', { body: { email, password: PASSWORD } })).data.token,
      );

    console.log(
      `\na full pools computation of Season ${SEASONS} (the current one), ${REPEAT} times (load average ${load()})`,
    );
    const pools = spread(await timePools(server, q, SEASONS));
    console.log(
      `  min ${pools.min.toFixed(2)} s, median ${pools.median.toFixed(2)} s, max ${pools.max.toFixed(2)} s; target < ${POOLS_LIMIT_S} s: ${pools.max < POOLS_LIMIT_S ? 'met' : '**MISSED**'}`,
    );

    const first = await callOk(server.base, 'GET', '/api/admin/season/units-season-vise?page=1&perPage=10', {
      token: adminToken,
    });
    // The farthest page the API takes (page ≤ 100,000): the oldest members of a million.
    const lastPage = Math.min(100_000, Math.max(1, Math.floor(first.data.users.total / 10) - 1));
    const list = targets(tokens, lastPage);
    const ratios = new Map(list.slice(1).map(([title]) => [title, []]));
    const p95s = new Map(list.map(([title]) => [title, []]));
    for (let round = 1; round <= REPEAT; round++) {
      console.log(
        `\nround ${round} of ${REPEAT}: ${CONNECTIONS} connections, ${SECONDS} s per target after ${WARMUP} s (load average ${load()})`,
      );
      const results = await measureRound(server.base, list);
      const baseline = results[0].p95;
      for (const res of results) {
        p95s.get(res.title).push(res.p95);
        if (ratios.has(res.title)) ratios.get(res.title).push(res.p95 / baseline);
      }
    }
    console.log(
      `\n| call | p95 ms min / median / max | p95 ratio to user/fetch min / median / max | target ≤ ${FACTOR}x |`,
    );
    console.log('|---|---|---|---|');
    for (const [title] of list) {
      const p = spread(p95s.get(title));
      const ratio = ratios.get(title);
      const s = ratio ? spread(ratio) : null;
      console.log(
        `| ${title} | ${ms(p.min)} / ${ms(p.median)} / ${ms(p.max)} | ${s ? `${s.min.toFixed(2)}x / ${s.median.toFixed(2)}x / ${s.max.toFixed(2)}x` : '(baseline)'} | ${s ? (s.max <= FACTOR ? 'met' : s.median <= FACTOR ? 'median met, max **missed**' : '**MISSED**') : ''} |`,
      );
    }
    await server.stop();
    console.log(`\nwhole run ${((Date.now() - started) / 1000).toFixed(0)} s; load average ${load()}`);
  } finally {
    await db.end().catch(() => {});
    await server.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
