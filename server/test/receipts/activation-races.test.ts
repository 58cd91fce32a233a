import fc from 'fast-check';
import type { Client } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminClient, invariantProblems, ledgerOf, memberClient, newMember } from '../ledger/ledger-fixtures';
import { cardToken, key, receiptForm, upload } from './payments-fixtures';

jest.setTimeout(600_000);

type Step =
  | { kind: 'card'; units: number }
  | { kind: 'approve'; units: number }
  | { kind: 'reject' }
  | { kind: 'upload' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('card' as const), units: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('approve' as const), units: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('reject' as const) }),
  fc.record({ kind: fc.constant('upload' as const) }),
);
/** Rounds of steps; the steps of one round run at the same time. */
const schedule = fc.array(fc.array(step, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 });

/**
 * A model-based race test of one activation (ADR 0029): card payments, approvals, rejections and
 * re-uploads run against each other in random rounds, and whatever interleaving happens, the units
 * the member holds are the money received (card charges kept plus the approved receipt), and the
 * activation is paid at most once.
 */
describe('one activation, against every interleaving tried', () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_FACTOR: '100' });
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  async function openedActivation() {
    const m = await newMember(t, { pay_now: 'No', pay_type: 'Wire Transfer', units_purchase_intent: 3 });
    const c = await memberClient(t, m);
    for (let i = 0; i < 50; i++) {
      await t.drainEvents();
      const [row] = await t.dataSource.query(
        `SELECT id FROM receipts WHERE member_id = $1 AND source <> 'purchase'`,
        [m.id],
      );
      if (row) return { m, c };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the activation was never opened');
  }

  async function run(s: Step, m: { id: string }, c: Client): Promise<number> {
    switch (s.kind) {
      case 'card':
        return (await c.post('/api/payment/now', { unit: s.units, token: await cardToken(c) }, key())).status;
      case 'approve':
        return (
          await admin.post(
            '/api/user/receipt/approve-transfer',
            { user: m.id, unit: s.units, narration: 'Seen' },
            key(),
          )
        ).status;
      case 'reject':
        return (
          await admin.post(
            '/api/user/receipt/action',
            { user_id: m.id, action: 'reject', reject_reason: 'Unreadable' },
            key(),
          )
        ).status;
      case 'upload':
        return (await upload(c, '/api/user/upload/receipt', receiptForm(1))).status;
    }
  }

  it('holds units equal to the money received, and pays the activation at most once', async () => {
    await fc.assert(
      fc.asyncProperty(schedule, async (rounds) => {
        const { m, c } = await openedActivation();
        for (const round of rounds) {
          const statuses = await Promise.all(round.map((s) => run(s, m, c)));
          for (const status of statuses) expect([200, 402, 404, 409]).toContain(status);
        }
        await t.drainEvents();

        const charges: Array<{ status: string; units: number }> = await t.dataSource.query(
          `SELECT status, units FROM card_payments WHERE member_id = $1`,
          [m.id],
        );
        const kept = charges.filter((p) => p.status === 'succeeded');
        const [activation] = await t.dataSource.query(
          `SELECT status, units_approved, pay_type FROM receipts WHERE member_id = $1 AND source <> 'purchase'`,
          [m.id],
        );
        const approvedUnits =
          activation?.status === 'Yes' && activation.pay_type !== 'Credit/Debit Card'
            ? Number(activation.units_approved)
            : 0;
        const received = kept.reduce((sum, p) => sum + p.units, 0) + approvedUnits;
        const balance = await ledgerOf(t).balance(m.id);

        expect(kept.length + (approvedUnits > 0 ? 1 : 0)).toBeLessThanOrEqual(1);
        expect(balance.paidUnits).toBe(received);
        if (received > 0) expect(activation?.status ?? 'Yes').toBe('Yes');
        if (activation?.status === 'Yes' || activation?.status === 'Rejected')
          expect(balance.pendingUnits).toBe(0);
        expect(await invariantProblems(t)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});
