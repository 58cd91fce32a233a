import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { AppError, ValidationFailed } from '../../src/platform';
import { LedgerVerifier, UnitsLedger } from '../../src/modules/units-ledger';
import { startTestApp, TestApp } from '../support/test-app';
import { invariantProblems, ledgerOf, Member, newMember, transferCommand } from './ledger-fixtures';

jest.setTimeout(120_000);

type Command =
  | { op: 'transfer'; member: number; units: number; value: number; pending: boolean }
  | { op: 'post'; pick: number; units: number | null }
  | { op: 'void'; pick: number }
  | { op: 'reverse'; pick: number }
  | { op: 'loyalty'; member: number; units: number }
  | { op: 'retry'; pick: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    op: fc.constant('transfer' as const),
    member: fc.nat(2),
    units: fc.integer({ min: 1, max: 20 }),
    value: fc.constantFrom(0, 1, 10_000, 50_000),
    pending: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('post' as const),
    pick: fc.nat(),
    units: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
  }),
  fc.record({ op: fc.constant('void' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }),
  fc.record({
    op: fc.constant('loyalty' as const),
    member: fc.nat(2),
    units: fc.integer({ min: -15, max: 15 }).filter((n) => n !== 0),
  }),
  fc.record({ op: fc.constant('retry' as const), pick: fc.nat() }),
);

interface Model {
  paid: number;
  loyalty: number;
  cents: number;
  pending: number;
}

/** A row this run created, with what the model needs to predict the outcome of acting on it. */
interface Made {
  id: string;
  member: number;
  type: 'transfer' | 'pending' | 'post' | 'loyalty' | 'loyalty-deduction' | 'reversal' | 'void';
  units: number;
  value: number;
  resolved?: 'post' | 'void';
  postId?: string;
  reversed?: boolean;
  key?: string;
}

