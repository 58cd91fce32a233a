import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { ProjectionRebuilder } from '../../src/platform';
import { TreeChanges } from '../../src/modules/referral-network/application/tree-changes';
import { startTestApp, type TestApp } from '../support/test-app';
import { ledgerOf, transferCommand } from '../ledger/ledger-fixtures';
import {
  type Member,
  newMember,
  publishDeletion,
  publishRegistrations,
  readModels,
  treeOf,
} from './network-fixtures';

jest.setTimeout(600_000);

type Op =
  | { op: 'join'; referrer: number; withReferrer: boolean }
  | { op: 'assign'; member: number; parent: number }
  | { op: 'delete'; member: number; heir: number; withHeir: boolean }
  | { op: 'units'; member: number; units: number }
  | { op: 'loyalty'; member: number; units: number }
  | { op: 'reverse'; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('join' as const),
      referrer: fc.nat(),
      withReferrer: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ op: fc.constant('assign' as const), member: fc.nat(), parent: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('delete' as const),
      member: fc.nat(),
      heir: fc.nat(),
      withHeir: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('units' as const),
      member: fc.nat(),
      units: fc.integer({ min: 1, max: 9 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('loyalty' as const),
      member: fc.nat(),
      units: fc.integer({ min: -5, max: 9 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }) },
);

/** The read models as they must be, recomputed from the write side's tree and the ledger's balances. */
async function recomputed(t: TestApp, realMembers: Member[]) {
  const tree = await treeOf(t);
  const balances = await ledgerOf(t).balances(realMembers.map((m) => m.id));
  const units = new Map<string, number>();
  for (const [id, b] of balances)
    if (b.paidUnits + b.loyaltyUnits !== 0) units.set(id, b.paidUnits + b.loyaltyUnits);
  const closure: Array<{ ancestor_id: string; member_id: string; depth: number }> = [];
  const tiers = new Map<string, { members: number; units: number }>();
  const children = new Map<string, number>();
  for (const member of tree.keys()) {
    let depth = 0;
    for (let at = tree.get(member); at; at = tree.get(at)) {
      depth++;
      // More levels than members: a cycle.
      if (depth > tree.size) throw new Error(`cycle through ${member}`);
      closure.push({ ancestor_id: at, member_id: member, depth });
      const key = `${at}/${depth}`;
      const tier = tiers.get(key) ?? { members: 0, units: 0 };
      tier.members++;
      tier.units += units.get(member) ?? 0;
      tiers.set(key, tier);
    }
    const parent = tree.get(member);
    if (parent) children.set(parent, (children.get(parent) ?? 0) + 1);
  }
  return { tree, units, closure, tiers, children };
}

describe('network read models (property)', () => {
  let t: TestApp;
  let real: Member[];

  beforeAll(async () => {
    t = await startTestApp();
    real = [];
    for (let i = 0; i < 3; i++) real.push(await newMember(t));
    await t.drainEvents();
  });
  afterAll(() => t.close());

  it('equal a recomputation from the tree after random joins, moves, deletions and units, and never hold a cycle', async () => {
    const changes = t.app.get(TreeChanges);
    const ledger = ledgerOf(t);
    const reversible: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 10, maxLength: 40 }), async (ops) => {
        for (const op of ops) {
          const members = [...(await treeOf(t)).keys()].sort();
          const pick = (n: number) => members[n % members.length];
          const realPick = (n: number) => real[n % real.length].id;
          switch (op.op) {
            case 'join':
              await publishRegistrations(t, [
                {
                  id: randomUUID(),
                  referrerId: op.withReferrer && members.length ? pick(op.referrer) : null,
                },
              ]);
              break;
            case 'assign': {
              if (members.length < 2) break;
              const [member, parent] = [pick(op.member), pick(op.parent)];
              const ancestors: string[] = [];
              const tree = await treeOf(t);
              for (let at = tree.get(parent); at; at = tree.get(at)) ancestors.push(at);
              const mayCycle = member === parent || ancestors.includes(member);
              const outcome = await changes.assignParent(member, parent, real[0].id).then(
                () => 'ok',
                (error: { status?: number }) => error.status,
              );
              expect(outcome).toBe(mayCycle ? 422 : 'ok');
              break;
            }
            case 'delete': {
              // Real members keep their ledger figures: only generated ones leave.
              const candidates = members.filter((m) => !real.some((r) => r.id === m));
              if (!candidates.length) break;
              await publishDeletion(
                t,
                candidates[op.member % candidates.length],
                op.withHeir ? pick(op.heir) : null,
              );
              break;
            }
            case 'units': {
              const { transfer } = await ledger.transfer(
                transferCommand(realPick(op.member), { units: op.units }),
              );
              reversible.push(transfer.id);
              break;
            }
            case 'loyalty': {
              const memberId = realPick(op.member);
              const balance = await ledger.balance(memberId);
              const units = op.units < 0 ? -Math.min(-op.units, balance.loyaltyUnits) : op.units;
              if (units === 0) break;
              const { transfer } = await ledger.adjustLoyalty({
                memberId,
                units,
                narration: 'property',
                actorId: null,
                idempotencyKey: `test:${randomUUID()}`,
              });
              reversible.push(transfer.id);
              break;
            }
            case 'reverse': {
              if (!reversible.length) break;
              const [id] = reversible.splice(op.pick % reversible.length, 1);
              // A reversal that would overdraw is refused by the ledger: nothing moves then.
              await ledger.reverse(id, null).catch(() => undefined);
              break;
            }
          }
        }
        await t.drainEvents();
        const expected = await recomputed(t, real);
        const models = await readModels(t);
        const key = (r: { ancestor_id: string; member_id: string; depth: number }) =>
          `${r.ancestor_id}/${r.member_id}/${r.depth}`;
        expect(models.closure.map(key).sort()).toEqual(expected.closure.map(key).sort());
        expect(
          Object.fromEntries(
            models.tiers.map((r: { ancestor_id: string; depth: number; members: number; units: number }) => [
              `${r.ancestor_id}/${r.depth}`,
              { members: r.members, units: r.units },
            ]),
          ),
        ).toEqual(Object.fromEntries(expected.tiers));
        expect(
          Object.fromEntries(
            models.members.map(
              (m: { member_id: string; parent_id: string | null; children_count: number }) => [
                m.member_id,
                [m.parent_id, m.children_count],
              ],
            ),
          ),
        ).toEqual(
          Object.fromEntries(
            [...expected.tree].map(([id, parent]) => [id, [parent, expected.children.get(id) ?? 0]]),
          ),
        );
        expect(
          Object.fromEntries(
            models.units.map((u: { member_id: string; units: number }) => [u.member_id, u.units]),
          ),
        ).toEqual(Object.fromEntries(expected.units));
      }),
      { numRuns: 6 },
    );
  });

  it('rebuilds the same read models from the log', async () => {
    await t.drainEvents();
    const before = await readModels(t);
    expect(before.closure.length).toBeGreaterThan(0);
    await t.dataSource.query(`DELETE FROM network_tiers`);
    const report = await t.app.get(ProjectionRebuilder).rebuild('network.read-model');
    expect(report.events).toBeGreaterThan(0);
    expect(await readModels(t)).toEqual(before);
  });
});
