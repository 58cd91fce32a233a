'use strict';
/**
 * Fills a database created by the app's migrations with a referral network, in bulk SQL, as the app
 * would have left it after every member registered through a referral link and received units:
 *
 * - `members` members in a realistic tree (preferential attachment: each new member picks a parent
 *   with probability proportional to 1 + its children; TOP_LEVEL_SHARE of them register without a
 *   link), so a few members have huge downlines;
 * - `chain` members in a chain (each the only referral of the one before) as a separate component;
 * - identity's `users` rows (referrer_id set), the network's write side (`network_tree`), one ledger
 *   transfer from the issuer per member (transfer, postings, balance, Trx#), and per member the
 *   events identity.UserRegistered, network.MemberJoinedNetwork and ledger.UnitsTransferred, sealed
 *   with the app's own chain hash;
 * - the read models of projection `network.read-model` computed in bulk: members and referral
 *   counts, units, the closure level by level by depth, the tiers by GROUP BY.
 *
 * The fill runs as the superuser with session_replication_role = replica (no foreign-key triggers);
 * secondary indexes of the big tables are dropped first and recreated from their own definitions.
 * `q(sql, params)` answers the rows.
 */
const { dist, rng } = require('./common.cjs');
const { sealer } = require('./verify-10m.cjs');

const TOP_LEVEL_SHARE = 0.01;
const DAY = 86_400;
const SPAN_SECONDS = 365 * DAY;
const UNIT_CENTS = 50_000;
const FIRST_NAMES = [
  'Ada',
  'Ben',
  'Cleo',
  'Dev',
  'Eva',
  'Finn',
  'Gia',
  'Hugo',
  'Ines',
  'Jon',
  'Kai',
  'Lea',
  'Max',
  'Nia',
  'Omar',
  'Pia',
];
const LAST_NAMES = Array.from({ length: 100 }, (_, i) => `Surname${String(i).padStart(2, '0')}`);

/** Parent index (-1 = top-level), depth from its root, and units of every member; chain last. */
function shapeOf(members, chain, seed) {
  const random = rng(seed);
  const total = members + chain;
  const parent = new Int32Array(total).fill(-1);
  const level = new Int32Array(total);
  const units = new Int32Array(total);
  // Each member once, plus once per child: a uniform pick from the pool is proportional to 1 + children.
  const pool = new Int32Array(2 * members);
  let size = 0;
  for (let i = 0; i < members; i++) {
    if (i > 0 && random() >= TOP_LEVEL_SHARE) {
      const p = pool[Math.floor(random() * size)];
      parent[i] = p;
      level[i] = level[p] + 1;
      pool[size++] = p;
    }
    pool[size++] = i;
  }
  for (let k = 1; k < chain; k++) {
    parent[members + k] = members + k - 1;
    level[members + k] = k;
  }
  for (let i = 0; i < total; i++) units[i] = 1 + Math.floor(random() * 50);
  return { total, parent, level, units };
}

/** The realistic member with the largest downline (parents come before their children). */
function largestDownline(shape, members) {
  const size = new Int32Array(members);
  for (let i = members - 1; i > 0; i--) if (shape.parent[i] >= 0) size[shape.parent[i]] += size[i] + 1;
  let best = 0;
  for (let i = 1; i < members; i++) if (size[i] > size[best]) best = i;
  return { i: best, downline: size[best] };
}

/** Join time (whole seconds: the event carries milliseconds) of member i: the realistic tree and the chain each spread over a year. */
function joinedAtSeconds(i, members, chain, start) {
  return i < members
    ? start + Math.floor((i * SPAN_SECONDS) / Math.max(members, 1))
    : start + Math.floor(((i - members) * SPAN_SECONDS) / Math.max(chain, 1)) + 1;
}

