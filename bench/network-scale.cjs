'use strict';
/**
 * The referral network at a million members (issue 11 §5). One run:
 * 1. a fresh database created by the app's migrations (the built server boots once on it), filled by
 *    network-fill.cjs: BENCH_MEMBERS members in a realistic tree and a chain BENCH_CHAIN deep, their
 *    users rows, tree, ledger transfers, sealed events and read models; a sample of the read models
 *    checked against a recomputation from the tree and the ledger;
 * 2. the built server as its own process (NODE_ENV=production, APP_ROLE all), and a request loop of C
 *    connections for S seconds per target: p50/p95 of user/fetch (the baseline, members signed in one
 *    per connection) and of the network's reads for the member with the largest downline, the admin's
 *    users list and dashboard, and the same reads for the chain's root and middle member; each p95 as
 *    a ratio to user/fetch's (target: 3x on the realistic tree, < 1 s on the chain);
 * 3. the cost of one join: a registration through a referral link timed until the projection applied
 *    it, and the projection's own statements for that join (rolled back), for the deepest realistic
 *    member and the bottom of the chain;
 * 4. `npm run projection:rebuild -- network.read-model` timed, on this database when BENCH_MEMBERS <=
 *    BENCH_REBUILD_MEMBERS, else on a second database filled the same way with BENCH_REBUILD_MEMBERS;
 *    the rebuilt read models compared row for row with the bulk-filled ones.
 * Env: BENCH_MEMBERS (1000000), BENCH_CHAIN (5000), BENCH_CONNECTIONS (10), BENCH_SECONDS (8),
 * BENCH_WARMUP_SECONDS (2), BENCH_REBUILD_MEMBERS (BENCH_MEMBERS), BENCH_REBUILD_CHAIN (BENCH_CHAIN),
 * BENCH_SKIP_REBUILD=1, BENCH_SKIP_READS=1 (steps 2 and 3 left out: the fill and the rebuild only),
 * BENCH_KEEP=1; BENCH_DATABASE=<a database a BENCH_KEEP=1 run kept>: step 4 only, on that database as it
 * is (no fill; its read models are the bulk fill's as long as no rebuild ran on it).
 */
