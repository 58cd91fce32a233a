import { randomUUID } from 'node:crypto';
import { ProjectionRebuilder, type SealedLog } from '../../src/platform';
import { NetworkReadModelProjection } from '../../src/modules/referral-network/application/projections/network-read-model.projection';
import { TreeChanges } from '../../src/modules/referral-network/application/tree-changes';
import { startTestApp, type TestApp } from '../support/test-app';
import { ledgerOf, transferCommand } from '../ledger/ledger-fixtures';
import {
  type Member,
  newIds,
  newMember,
  publishDeletion,
  publishRegistrations,
  referredMember,
  treeOf,
} from './network-fixtures';

jest.setTimeout(600_000);

const NAME = 'network.read-model';

/** Every row of every table of the model, every column, in key order. */
async function snapshot(t: TestApp) {
  const q = (sql: string) => t.dataSource.query(sql);
  return {
    members: await q(`SELECT * FROM network_members ORDER BY member_id`),
    units: await q(`SELECT * FROM network_units ORDER BY member_id`),
    closure: await q(`SELECT * FROM network_closure ORDER BY ancestor_id, depth, joined_at, member_id`),
    tiers: await q(`SELECT * FROM network_tiers ORDER BY ancestor_id, depth`),
  };
}

const TABLES = ['network_members', 'network_units', 'network_closure', 'network_tiers'];

/**
 * The tables' shape as the catalog has it: columns, indexes, constraints, owner and grants. A rebuild
 * swaps in new tables (ADR 0052): they must be the migrated ones in everything but their rows.
 */
async function catalogOf(t: TestApp) {
  const q = (sql: string) => t.dataSource.query(sql, [TABLES]);
  return {
    columns: await q(`SELECT table_name, ordinal_position, column_name, data_type, is_nullable, column_default
                        FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ANY($1)
                       ORDER BY 1, 2`),
    indexes: await q(`SELECT tablename, indexname, indexdef FROM pg_indexes
                       WHERE schemaname = 'public' AND tablename = ANY($1) ORDER BY 1, 2`),
    constraints:
      await q(`SELECT c.conrelid::regclass::text AS t, c.conname, c.contype, pg_get_constraintdef(c.oid) AS def,
                                 c.convalidated, i.relname AS index
                            FROM pg_constraint c LEFT JOIN pg_class i ON i.oid = c.conindid
                           WHERE c.conrelid::regclass::text = ANY($1) ORDER BY 1, 2`),
    grants: await q(`SELECT c.relname, pg_get_userbyid(c.relowner) AS owner, r.rolname AS grantee,
                            a.privilege_type, a.is_grantable
                       FROM pg_class c CROSS JOIN aclexplode(c.relacl) a LEFT JOIN pg_roles r ON r.oid = a.grantee
                      WHERE c.relnamespace = 'public'::regnamespace AND c.relname = ANY($1) ORDER BY 1, 3, 4`),
    // The copies' schema goes with the swap.
    leftovers: await t.dataSource.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild\\_%'`),
  };
}

/** A seeded pick, so that a failure can be run again as it was. */
function picker(seed: number) {
  let state = seed;
  return <T>(list: readonly T[]): T => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return list[state % list.length];
  };
}