describe('ledger properties (random commands on the real database)', () => {
  let t: TestApp;
  let ledger: UnitsLedger;
  let members: Member[];
  beforeAll(async () => {
    t = await startTestApp();
    ledger = ledgerOf(t);
    members = [await newMember(t), await newMember(t), await newMember(t)];
  });
  afterAll(() => t.close());

  it('keeps postings balanced, balances folded, pending exact and members non-negative after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        const model: Model[] = [];
        for (const m of members) {
          const b = await ledger.balance(m.id);
          model.push({ paid: b.paidUnits, loyalty: b.loyaltyUnits, cents: b.cents, pending: b.pendingUnits });
        }
        const made: Made[] = [];
        const pick = <T>(list: T[], n: number): T | undefined =>
          list.length ? list[n % list.length] : undefined;

        for (const c of commands) {
          switch (c.op) {
            case 'transfer': {
              const key = `prop:${randomUUID()}`;
              const { transfer, duplicate } = await ledger.transfer(
                transferCommand(members[c.member].id, {
                  units: c.units,
                  unitValueCents: c.value,
                  pending: c.pending,
                  idempotencyKey: key,
                }),
              );
              expect(duplicate).toBe(false);
              const m = model[c.member];
              if (c.pending) m.pending += c.units;
              else {
                m.paid += c.units;
                m.cents += c.units * c.value;
              }
              made.push({
                id: transfer.id,
                member: c.member,
                type: c.pending ? 'pending' : 'transfer',
                units: c.units,
                value: c.value,
                key,
              });
              break;
            }
            case 'retry': {
              // Replaying a transfer's idempotency key moves nothing.
              const target = pick(
                made.filter((r) => r.key),
                c.pick,
              );
              if (!target) break;
              const again = await ledger.transfer(
                transferCommand(members[target.member].id, {
                  units: target.units,
                  unitValueCents: target.value,
                  pending: target.type === 'pending',
                  idempotencyKey: target.key!,
                }),
              );
              expect(again).toMatchObject({ duplicate: true, transfer: { id: target.id } });
              break;
            }
            case 'post':
            case 'void': {
              const target = pick(
                made.filter((r) => r.type === 'pending'),
                c.pick,
              );
              if (!target) break;
              const m = model[target.member];
              const attempt =
                c.op === 'post'
                  ? ledger.postPending(target.id, null, c.units ?? undefined)
                  : ledger.voidPending(target.id, null);
              if (target.resolved) {
                await expect(attempt).rejects.toMatchObject({ status: 409 });
                break;
              }
              const { transfer } = await attempt;
              m.pending -= target.units;
              target.resolved = c.op;
              if (c.op === 'post') {
                const units = c.units ?? target.units;
                m.paid += units;
                m.cents += units * target.value;
                target.postId = transfer.id;
                made.push({
                  id: transfer.id,
                  member: target.member,
                  type: 'post',
                  units,
                  value: target.value,
                });
              }
              break;
            }
            case 'reverse': {
              const target = pick(made, c.pick);
              if (!target) break;
              const m = model[target.member];
              const attempt = ledger.reverse(target.id, null);
              // What a reversal undoes: the transfer itself, or the posting of a pending one.
              let undo: Made | undefined = target;
              if (target.type === 'pending') {
                if (!target.resolved) {
                  await attempt;
                  m.pending -= target.units;
                  target.resolved = 'void';
                  break;
                }
                if (target.resolved === 'void') {
                  await expect(attempt).rejects.toMatchObject({ status: 409 });
                  break;
                }
                undo = made.find((r) => r.id === target.postId);
              }
              if (!undo || undo.type === 'reversal' || undo.type === 'void' || undo.reversed) {
                await expect(attempt).rejects.toMatchObject({ status: 409 });
                break;
              }
              const loyalty = undo.type === 'loyalty' || undo.type === 'loyalty-deduction';
              const sign = undo.type === 'loyalty-deduction' ? -1 : 1;
              const wouldBe = (loyalty ? m.loyalty : m.paid) - sign * undo.units;
              if (wouldBe < 0) {
                await expect(attempt).rejects.toMatchObject({ status: 409 });
                break;
              }
              await attempt;
              undo.reversed = true;
              if (loyalty) m.loyalty = wouldBe;
              else {
                m.paid = wouldBe;
                m.cents -= undo.units * undo.value;
              }
              break;
            }
            case 'loyalty': {
              const m = model[c.member];
              const attempt = ledger.adjustLoyalty({
                memberId: members[c.member].id,
                units: c.units,
                narration: 'prop loyalty',
                actorId: null,
                idempotencyKey: `prop-l:${randomUUID()}`,
              });
              if (c.units < 0 && -c.units > m.loyalty) {
                const error = await attempt.then(
                  () => null,
                  (e: unknown) => e,
                );
                expect(error).toBeInstanceOf(ValidationFailed);
                expect((error as ValidationFailed).fields.units[0]).toBe(
                  m.loyalty === 0
                    ? "User doesn't have any loyalty units to deduct."
                    : 'Deducted units must be less than or equal to loyalty units.',
                );
                break;
              }
              const { transfer } = await attempt;
              m.loyalty += c.units;
              made.push({
                id: transfer.id,
                member: c.member,
                type: c.units > 0 ? 'loyalty' : 'loyalty-deduction',
                units: Math.abs(c.units),
                value: 0,
              });
              break;
            }
          }
          expect(await invariantProblems(t)).toEqual([]);
          for (let i = 0; i < members.length; i++) {
            const b = await ledger.balance(members[i].id);
            expect({
              paid: b.paidUnits,
              loyalty: b.loyaltyUnits,
              cents: b.cents,
              pending: b.pendingUnits,
            }).toEqual(model[i]);
          }
        }
      }),
      { numRuns: 15 },
    );
    await t.drainEvents();
    const report = await t.app.get(LedgerVerifier).verify();
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('refuses a bad command with an AppError and moves nothing', async () => {
    const before = await invariantProblems(t);
    const balance = await ledger.balance(members[0].id);
    for (const units of [0, -1, 1.5, Number.NaN]) {
      await expect(ledger.transfer(transferCommand(members[0].id, { units }))).rejects.toBeInstanceOf(
        AppError,
      );
      if (units === -1) continue; // a valid loyalty deduction
      await expect(
        ledger.adjustLoyalty({
          memberId: members[0].id,
          units,
          narration: 'x',
          actorId: null,
          idempotencyKey: randomUUID(),
        }),
      ).rejects.toBeInstanceOf(AppError);
    }
    await expect(ledger.postPending(randomUUID(), null)).rejects.toMatchObject({ status: 404 });
    await expect(ledger.reverse(randomUUID(), null)).rejects.toMatchObject({ status: 404 });
    expect(await ledger.balance(members[0].id)).toEqual(balance);
    expect(await invariantProblems(t)).toEqual(before);
  });
});
