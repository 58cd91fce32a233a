import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { IdempotencyKeysRepository } from '../../src/modules/units-ledger/infrastructure/idempotency-keys.repository';
import type { Client } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  adminClient,
  invariantProblems,
  ledgerOf,
  memberClient,
  newMember,
  transferCommand,
  type Member,
} from '../ledger/ledger-fixtures';
import { createForm } from '../back-office/back-office-fixtures';
import { cardToken, key, receiptForm, upload } from '../receipts/payments-fixtures';

jest.setTimeout(120_000);

interface Call {
  member: Member;
  client: Client;
  url: string;
  body: Record<string, unknown>;
  /** Whether a retry finds the earlier request's effect and replays its answer (ADR 0051). */
  replays: boolean;
  /** How the request is sent, when not as JSON to `url` (a multipart upload). */
  send?: (headers: Record<string, string>) => ReturnType<Client['post']>;
  /** What the call changes, when not only the member's ledger, receipts and card payments. */
  state?: () => Promise<unknown>;
}

/**
 * A process killed after a call's effect committed and before its Idempotency-Key recorded the answer
 * (here: recording the answer fails once, and the key's lease is made to run out as 30 s would). The
 * client never got an answer and sends the request again with its key: it answers 200, and the effect
 * is there once. Before ADR 0051 every decision (approvals, rejections, voids, deletions) answered 409
 * then: the call ran again and found its own work done.
 */