describe('network read models rebuilt set-wise', () => {
  let t: TestApp;
  let real: Member[];
  let generated: string[];
  let migrated: Awaited<ReturnType<typeof catalogOf>>;

  beforeAll(async () => {
    t = await startTestApp();
    migrated = await catalogOf(t);
    const root = await newMember(t);
    const child = await referredMember(t, root);
    real = [root, child, await referredMember(t, child), await newMember(t)];
    const pick = picker(22);
    generated = [];
    // A bushy tree under the real members, then a chain under its last member.
    for (const id of newIds(60)) {
      await publishRegistrations(t, [{ id, referrerId: pick([...real.map((r) => r.id), ...generated]) }]);
      generated.push(id);
    }
    const chain = newIds(40);
    await publishRegistrations(
      t,
      chain.map((id, i) => ({ id, referrerId: i === 0 ? generated[59] : chain[i - 1] })),
    );
    generated.push(...chain);
    await publishRegistrations(t, [{ id: randomUUID(), referrerId: null }]);
    await t.drainEvents();

    const ledger = ledgerOf(t);
    const reversible: string[] = [];
    for (const member of real)
      for (const units of [3, 5]) {
        const { transfer } = await ledger.transfer(transferCommand(member.id, { units }));
        reversible.push(transfer.id);
      }
    const { transfer: loyalty } = await ledger.adjustLoyalty({
      memberId: real[1].id,
      units: 4,
      narration: 'rebuild test',
      actorId: null,
      idempotencyKey: `test:${randomUUID()}`,
    });
    // Undone in the same batch as they were given: the member keeps a row of 0 units, as in a rebuild.
    await ledger.reverse(reversible[6], null);
    await ledger.reverse(reversible[7], null);
    await ledger.reverse(loyalty.id, null);
    await t.drainEvents();
    await ledger.reverse(reversible[0], null);

    const changes = t.app.get(TreeChanges);
    // A real member with units and its downline under a generated member, the chain's middle under the root.
    await changes.assignParent(real[1].id, generated[10], real[0].id);
    await changes.assignParent(chain[20], real[0].id, real[0].id);
    await changes.assignParent(generated[5], generated[30], real[0].id);
    await t.drainEvents();
    // Leaving members: one whose children go to a chosen member, one whose children become top-level.
    const tree = await treeOf(t);
    const withChildren = generated.filter((id) => [...tree.values()].includes(id));
    await publishDeletion(t, withChildren[0], real[3].id);
    await publishDeletion(t, withChildren[1], null);
    await publishDeletion(t, chain[39], null);
    await t.drainEvents();
  });
  afterAll(() => t.close());

  it('gives the live model row for row, as the replay does', async () => {
    const live = await snapshot(t);
    expect(live.closure.length).toBeGreaterThan(400);
    expect(live.units.some((u: { units: string }) => Number(u.units) === 0)).toBe(true);
    const rebuilder = t.app.get(ProjectionRebuilder);

    const replayed = await rebuilder.rebuild(NAME, { replay: true });
    expect(replayed.mode).toBe('replay');
    expect(await snapshot(t)).toEqual(live);

    await t.dataSource.query(`DELETE FROM network_tiers WHERE depth > 3`);
    await t.dataSource.query(`UPDATE network_members SET children_count = 0`);
    const setWise = await rebuilder.rebuild(NAME);
    expect(setWise).toMatchObject({
      mode: 'set-wise',
      events: replayed.events,
      checkpoint: replayed.checkpoint,
    });
    expect(await snapshot(t)).toEqual(live);
  });

  it('swaps in tables with the migrated indexes, keys, grants and owner, and keeps keys that point at them', async () => {
    expect(migrated.indexes.length).toBe(7);
    expect(await catalogOf(t)).toEqual(migrated); // after the first test's rebuilds
    expect(migrated.grants.some((g: { grantee: string }) => g.grantee === 'lending_test_app')).toBe(true);
    const live = await snapshot(t);
    const someone = live.members[0].member_id;
    // A table of another module pointing into the model: its key must follow the swap and still hold.
    await t.asOwner(async (q) => {
      await q(
        `CREATE TABLE rebuild_test_refs (member_id uuid NOT NULL REFERENCES network_members (member_id))`,
      );
      await q(`INSERT INTO rebuild_test_refs VALUES ($1)`, [someone]);
    });
    try {
      await t.app.get(ProjectionRebuilder).rebuild(NAME);
      expect(await catalogOf(t)).toEqual(migrated);
      expect(await snapshot(t)).toEqual(live);
      const [key] = await t.dataSource.query(
        `SELECT confrelid::regclass::text AS target, convalidated FROM pg_constraint
          WHERE conrelid = 'rebuild_test_refs'::regclass AND contype = 'f'`,
      );
      expect(key).toEqual({ target: 'network_members', convalidated: true });
      await expect(
        t.dataSource.query(`DELETE FROM network_members WHERE member_id = $1`, [someone]),
      ).rejects.toMatchObject({ code: '23503' });
      // The planner has the new tables' statistics at once.
      const [{ analyzed }] = await t.dataSource.query(
        `SELECT count(*)::int AS analyzed FROM pg_stats WHERE schemaname = 'public' AND tablename = ANY($1)`,
        [TABLES],
      );
      expect(analyzed).toBeGreaterThan(10);
    } finally {
      await t.asOwner((q) => q(`DROP TABLE rebuild_test_refs`));
    }
  });

  it('keeps the old model for readers until it commits, and the events that arrive meanwhile land after it', async () => {
    const before = await snapshot(t);
    const projection = t.app.get(NetworkReadModelProjection);
    const setWise = projection.rebuildFrom.bind(projection);
    const moved = generated[70]; // in the chain, above the members that left
    const newcomer = randomUUID();
    let seenMeanwhile: Awaited<ReturnType<typeof snapshot>> | undefined;
    const spy = jest.spyOn(projection, 'rebuildFrom').mockImplementation(async (log: SealedLog, m) => {
      // After the head was taken: a move and a registration, committed while the rebuild runs.
      await t.app.get(TreeChanges).assignParent(moved, real[2].id, real[0].id);
      await publishRegistrations(t, [{ id: newcomer, referrerId: moved }]);
      const events = await setWise(log, m);
      seenMeanwhile = await snapshot(t);
      return events;
    });
    try {
      await t.app.get(ProjectionRebuilder).rebuild(NAME);
    } finally {
      spy.mockRestore();
    }
    expect(seenMeanwhile).toEqual(before);
    const rebuilt = await snapshot(t);
    expect(rebuilt).toEqual(before);

    // The live projection writes into the swapped-in tables, as the app's role.
    await t.drainEvents();
    const live = await snapshot(t);
    const member = (id: string) => live.members.find((r: { member_id: string }) => r.member_id === id);
    expect(member(moved).parent_id).toBe(real[2].id);
    expect(member(newcomer).parent_id).toBe(moved);
    await t.app.get(ProjectionRebuilder).rebuild(NAME);
    expect(await snapshot(t)).toEqual(live);
  });
});