const argon2 = require('argon2');
const jwt = require('jsonwebtoken');
const { Client } = require('pg');
const { loadavg } = require('node:os');
const { checkSample, fillNetwork, timeJoinApply } = require('./network-fill.cjs');
const { loadLoop } = require('./load-loop.cjs');
const { call, callOk, serverOnFreshDatabase, sleep } = require('./server-process.cjs');

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const CHAIN = Number(process.env.BENCH_CHAIN ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
// The rebuild is set-wise since session 24 (ADR 0052): each read-model row written once, so it runs
// on the measured database itself by default (the replay took 12 min for 20,000 + a chain of 1,000).
const REBUILD_MEMBERS = Number(process.env.BENCH_REBUILD_MEMBERS ?? MEMBERS);
const REBUILD_CHAIN = Number(process.env.BENCH_REBUILD_CHAIN ?? CHAIN);
const SKIP_READS = process.env.BENCH_SKIP_READS === '1';
const PASSWORD = 'Bench-password-1';
const REALISTIC_FACTOR = 3;
const CHAIN_LIMIT_MS = 1000;
const READ_MODELS = ['network_members', 'network_units', 'network_closure', 'network_tiers'];

const n = (x) => Number(x).toLocaleString('en-US');
const ms = (x) => (Number.isFinite(x) ? x.toFixed(1) : '—');

/** A database with the app's schema (the server booted once on it) and the network filled in. */
async function filledDatabase(name, members, chain) {
  const server = await serverOnFreshDatabase(name);
  await server.start();
  await server.stop();
  const db = new Client({ connectionString: server.databaseUrl });
  await db.connect();
  const q = async (sql, params) => (await db.query(sql, params)).rows;
  const started = Date.now();
  console.log(
    `\nfilling ${server.databaseUrl.replace(/.*\//, '')}: ${n(members)} members in a realistic tree + a chain of ${n(chain)}`,
  );
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
  const info = await fillNetwork(q, { members, chain, passwordHash: hash });
  await q(`RESET session_replication_role`);
  console.log(`filled in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(info.counts)}`);
  return { server, db, q, info };
}

async function signIn(base, email) {
  return (await callOk(base, 'POST', '/api/login', { body: { email, password: PASSWORD } })).data.token;
}

const emailOf = async (q, id) => (await q(`SELECT email FROM users WHERE id = $1`, [id]))[0].email;

/**
 * The targets: [group, title, request(connection) -> {path, method, headers, body}, check(body)].
 * A request that answers 404 for a route the branch does not have yet is skipped with a note.
 */
function targets({ base, tokens, info }) {
  const json = (token, path, body) => () => ({
    path,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const get = (token, path) => () => ({ path, method: 'GET', headers: { authorization: `Bearer ${token}` } });
  const member = (who, token, id, downline, tiers) => [
    [
      who,
      'get-user-tiers',
      get(token, '/api/user/get-user-tiers'),
      (b) => b.data.total === downline || `total ${b.data.total}, expected ${downline}`,
    ],
    ...tiers.map(([label, index, expected]) => [
      who,
      `fetch-users-tier-level, ${label} (tier ${index}, ${n(expected)} members)`,
      json(token, '/api/user/fetch-users-tier-level', { index, page: 1 }),
      (b) => b.data.total === expected || `total ${b.data.total}, expected ${expected}`,
    ]),
    [
      who,
      'get-user-tree, first level',
      get(token, '/api/user/get-user-tree'),
      (b) => Array.isArray(b.data.referrals) || 'no referrals',
    ],
  ];
  const { big, chainRoot, chainMiddle } = info;
  return [
    [
      'baseline',
      'user/fetch (one member per connection)',
      (i) => json(tokens.typical[i % tokens.typical.length], '/api/user/fetch', {})(),
      (b) => Boolean(b.data.id) || 'no id',
    ],
    [
      'baseline',
      'user/fetch (the largest downline)',
      json(tokens.big, '/api/user/fetch', {}),
      (b) => b.data.id === big.id || 'other user',
    ],
    ...member(`largest downline (${n(big.downline)})`, tokens.big, big.id, big.downline, [
      ['tier 1', 1, big.tier1],
      ['the biggest tier', big.bigTier, big.bigTierMembers],
      ['the deepest tier', big.deepestTier, big.deepestTierMembers],
    ]),
    [
      'admin',
      'admin/user/fetch-all, page 1 of 10',
      get(tokens.admin, '/api/admin/user/fetch-all?page=1&perPage=10'),
      (b) => b.data.total >= info.counts.users - 1 || `total ${b.data.total}`,
    ],
    [
      'admin',
      'admin/user/fetch-all, search "surname42"',
      get(tokens.admin, '/api/admin/user/fetch-all?page=1&perPage=10&search=surname42'),
      (b) => b.data.total > 0 || 'no hit',
    ],
    [
      'admin',
      'admin/user/fetch-all, search one email',
      get(
        tokens.admin,
        `/api/admin/user/fetch-all?page=1&perPage=10&search=${encodeURIComponent(info.searchEmail)}`,
      ),
      (b) => b.data.total === 1 || `total ${b.data.total}`,
    ],
    [
      'admin',
      'admin/user/fetch-all, search "surname42" page 50',
      get(tokens.admin, '/api/admin/user/fetch-all?page=50&perPage=10&search=surname42'),
      (b) => b.data.data.length === 10 || `${b.data.data.length} rows`,
    ],
    [
      'admin',
      'admin/user/fetch-all, search a name no one has',
      get(tokens.admin, '/api/admin/user/fetch-all?page=1&perPage=10&search=zyxwv'),
      (b) => b.data.total === 0 || `total ${b.data.total}`,
    ],
    [
      'admin',
      'admin/user/fetch-all, search the end of one email (not its start)',
      get(
        tokens.admin,
        `/api/admin/user/fetch-all?page=1&perPage=10&search=${encodeURIComponent(info.searchEmail.slice(4))}`,
      ),
      (b) => b.data.total === 1 || `total ${b.data.total}`,
    ],
    [
      'admin',
      'admin/user/fetch-all, search the middle of one email (neither its start nor its end)',
      get(
        tokens.admin,
        `/api/admin/user/fetch-all?page=1&perPage=10&search=${encodeURIComponent(info.searchEmail.slice(4, -8))}`,
      ),
      (b) => b.data.total === 1 || `total ${b.data.total}`,
    ],
    [
      'admin',
      'admin/dashboard-data',
      get(tokens.admin, '/api/admin/dashboard-data'),
      (b) => b.data.top_leaders?.[0]?.id === info.topLeader || `top leader ${b.data.top_leaders?.[0]?.id}`,
    ],
    ...member('chain root', tokens.chainRoot, chainRoot.id, CHAIN - 1, [
      ['tier 1', 1, 1],
      ['the deepest tier', CHAIN - 1, 1],
    ]),
    ...member('chain middle', tokens.chainMiddle, chainMiddle.id, CHAIN - 1 - chainMiddle.level, [
      ['tier 1', 1, 1],
      ['the deepest tier', CHAIN - 1 - chainMiddle.level, 1],
    ]),
  ];
}

async function measureAll(base, list) {
  const results = [];
  for (const [group, title, request, check] of list) {
    const probe = request(0);
    const reply = await call(base, probe.method, probe.path, {
      token: probe.headers.authorization?.slice(7),
      body: probe.body ? JSON.parse(probe.body) : undefined,
    });
    if (reply.status === 404 && !reply.body?.code?.startsWith?.('NETWORK.')) {
      results.push({
        group,
        title,
        skipped: `404: the route is not on this branch yet (${reply.body?.code ?? reply.body?.message ?? ''})`,
      });
      continue;
    }
    if (reply.status < 200 || reply.status > 299)
      throw new Error(`${title}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`);
    const verdict = check(reply.body);
    if (verdict !== true)
      throw new Error(`${title}: wrong answer (${verdict}): ${JSON.stringify(reply.body).slice(0, 300)}`);
    const load = loadavg()[0];
    const r = await loadLoop(base, request, {
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP,
    });
    if (r.failures.length)
      throw new Error(`${title}: ${r.failures.length} failed requests, e.g. ${r.failures[0]}`);
    results.push({ group, title, ...r, load });
    console.log(
      `  ${group} / ${title}: p50 ${ms(r.p50)} ms, p95 ${ms(r.p95)} ms (${Math.round(r.rps)} req/s)`,
    );
  }
  return results;
}

function report(results) {
  const baseline = results.find((r) => r.title.startsWith('user/fetch (one member'));
  console.log(
    `\nrequest loop: ${CONNECTIONS} connections, ${SECONDS} s per target after ${WARMUP} s warm-up; ratio = p95 / user/fetch's p95 (${ms(baseline.p95)} ms)`,
  );
  console.log('| group | call | p50 ms | p95 ms | p99 ms | req/s | p95 ratio | target | met |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  const missed = [];
  for (const r of results) {
    if (r.skipped) {
      console.log(`| ${r.group} | ${r.title} | — | — | — | — | — | — | skipped: ${r.skipped} |`);
      continue;
    }
    const chain = r.group.startsWith('chain');
    const ratio = r.p95 / baseline.p95;
    const met = r.group === 'baseline' ? '' : chain ? r.p95 < CHAIN_LIMIT_MS : ratio <= REALISTIC_FACTOR;
    if (met === false) missed.push(r);
    console.log(
      `| ${r.group} | ${r.title} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${Math.round(r.rps)} | ${ratio.toFixed(2)}x | ${chain ? '< 1000 ms' : r.group === 'baseline' ? '' : `≤ ${REALISTIC_FACTOR}x`} | ${met === '' ? '' : met ? 'yes' : '**NO**'} |`,
    );
  }
  return missed;
}

/**
 * The statements a call runs, for EXPLAIN ANALYZE when its target is missed: the users list's search
 * as identity's users-page.query.ts writes it (an email's start or end by btree; else the newest users
 * walked; else one trigram scan giving the page and the capped count). Kept in step by hand.
 */
function statementsOf(title, info) {
  const term = title.includes('surname42')
    ? 'surname42'
    : title.includes('end of one email')
      ? info.searchEmail.slice(4)
      : title.includes('middle of one email')
        ? info.searchEmail.slice(4, -8)
        : title.includes('one email')
          ? info.searchEmail
          : title.includes('no one has')
            ? 'zyxwv'
            : null;
  if (!term) return [];
  const offset = title.includes('page 50') ? 490 : 0;
  const escaped = term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  const columns = 'id, fname, lname, email, role, referral_token, created_at';
  const newest = 'ORDER BY created_at DESC, id DESC';
  const matches = `(email LIKE $1 OR lower(fname || ' ' || lname) LIKE $1)`;
  if (term.indexOf('@') > 0 && title.includes('end of'))
    return [
      [
        `SELECT * FROM (SELECT *, count(*) OVER ()::int AS matched FROM (
           SELECT ${columns} FROM users WHERE deleted_at IS NULL AND reverse(email) LIKE $1 LIMIT 10001) m) c
          ${newest} LIMIT 10 OFFSET ${offset}`,
        [`${[...escaped].reverse().join('')}%`],
      ],
    ];
  if (term.indexOf('@') > 0)
    return [
      [
        `SELECT * FROM (SELECT *, count(*) OVER ()::int AS matched FROM (
           SELECT ${columns} FROM users WHERE deleted_at IS NULL AND email LIKE $1 LIMIT 10001) m) c
          ${newest} LIMIT 10 OFFSET ${offset}`,
        [`${escaped}%`],
      ],
    ];
  const pattern = `%${escaped}%`;
  const walk = Math.min(Math.max((offset + 11) * 200, 2000), 50000);
  return [
    [
      `SELECT ${columns} FROM (SELECT ${columns} FROM users WHERE deleted_at IS NULL ${newest} LIMIT ${walk}) newest
        WHERE ${matches} ${newest} LIMIT 11 OFFSET ${offset}`,
      [pattern],
    ],
    [
      `SELECT * FROM (SELECT *, count(*) OVER ()::int AS matched FROM (
         SELECT ${columns} FROM users WHERE deleted_at IS NULL AND ${matches} LIMIT 10001) m) c
        ${newest} LIMIT 10 OFFSET ${offset}`,
      [pattern],
    ],
  ];
}

async function explainMissed(q, list, info) {
  for (const r of list) {
    for (const [sql, params] of statementsOf(r.title, info)) {
      const plan = await q(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      console.log(
        `\nEXPLAIN ANALYZE for ${r.group} / ${r.title}:\n${sql}\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`,
      );
    }
  }
}

/** Registers a member through `parent`'s referral link and waits until the projection placed it. */
async function timeJoinEndToEnd(server, q, parent, label) {
  const [p] = await q(`SELECT referral_token FROM users WHERE id = $1`, [parent.id]);
  const email = `joiner.${label}.${Date.now()}@bench.example`;
  const proof = jwt.sign({ email, purpose: 'register', typ: 'proof' }, server.env.JWT_SECRET, {
    algorithm: 'HS256',
    expiresIn: 600,
  });
  const [{ ancestors }] = await q(
    `SELECT count(*)::int + 1 AS ancestors FROM network_closure WHERE member_id = $1`,
    [parent.id],
  );
  const t0 = Date.now();
  const reply = await callOk(server.base, 'POST', '/api/register', {
    body: {
      fname: 'Joining',
      lname: 'Member',
      email,
      email_proof: proof,
      country_code: '1',
      phone: '5551234567',
      gender: 'Female',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      address: '1 Main Street',
      country: 'United States',
      state: 'New York',
      city: 'New York',
      units_purchase_intent: 2,
      pay_now: 'No',
      pay_type: 'Wire Transfer',
      referral: parent.id,
      referral_token: p.referral_token,
    },
  });
  const registered = Date.now() - t0;
  const id = reply.data.user?.id ?? reply.data.id;
  for (;;) {
    const [{ placed }] = await q(
      `SELECT (SELECT count(*) FROM network_closure WHERE member_id = $1)::int AS placed`,
      [id],
    );
    if (placed === ancestors) break;
    if (Date.now() - t0 > 60_000)
      throw new Error(`${label}: the projection did not place the new member within 60 s`);
    await sleep(5);
  }
  return { registered, placed: Date.now() - t0, ancestors };
}

/** Times the rebuild of network.read-model from the log and compares it with the bulk-filled read models. */
async function rebuildAndCompare(server, q) {
  // In the scratch schema: the CLI's boot grants the app's role every table of public, as the owner,
  // which may not grant on the bench's own tables.
  await q(`CREATE SCHEMA IF NOT EXISTS bench_scratch`);
  for (const t of READ_MODELS)
    await q(`CREATE UNLOGGED TABLE bench_scratch.bench_before_${t} AS SELECT * FROM public.${t}`);
  const [{ events }] = await q(
    `SELECT count(*)::bigint AS events FROM domain_events WHERE type LIKE 'network.%' OR type LIKE 'ledger.%'`,
  );
  const t0 = Date.now();
  // The box is shared: the one-minute load average every 15 s while the rebuild runs.
  const loads = [loadavg()[0]];
  const sampler = setInterval(() => loads.push(loadavg()[0]), 15_000);
  const out = await server
    .cli('projection-rebuild', ['network.read-model'])
    .finally(() => clearInterval(sampler));
  const seconds = (Date.now() - t0) / 1000;
  loads.push(loadavg()[0]);
  const load = `load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)} (mean ${(loads.reduce((a, b) => a + b, 0) / loads.length).toFixed(1)} over ${loads.length} samples)`;
  const differences = [];
  for (const t of READ_MODELS) {
    const [{ missing, extra }] = await q(`SELECT
        (SELECT count(*) FROM (SELECT * FROM bench_scratch.bench_before_${t} EXCEPT ALL SELECT * FROM public.${t}) x)::bigint AS missing,
        (SELECT count(*) FROM (SELECT * FROM public.${t} EXCEPT ALL SELECT * FROM bench_scratch.bench_before_${t}) x)::bigint AS extra`);
    if (Number(missing) || Number(extra))
      differences.push(`${t}: ${missing} bulk rows not rebuilt, ${extra} rebuilt rows not in the bulk fill`);
    await q(`DROP TABLE bench_scratch.bench_before_${t}`);
  }
  return { seconds, events: Number(events), out: out.trim().split('\n').pop(), differences, load };
}

/** Steps 2 and 3: the request loop per target and the cost of one join. */
async function measureReadsAndJoins(server, db, q, info) {
  await server.start();
  const tokens = {
    admin: (
      await callOk(server.base, 'POST', '/api/login', {
        body: { email: server.env.ADMIN_EMAIL, password: server.env.ADMIN_PASSWORD },
      })
    ).data.token,
    big: await signIn(server.base, await emailOf(q, info.big.id)),
    chainRoot: await signIn(server.base, await emailOf(q, info.chainRoot.id)),
    chainMiddle: await signIn(server.base, await emailOf(q, info.chainMiddle.id)),
    typical: [],
  };
  for (const t of info.typical.slice(0, CONNECTIONS))
    tokens.typical.push(await signIn(server.base, await emailOf(q, t.id)));
  console.log(
    `\nmeasuring (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  const results = await measureAll(server.base, targets({ base: server.base, tokens, info }));
  const missed = report(results);
  const explained = process.env.BENCH_EXPLAIN_ALL === '1' ? results.filter((r) => !r.skipped) : missed;
  await explainMissed(q, explained, info);

  console.log('\none join (a registration through a referral link):');
  for (const [label, parent] of [
    [`under the deepest realistic member (depth ${info.deep.level})`, info.deep],
    [`under the bottom of the chain (depth ${info.chainBottom.level})`, info.chainBottom],
  ]) {
    const e2e = await timeJoinEndToEnd(server, q, parent, label.split(' ')[3]);
    const apply = await timeJoinApply(db, parent.id);
    console.log(
      `  ${label}: registration answered in ${e2e.registered} ms, placed by the projection ${e2e.placed} ms after the request ` +
        `(${e2e.ancestors} ancestors); the projection's join statements alone: median ${ms(apply.median)} ms ` +
        `(min ${ms(apply.min)}, max ${ms(apply.max)}, ${Math.round(apply.rowsPerJoin)} rows written, rolled back)`,
    );
  }
  await server.stop();
  if (missed.length)
    console.log(
      `\n${missed.length} target(s) missed: ${missed.map((m) => `${m.group} / ${m.title}`).join('; ')}`,
    );
}

/** Step 4 alone on a kept database (BENCH_DATABASE). */
async function rebuildKept(kept) {
  const server = await serverOnFreshDatabase('network', kept);
  await server.start();
  await server.stop();
  const db = new Client({ connectionString: server.databaseUrl });
  await db.connect();
  const q = async (sql, params) => (await db.query(sql, params)).rows;
  try {
    const [{ members, closure }] = await q(
      `SELECT (SELECT count(*) FROM network_members)::bigint AS members, (SELECT count(*) FROM network_closure)::bigint AS closure`,
    );
    console.log(`rebuilding on the kept database ${kept}: ${n(members)} members, ${n(closure)} closure rows`);
    const r = await rebuildAndCompare(server, q);
    console.log(
      `\nrebuild of network.read-model: ${r.seconds.toFixed(1)} s for ${n(r.events)} network and ledger events in the log (${r.out}); ${r.load}`,
    );
    console.log(
      `rebuilt read models against the kept ones: ${r.differences.length ? 'DIFFERENT' : 'equal, row for row'}`,
    );
    for (const d of r.differences) console.log(`  ${d}`);
    if (r.differences.length) process.exitCode = 1;
  } finally {
    await db.end().catch(() => {});
    await server.drop();
  }
}

async function main() {
  if (process.env.BENCH_DATABASE) return rebuildKept(process.env.BENCH_DATABASE);
  const started = Date.now();
  const { server, db, q, info } = await filledDatabase('network', MEMBERS, CHAIN);
  let rebuildDb = null;
  try {
    const sample = [
      info.big.id,
      info.deep.id,
      info.chainRoot.id,
      info.chainMiddle.id,
      ...info.typical.slice(0, 20).map((t) => t.id),
    ];
    const problems = await checkSample(q, sample);
    console.log(
      `sample check (${sample.length} members: tiers, closure and referral counts recomputed from network_tree and the ledger): ${problems.length ? 'FAILED' : 'equal'}`,
    );
    for (const p of problems) console.log(`  ${p}`);
    if (problems.length) throw new Error('the bulk-filled read models differ from the recomputation');
    const [tier1] = await q(`SELECT members FROM network_tiers WHERE ancestor_id = $1 AND depth = 1`, [
      info.big.id,
    ]);
    const [deepestTier] = await q(`SELECT members FROM network_tiers WHERE ancestor_id = $1 AND depth = $2`, [
      info.big.id,
      info.big.deepestTier,
    ]);
    info.big.tier1 = Number(tier1.members);
    info.big.deepestTierMembers = Number(deepestTier.members);
    const [leader] = await q(
      `SELECT member_id FROM network_members ORDER BY children_count DESC, joined_at, member_id LIMIT 1`,
    );
    info.topLeader = leader.member_id;
    info.searchEmail = await emailOf(q, info.typical[0].id);
    console.log(
      `largest downline: ${n(info.big.downline)} (tier 1 ${n(info.big.tier1)}, biggest tier ${info.big.bigTier} with ${n(info.big.bigTierMembers)}, deepest tier ${info.big.deepestTier}); deepest realistic member at depth ${info.deep.level}; ` +
        `consumers set to the log head: ${info.consumers.join(', ')}`,
    );

    if (!SKIP_READS) await measureReadsAndJoins(server, db, q, info);

    if (process.env.BENCH_SKIP_REBUILD !== '1') {
      let target = { server, q, members: MEMBERS, chain: CHAIN };
      if (MEMBERS > REBUILD_MEMBERS || REBUILD_CHAIN !== CHAIN) {
        const members = Math.min(MEMBERS, REBUILD_MEMBERS);
        console.log(
          `\nthe rebuild at this size would not fit the run: rebuilding at ${n(members)} members and a chain of ${n(REBUILD_CHAIN)} (BENCH_REBUILD_MEMBERS, BENCH_REBUILD_CHAIN)`,
        );
        rebuildDb = await filledDatabase('rebuild', members, REBUILD_CHAIN);
        target = { ...rebuildDb, members, chain: REBUILD_CHAIN };
      }
      const r = await rebuildAndCompare(target.server, target.q);
      console.log(
        `\nrebuild of network.read-model (${n(target.members)} realistic members + a chain of ${n(target.chain)}): ${r.seconds.toFixed(1)} s for ${n(r.events)} network and ledger events in the log (${r.out}); ${r.load}`,
      );
      console.log(
        `rebuilt read models against the bulk fill: ${r.differences.length ? 'DIFFERENT' : 'equal, row for row'}`,
      );
      for (const d of r.differences) console.log(`  ${d}`);
      if (r.differences.length) process.exitCode = 1;
    }
    console.log(
      `\nwhole run ${((Date.now() - started) / 1000).toFixed(0)} s; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await db.end().catch(() => {});
    await server.drop();
    if (rebuildDb) {
      await rebuildDb.db.end().catch(() => {});
      await rebuildDb.server.drop();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