describe('a request whose answer was lost after its commit, sent again with its key', () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    // Each simulated death is logged as an unhandled error: not this test's output.
    const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
    t = await startTestApp({ RATE_LIMIT_FACTOR: '50' }, { logDestination: quiet });
    admin = await adminClient(t);
  });
  afterAll(async () => {
    expect(await invariantProblems(t)).toEqual([]);
    await t.close();
  });

  const wireMember = async () => {
    const member = await newMember(t, { pay_now: 'No', pay_type: 'Wire Transfer', units_purchase_intent: 2 });
    return { member, client: await memberClient(t, member) };
  };
  const storedReceipt = async (client: Client) => {
    const stored = await upload(
      client,
      '/api/receipt/store',
      receiptForm(1, { unit_purchase_intent: '3', pay_type: 'Wire' }),
    );
    expect(stored.status).toBe(200);
    return stored.body.data.id as string;
  };
  const payLaterMember = async () => {
    const member = await newMember(t, {
      pay_now: 'Yes',
      pay_type: 'Credit/Debit Card',
      units_purchase_intent: 2,
    });
    const client = await memberClient(t, member);
    expect((await client.post('/api/user/pay-later', { pay_type: 'Wire Transfer' }, key())).status).toBe(200);
    return { member, client };
  };
  const pending = async (member: Member) =>
    (await ledgerOf(t).transfer(transferCommand(member.id, { units: 5, pending: true }))).transfer.id;

  const cases: Array<[string, () => Promise<Call>]> = [
    [
      'receipt approve',
      async () => {
        const { member, client } = await wireMember();
        const id = await storedReceipt(client);
        const body = { id, unit: 3, narration: 'Wire received' };
        return { member, client: admin, url: '/api/receipt/approve', body, replays: true };
      },
    ],
    [
      'receipt reject',
      async () => {
        const { member, client } = await wireMember();
        const body = { id: await storedReceipt(client), reject_reason: 'Unreadable' };
        return { member, client: admin, url: '/api/receipt/reject', body, replays: true };
      },
    ],
    [
      'pay-later payment approve',
      async () => {
        const { member } = await payLaterMember();
        const body = { user: member.id, unit: 2, narration: 'Wire seen', pending_payment: true };
        return { member, client: admin, url: '/api/user/receipt/approve-transfer', body, replays: true };
      },
    ],
    [
      'pay-later payment reject',
      async () => {
        const { member } = await payLaterMember();
        const body = {
          user_id: member.id,
          action: 'reject',
          reject_reason: 'No wire',
          pending_payment: true,
        };
        return { member, client: admin, url: '/api/user/receipt/action', body, replays: true };
      },
    ],
    [
      'ledger approve',
      async () => {
        const { member } = await wireMember();
        const body = { id: await pending(member), units: 4 };
        return { member, client: admin, url: '/api/admin/transactions/approve', body, replays: true };
      },
    ],
    [
      'ledger void',
      async () => {
        const { member } = await wireMember();
        const body = { id: await pending(member) };
        return { member, client: admin, url: '/api/admin/transactions/void', body, replays: true };
      },
    ],
    [
      'ledger delete',
      async () => {
        const { member } = await wireMember();
        const made = await ledgerOf(t).transfer(transferCommand(member.id, { units: 2 }));
        const body = { id: made.transfer.id };
        return { member, client: admin, url: '/api/admin/transactions/delete', body, replays: true };
      },
    ],
    [
      'receipt store (a new receipt)',
      async () => {
        const { member, client } = await wireMember();
        const form = receiptForm(1, { unit_purchase_intent: '3', pay_type: 'Wire' });
        const send = (headers: Record<string, string>) => upload(client, '/api/receipt/store', form, headers);
        return { member, client, url: '/api/receipt/store', body: {}, replays: true, send };
      },
    ],
    [
      'receipt store (a rejected receipt again)',
      async () => {
        const { member, client } = await wireMember();
        const id = await storedReceipt(client);
        const rejected = await admin.post('/api/receipt/reject', { id, reject_reason: 'Unreadable' }, key());
        expect(rejected.status).toBe(200);
        const form = receiptForm(1, { id, unit_purchase_intent: '3', pay_type: 'Wire' });
        const send = (headers: Record<string, string>) => upload(client, '/api/receipt/store', form, headers);
        return { member, client, url: '/api/receipt/store', body: {}, replays: true, send };
      },
    ],
    [
      'activation receipt upload',
      async () => {
        const { member, client } = await wireMember();
        const form = receiptForm(1);
        const send = (headers: Record<string, string>) =>
          upload(client, '/api/user/upload/receipt', form, headers);
        return { member, client, url: '/api/user/upload/receipt', body: {}, replays: true, send };
      },
    ],
    [
      'pay later',
      async () => {
        const member = await newMember(t, {
          pay_now: 'Yes',
          pay_type: 'Credit/Debit Card',
          units_purchase_intent: 2,
        });
        const client = await memberClient(t, member);
        const body = { pay_type: 'Wire Transfer' };
        return { member, client, url: '/api/user/pay-later', body, replays: true };
      },
    ],
    [
      'member created by an administrator',
      async () => {
        const { member } = await wireMember();
        const fields = createForm();
        const email = fields.email;
        const form = receiptForm(1, fields);
        const send = (headers: Record<string, string>) => upload(admin, '/api/create', form, headers);
        const state = async () => {
          await t.drainEvents();
          const users = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [email]);
          const transfers = await t.dataSource.query(
            `SELECT t.id, t.units FROM ledger_transfers t JOIN users u ON u.id = t.member_id WHERE u.email = $1`,
            [email],
          );
          return { users, transfers };
        };
        return { member, client: admin, url: '/api/create', body: {}, replays: true, send, state };
      },
    ],
    [
      'transfer',
      async () => {
        const { member } = await wireMember();
        const body = { user: member.id, units: 2, narration: 'lost', pay_type: 'Wire', send_email: 'No' };
        return { member, client: admin, url: '/api/admin/transactions/transfer', body, replays: false };
      },
    ],
    [
      'card payment',
      async () => {
        const member = await newMember(t, {
          pay_now: 'Yes',
          pay_type: 'Credit/Debit Card',
          units_purchase_intent: 2,
        });
        const client = await memberClient(t, member);
        const body = { unit: 2, token: await cardToken(client) };
        return { member, client, url: '/api/payment/now', body, replays: false };
      },
    ],
  ];

  /**
   * Everything a call may have changed of a member's: ledger rows, balances, receipts, card payments;
   * once the reactions to what happened so far (a registration's activation, say) have run.
   */
  const stateOf = async (member: Member) => {
    await t.drainEvents();
    return stateNow(member);
  };
  const stateNow = async (member: Member) => ({
    transfers: await t.dataSource.query(
      `SELECT id, type FROM ledger_transfers WHERE member_id = $1 ORDER BY id`,
      [member.id],
    ),
    balance: await ledgerOf(t).balance(member.id),
    receipts: await t.dataSource.query(`SELECT id, status FROM receipts WHERE member_id = $1 ORDER BY id`, [
      member.id,
    ]),
    cards: await t.dataSource.query(`SELECT status FROM card_payments WHERE member_id = $1`, [member.id]),
  });

  it.each(cases)('%s: answers 200, and its effect is there once', async (_, setUp) => {
    const call = await setUp();
    const headers = { 'Idempotency-Key': randomUUID() };
    const state = call.state ?? (() => stateOf(call.member));
    const send = call.send ?? ((h: Record<string, string>) => call.client.post(call.url, call.body, h));
    const before = await state();
    const keys = t.app.get(IdempotencyKeysRepository, { strict: false });
    jest.spyOn(keys, 'complete').mockRejectedValueOnce(new Error('the process died here'));

    expect((await send(headers)).status).toBe(500);
    const afterEffect = await state();
    expect(afterEffect).not.toEqual(before);
    await t.asOwner((q) =>
      q(`UPDATE ledger_idempotency_keys SET locked_until = now() - interval '1 second' WHERE key = $1`, [
        headers['Idempotency-Key'],
      ]),
    );

    const again = await send(headers);
    expect([again.status, again.body.code]).toEqual([200, undefined]);
    if (call.replays) expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await state()).toEqual(afterEffect);
    const third = await send(headers);
    expect([third.status, third.headers['idempotent-replayed'], third.body]).toEqual([
      200,
      'true',
      again.body,
    ]);
  });
});