/** Drops the secondary indexes (and, for `keyed`, the primary and unique keys) of `tables`, runs fill, recreates them. */
async function withoutIndexes(q, tables, keyed, fill) {
  const constraints = await q(
    `SELECT c.conrelid::regclass::text AS tbl, c.conname, pg_get_constraintdef(c.oid) AS def, i.relname AS index
       FROM pg_constraint c JOIN pg_class i ON i.oid = c.conindid
      WHERE c.conrelid::regclass::text = ANY($1) AND c.contype IN ('p', 'u')`,
    [tables],
  );
  const owned = new Set(constraints.map((c) => c.index));
  const indexes = (
    await q(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = ANY($1)`, [tables])
  ).filter((ix) => !owned.has(ix.indexname));
  const dropped = constraints.filter((c) => keyed.includes(c.tbl));
  for (const ix of indexes) await q(`DROP INDEX ${ix.indexname}`);
  for (const c of dropped) await q(`ALTER TABLE ${c.tbl} DROP CONSTRAINT ${c.conname}`);
  await fill();
  for (const c of dropped) await q(`ALTER TABLE ${c.tbl} ADD CONSTRAINT ${c.conname} ${c.def}`);
  for (const ix of indexes) await q(ix.indexdef);
}

async function fillNetwork(q, { members, chain, seed = 11, passwordHash, log = console.log }) {
  const phases = [];
  const timed = async (name, work) => {
    const t0 = Date.now();
    const result = await work();
    phases.push([name, Date.now() - t0]);
    log(`  ${name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    return result;
  };
  // Scratch tables live in a schema of their own: the app grants itself every table of public at boot.
  await q(`CREATE SCHEMA IF NOT EXISTS bench_scratch`);
  await q(`SET search_path = bench_scratch, public`);
  await q(`SET session_replication_role = replica`);
  await q(`SET synchronous_commit = off`);
  await q(`SET maintenance_work_mem = '512MB'`);
  await q(`SET work_mem = '256MB'`);

  const shape = await timed('shape (generated in Node, loaded in chunks)', async () => {
    const s = shapeOf(members, chain, seed);
    const start = Math.floor(Date.now() / 1000) - SPAN_SECONDS - DAY;
    await q(`CREATE UNLOGGED TABLE bench_shape (i int PRIMARY KEY, parent int, level int NOT NULL,
               units int NOT NULL, joined_at timestamptz NOT NULL, id uuid NOT NULL)`);
    const CHUNK = 100_000;
    for (let from = 0; from < s.total; from += CHUNK) {
      const to = Math.min(s.total, from + CHUNK);
      const is = Array.from({ length: to - from }, (_, k) => from + k);
      await q(
        `INSERT INTO bench_shape (i, parent, level, units, joined_at, id)
         SELECT i, nullif(p, -1), l, u, to_timestamp(t), md5('bench-member-' || i)::uuid
           FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::float8[]) AS x(i, p, l, u, t)`,
        [
          is,
          is.map((i) => s.parent[i]),
          is.map((i) => s.level[i]),
          is.map((i) => s.units[i]),
          is.map((i) => joinedAtSeconds(i, members, chain, start)),
        ],
      );
    }
    await q(`CREATE INDEX ON bench_shape (level)`);
    await q(`CREATE INDEX ON bench_shape (parent)`);
    await q(`ANALYZE bench_shape`);
    return s;
  });

  await timed('users (as registration leaves them)', () =>
    withoutIndexes(q, ['users'], [], () =>
      q(
        `INSERT INTO users (id, fname, lname, email, phone, role, password_hash, referral_token, referrer_id,
                            units_purchase_intent, pay_now, pay_type, email_verified_at, created_at, updated_at)
         SELECT s.id, ($2::text[])[1 + s.i % array_length($2, 1)], ($3::text[])[1 + (s.i / 7) % array_length($3, 1)],
                lower(($2::text[])[1 + s.i % array_length($2, 1)] || '.' || ($3::text[])[1 + (s.i / 7) % array_length($3, 1)])
                  || '.' || s.i || '@bench.example',
                '5550100', 'User', $1, md5('bench-ref-' || s.i), p.id, s.units, 'No', 'Wire Transfer',
                s.joined_at, s.joined_at, s.joined_at
           FROM bench_shape s LEFT JOIN bench_shape p ON p.i = s.parent ORDER BY s.i`,
        [passwordHash, FIRST_NAMES, LAST_NAMES],
      ),
    ),
  );

  await timed('network_tree (the write side)', () =>
    withoutIndexes(q, ['network_tree'], [], () =>
      q(`INSERT INTO network_tree (member_id, parent_id, joined_at)
         SELECT s.id, p.id, s.joined_at FROM bench_shape s LEFT JOIN bench_shape p ON p.i = s.parent ORDER BY s.i`),
    ),
  );

  await timed('ledger: accounts, one transfer per member, postings, balances, Trx#', () =>
    withoutIndexes(q, ['ledger_transfers', 'ledger_postings'], [], async () => {
      await q(`INSERT INTO ledger_accounts (id, kind, owner_id, created_at)
               SELECT md5('bench-paid-' || i)::uuid, 'member_paid', id, joined_at FROM bench_shape ORDER BY i`);
      await q(
        `INSERT INTO ledger_transfers (id, no, type, idempotency_key, debit_account_id, credit_account_id, member_id,
                                       units, unit_value_cents, narration, pay_type, kind, created_at)
         SELECT md5('bench-transfer-' || s.i)::uuid, s.i + 1, 'transfer', 'bench:' || s.i, iss.id,
                md5('bench-paid-' || s.i)::uuid, s.id, s.units, $1, 'Units purchase', 'Wire', 'manual',
                s.joined_at + interval '1 hour'
           FROM bench_shape s CROSS JOIN (SELECT id FROM ledger_accounts WHERE kind = 'issuer') iss ORDER BY s.i`,
        [UNIT_CENTS],
      );
      await q(
        `SELECT setval(pg_get_serial_sequence('ledger_transfers', 'no'), (SELECT max(no) FROM ledger_transfers))`,
      );
      await q(`INSERT INTO ledger_postings (transfer_id, account_id, units, cents, created_at)
               SELECT t.id, leg.account_id, leg.sign * t.units, leg.sign * t.units * t.unit_value_cents, t.created_at
                 FROM ledger_transfers t
                 CROSS JOIN LATERAL (VALUES (t.debit_account_id, -1), (t.credit_account_id, 1)) AS leg(account_id, sign)
                ORDER BY t.no, leg.sign`);
      await q(
        `INSERT INTO ledger_balances (account_id, units, cents, pending_units, may_go_negative)
         SELECT md5('bench-paid-' || i)::uuid, units, units * $1::bigint, 0, false FROM bench_shape`,
        [UNIT_CENTS],
      );
      await q(
        `INSERT INTO ledger_trx_numbers (transfer_id, trx_no) SELECT id, no FROM ledger_transfers WHERE member_id IS NOT NULL`,
      );
    }),
  );

  await timed('events: UserRegistered, MemberJoinedNetwork, UnitsTransferred per member', async () => {
    const CHUNK = 100_000;
    for (let from = 0; from < shape.total; from += CHUNK) {
      await q(
        `INSERT INTO domain_events (type, aggregate_type, aggregate_id, payload, actor_id, occurred_at)
         SELECT e.type, e.aggregate_type, e.aggregate_id, e.payload, e.actor_id, e.occurred_at
           FROM bench_shape s LEFT JOIN bench_shape p ON p.i = s.parent
           JOIN ledger_transfers t ON t.id = md5('bench-transfer-' || s.i)::uuid
           JOIN users u ON u.id = s.id
           CROSS JOIN LATERAL (VALUES
             (1, 'identity.UserRegistered', 'User', s.id::text,
              jsonb_build_object('email', u.email, 'role', 'User', 'referrerId', p.id), s.id, s.joined_at),
             (2, 'network.MemberJoinedNetwork', 'NetworkMember', s.id::text,
              jsonb_build_object('memberId', s.id, 'parentId', p.id,
                                 'joinedAt', to_char(s.joined_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
              s.id, s.joined_at),
             (3, 'ledger.UnitsTransferred', 'Transfer', t.id::text,
              jsonb_build_object('transferId', t.id, 'no', t.no::text, 'memberId', s.id, 'units', t.units,
                                 'unitValueCents', t.unit_value_cents, 'kind', t.kind, 'narration', t.narration),
              NULL::uuid, t.created_at)
           ) AS e(k, type, aggregate_type, aggregate_id, payload, actor_id, occurred_at)
          WHERE s.i >= $1 AND s.i < $2 ORDER BY s.i, e.k`,
        [from, from + CHUNK],
      );
    }
  });

  await timed("seals (the app's chainHash, in Node)", () => sealer({ query: q })());

  const maxLevel = await timed('read model: members, units, closure level by level, tiers', async () => {
    await q(`INSERT INTO network_members (member_id, parent_id, joined_at, children_count)
             SELECT s.id, p.id, s.joined_at, coalesce(c.n, 0)
               FROM bench_shape s LEFT JOIN bench_shape p ON p.i = s.parent
               LEFT JOIN (SELECT parent, count(*)::int AS n FROM bench_shape WHERE parent IS NOT NULL GROUP BY parent) c
                 ON c.parent = s.i`);
    await q(`INSERT INTO network_units (member_id, units) SELECT id, units FROM bench_shape`);
    // Closure by member index first: level k = the rows of level k - 1 one step further, plus the
    // parent. Rows are appended level after level and found again by their level (an index that
    // only grows at its end): no table is emptied, so the chain's thousands of levels leave no
    // dead rows to scan.
    await q(
      `CREATE UNLOGGED TABLE bench_closure (lvl int NOT NULL, anc int NOT NULL, member int NOT NULL, depth int NOT NULL)`,
    );
    await q(`CREATE INDEX ON bench_closure (lvl)`);
    const [{ max }] = await q(`SELECT max(level) AS max FROM bench_shape`);
    const t0 = Date.now();
    for (let k = 1; k <= max; k++) {
      await q(
        `INSERT INTO bench_closure (lvl, anc, member, depth)
         SELECT $1, s.parent, s.i, 1 FROM bench_shape s WHERE s.level = $1
         UNION ALL
         SELECT $1, c.anc, s.i, c.depth + 1 FROM bench_closure c JOIN bench_shape s ON s.parent = c.member AND s.level = $1
          WHERE c.lvl = $1 - 1`,
        [k],
      );
    }
    log(`    closure by index, ${max} levels: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await q(`ANALYZE bench_closure`);
    await withoutIndexes(
      q,
      ['network_closure', 'network_tiers'],
      ['network_closure', 'network_tiers'],
      async () => {
        await q(`INSERT INTO network_closure (ancestor_id, depth, joined_at, member_id)
               SELECT a.id, c.depth, m.joined_at, m.id
                 FROM bench_closure c JOIN bench_shape a ON a.i = c.anc JOIN bench_shape m ON m.i = c.member`);
        await q(`INSERT INTO network_tiers (ancestor_id, depth, members, units)
               SELECT a.id, t.depth, t.members, t.units
                 FROM (SELECT c.anc, c.depth, count(*)::bigint AS members, sum(m.units)::bigint AS units
                         FROM bench_closure c JOIN bench_shape m ON m.i = c.member GROUP BY c.anc, c.depth) t
                 JOIN bench_shape a ON a.i = t.anc`);
      },
    );
    return max;
  });

  await timed('back-office figures (users, members, sign-ups and units per day)', async () => {
    // Added to what the projection counted at the first boot (the first SuperAdmin).
    await q(`INSERT INTO back_office_users (user_id, role, joined_on, active, paid)
             SELECT id, 'User', (joined_at AT TIME ZONE 'UTC')::date, true, false FROM bench_shape`);
    await q(
      `INSERT INTO back_office_counters (name, value) SELECT unnest(ARRAY['users', 'members']), $1::bigint
       ON CONFLICT (name) DO UPDATE SET value = back_office_counters.value + excluded.value`,
      [shape.total],
    );
    await q(`INSERT INTO back_office_daily (metric, day, value)
             SELECT 'signups', (joined_at AT TIME ZONE 'UTC')::date, count(*) FROM bench_shape GROUP BY 2
             UNION ALL
             SELECT 'units', (created_at AT TIME ZONE 'UTC')::date, sum(units) FROM ledger_transfers
              WHERE member_id IS NOT NULL GROUP BY 2
             ON CONFLICT (metric, day) DO UPDATE SET value = back_office_daily.value + excluded.value`);
  });

  const info = await timed('the members to measure, consumers at the log head, VACUUM ANALYZE', async () => {
    const [head] = await q(`SELECT coalesce(max(seal_no), 0)::text AS head FROM domain_event_seals`);
    const consumers = await q(`UPDATE event_consumers SET checkpoint = $1 RETURNING name`, [head.head]);
    const bigIndex = largestDownline(shape, members);
    const [big] = await q(`SELECT i, id FROM bench_shape WHERE i = $1`, [bigIndex.i]);
    big.downline = bigIndex.downline;
    const [bigTier] = await q(
      `SELECT depth, members FROM network_tiers WHERE ancestor_id = $1 ORDER BY members DESC, depth DESC LIMIT 1`,
      [big.id],
    );
    const [deepest] = await q(`SELECT max(depth) AS depth FROM network_tiers WHERE ancestor_id = $1`, [
      big.id,
    ]);
    const [deep] = await q(
      `SELECT i, id, level FROM bench_shape WHERE i < $1 ORDER BY level DESC, i LIMIT 1`,
      [members],
    );
    const byIndex = async (i) => (await q(`SELECT i, id, level FROM bench_shape WHERE i = $1`, [i]))[0];
    const typical = await q(`SELECT i, id FROM bench_shape WHERE i < $1 ORDER BY md5(i::text) LIMIT 50`, [
      members,
    ]);
    const chainRoot = await byIndex(members);
    const chainMiddle = await byIndex(members + Math.floor(chain / 2));
    const chainBottom = await byIndex(members + chain - 1);
    const rows = await q(`SELECT
        (SELECT count(*) FROM users)::bigint AS users, (SELECT count(*) FROM network_closure)::bigint AS closure,
        (SELECT count(*) FROM network_tiers)::bigint AS tiers, (SELECT count(*) FROM domain_events)::bigint AS events,
        (SELECT count(*) FROM ledger_transfers)::bigint AS transfers,
        pg_size_pretty(pg_total_relation_size('network_closure')) AS closure_size,
        pg_size_pretty(pg_total_relation_size('network_tiers')) AS tiers_size,
        pg_size_pretty(pg_database_size(current_database())) AS database_size`);
    await q(`DROP TABLE bench_closure, bench_shape`);
    await q(`VACUUM ANALYZE`);
    return {
      consumers: consumers.map((c) => c.name),
      big: {
        ...big,
        bigTier: bigTier.depth,
        bigTierMembers: Number(bigTier.members),
        deepestTier: deepest.depth,
      },
      deep,
      chainRoot,
      chainMiddle,
      chainBottom,
      typical,
      counts: rows[0],
    };
  });
  return { ...info, maxLevel, phases };
}

/**
 * The read model of each sample member against a recomputation from the write side (network_tree,
 * by a recursive walk) and the ledger's balances: tiers (members and units per depth), closure rows
 * and referral count. Answers the mismatches (empty when all agree).
 */
async function checkSample(q, ids) {
  const problems = [];
  for (const id of ids) {
    const recomputed = await q(
      `WITH RECURSIVE down(id, depth) AS (
         SELECT member_id, 1 FROM network_tree WHERE parent_id = $1
         UNION ALL
         SELECT t.member_id, d.depth + 1 FROM down d JOIN network_tree t ON t.parent_id = d.id)
       SELECT d.depth, count(*)::bigint AS members, coalesce(sum(b.units), 0)::bigint AS units
         FROM down d LEFT JOIN ledger_accounts a ON a.owner_id = d.id AND a.kind = 'member_paid'
         LEFT JOIN ledger_balances b ON b.account_id = a.id
        GROUP BY d.depth ORDER BY d.depth`,
      [id],
    );
    const kept = await q(
      `SELECT depth, members::bigint, units::bigint FROM network_tiers WHERE ancestor_id = $1 ORDER BY depth`,
      [id],
    );
    const [closure] = await q(`SELECT count(*)::bigint AS n FROM network_closure WHERE ancestor_id = $1`, [
      id,
    ]);
    const [children] = await q(
      `SELECT (SELECT children_count FROM network_members WHERE member_id = $1) AS kept,
              (SELECT count(*)::int FROM network_tree WHERE parent_id = $1) AS real`,
      [id],
    );
    const a = JSON.stringify(recomputed.map((r) => [r.depth, String(r.members), String(r.units)]));
    const b = JSON.stringify(kept.map((r) => [r.depth, String(r.members), String(r.units)]));
    const total = recomputed.reduce((sum, r) => sum + Number(r.members), 0);
    if (a !== b) problems.push(`${id}: tiers ${b.slice(0, 200)} but recomputed ${a.slice(0, 200)}`);
    if (Number(closure.n) !== total)
      problems.push(`${id}: ${closure.n} closure rows for a downline of ${total}`);
    if (children.kept !== children.real)
      problems.push(`${id}: children_count ${children.kept}, tree ${children.real}`);
  }
  return problems;
}

/**
 * The app's own projection (`network.read-model`) applying one MemberJoinedNetwork under `parentId`
 * on a pg client, timed and rolled back. The shim answers queries as TypeORM's postgres driver does.
 */
async function timeJoinApply(client, parentId, runs = 5) {
  const { NetworkReadModelProjection } = dist(
    'modules/referral-network/application/projections/network-read-model.projection',
  );
  const projection = new NetworkReadModelProjection({ register() {} });
  let rows = 0;
  const manager = {
    query: async (sql, params) => {
      const r = await client.query(sql, params);
      rows += r.rowCount ?? 0;
      return r.command === 'UPDATE' || r.command === 'DELETE' ? [r.rows, r.rowCount] : r.rows;
    },
  };
  const times = [];
  for (let run = 0; run < runs; run++) {
    const memberId = require('node:crypto').randomUUID();
    const joinedAt = new Date().toISOString();
    const event = {
      id: require('node:crypto').randomUUID(),
      type: 'network.MemberJoinedNetwork',
      aggregateType: 'NetworkMember',
      aggregateId: memberId,
      payload: { memberId, parentId, joinedAt },
      actorId: memberId,
      occurredAt: joinedAt,
    };
    await client.query('BEGIN');
    try {
      const t0 = process.hrtime.bigint();
      await projection.apply(event, manager);
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    } finally {
      await client.query('ROLLBACK');
    }
  }
  times.sort((x, y) => x - y);
  return {
    median: times[Math.floor(times.length / 2)],
    min: times[0],
    max: times[times.length - 1],
    rowsPerJoin: rows / runs,
  };
}

module.exports = { fillNetwork, checkSample, timeJoinApply, shapeOf };
