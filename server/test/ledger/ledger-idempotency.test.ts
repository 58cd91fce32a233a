import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { MAX_UNITS_PER_TRANSFER } from '@app/libs';
import { AdjustLoyaltyUnitsCommand } from '../../src/modules/units-ledger/application/commands/adjust-loyalty-units/adjust-loyalty-units.command';
import { TransferUnitsCommand } from '../../src/modules/units-ledger/application/commands/transfer-units/transfer-units.command';
import { GetTransactionQuery } from '../../src/modules/units-ledger/application/queries/get-transaction/get-transaction.query';
import type { Client } from '../support/client';
import { expectClientError, nextIp } from '../support/fixtures';
import { startTestApp, TestApp } from '../support/test-app';
import {
  adminClient,
  invariantProblems,
  ledgerOf,
  Member,
  memberClient,
  newMember,
  transferCommand,
} from './ledger-fixtures';

jest.setTimeout(90_000);

/** Every call that moves units accepts an Idempotency-Key: one key moves units once (docs/adr/0015). */
describe('ledger Idempotency-Key', () => {
  let t: TestApp;
  let admin: Client;
  let member: Member;
  const send = (url: string, body: unknown, key: string | null) =>
    admin.post(url, body, key === null ? {} : { 'Idempotency-Key': key });
  const transferBody = (over: Record<string, unknown> = {}) => ({
    user: member.id,
    units: 3,
    narration: 'idempotent transfer',
    pay_type: 'Wire',
    send_email: 'No',
    ...over,
  });
  const rowsOf = async (memberId: string): Promise<number> => {
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM ledger_transfers WHERE member_id = $1`,
      [memberId],
    );
    return count;
  };
  const pending = async (memberId: string, units = 5) =>
    (await ledgerOf(t).transfer(transferCommand(memberId, { units, pending: true }))).transfer;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminClient(t);
    member = await newMember(t, { fname: 'Ida', lname: 'Empotent' });
  });
  afterAll(async () => {
    expect(await invariantProblems(t)).toEqual([]);
    await t.close();
  });

  describe('the header', () => {
    const calls: Array<[string, () => unknown]> = [
      ['/api/admin/transactions/transfer', () => transferBody()],
      ['/api/admin/transactions/approve', () => ({ id: randomUUID(), units: 1 })],
      ['/api/admin/transactions/void', () => ({ id: randomUUID() })],
      ['/api/admin/transactions/delete', () => ({ id: randomUUID() })],
      ['/api/user/add-loyalty-units', () => ({ id: member.id, units: 1 })],
    ];

    it.each(calls)('%s: required (400) and checked (400), and nothing moves', async (url, body) => {
      const rows = await rowsOf(member.id);
      const missing = await send(url, body(), null);
      expectClientError(missing, 400);
      expect(missing.body.message).toBe('An Idempotency-Key header is required for this call.');
      for (const bad of ['short', 'x'.repeat(101), 'has space in it', 'semi;colon!'])
        expectClientError(await send(url, body(), bad), 400);
      expect(await rowsOf(member.id)).toBe(rows);
    });
  });

  describe('the same key twice moves units once and answers the first answer again', () => {
    it('transfer', async () => {
      const before = await ledgerOf(t).balance(member.id);
      const rows = await rowsOf(member.id);
      const key = randomUUID();
      const first = await send('/api/admin/transactions/transfer', transferBody(), key);
      const again = await send('/api/admin/transactions/transfer', transferBody(), key);
      expect(first.status).toBe(200);
      expect(first.body.data.duplicate).toBe(false);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(again.status).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body.message).toBe('These units were already transferred.');
      expect(again.body.data).toEqual({ ...first.body.data, duplicate: true });
      expect((await ledgerOf(t).balance(member.id)).paidUnits).toBe(before.paidUnits + 3);
      expect(await rowsOf(member.id)).toBe(rows + 1);
    });

    it('approve', async () => {
      const p = await pending(member.id, 5);
      const before = await ledgerOf(t).balance(member.id);
      const key = randomUUID();
      const first = await send('/api/admin/transactions/approve', { id: p.id, units: 4 }, key);
      const again = await send('/api/admin/transactions/approve', { id: p.id, units: 4 }, key);
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(first.body.data).toMatchObject({ id: p.id, state: 'done', units: 4 });
      expect((await ledgerOf(t).balance(member.id)).paidUnits).toBe(before.paidUnits + 4);
    });

    it('void', async () => {
      const p = await pending(member.id);
      const rows = await rowsOf(member.id);
      const key = randomUUID();
      const first = await send('/api/admin/transactions/void', { id: p.id }, key);
      const again = await send('/api/admin/transactions/void', { id: p.id }, key);
      expect(first.body.data).toMatchObject({ id: p.id, state: 'voided' });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(await rowsOf(member.id)).toBe(rows + 1);
    });

    it('delete', async () => {
      const made = await send('/api/admin/transactions/transfer', transferBody({ units: 2 }), randomUUID());
      const before = await ledgerOf(t).balance(member.id);
      const rows = await rowsOf(member.id);
      const key = randomUUID();
      const first = await send('/api/admin/transactions/delete', { id: made.body.data.id }, key);
      const again = await send('/api/admin/transactions/delete', { id: made.body.data.id }, key);
      expect(first.body.data).toMatchObject({ state: 'reversal', units: -2 });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect((await ledgerOf(t).balance(member.id)).paidUnits).toBe(before.paidUnits - 2);
      expect(await rowsOf(member.id)).toBe(rows + 1);
    });

    it.each([
      ['add', 7, 7],
      ['deduct', -2, 5],
    ])('loyalty %s', async (_verb, units, expected) => {
      const carol = await newMember(t);
      if (units < 0) await send('/api/user/add-loyalty-units', { id: carol.id, units: 7 }, randomUUID());
      const key = randomUUID();
      const first = await send('/api/user/add-loyalty-units', { id: carol.id, units }, key);
      const again = await send('/api/user/add-loyalty-units', { id: carol.id, units }, key);
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(first.body.data.loyalty_units).toBe(expected);
      expect((await ledgerOf(t).balance(carol.id)).loyaltyUnits).toBe(expected);
    });
  });

  describe('the same key with another request', () => {
    it('is refused with 409 IDEMPOTENCY.KEY_REUSED, and nothing moves', async () => {
      const key = randomUUID();
      await send('/api/admin/transactions/transfer', transferBody({ units: 1 }), key);
      const before = await ledgerOf(t).balance(member.id);
      const rows = await rowsOf(member.id);
      for (const other of [
        { units: 2 },
        { narration: 'another narration' },
        { pay_type: 'ACH (USA only)' },
      ]) {
        const reply = await send(
          '/api/admin/transactions/transfer',
          transferBody({ units: 1, ...other }),
          key,
        );
        expectClientError(reply, 409);
        expect(reply.body.message).toBe('This Idempotency-Key was already used with a different request.');
      }
      const p = await pending(member.id);
      const approveKey = randomUUID();
      await send('/api/admin/transactions/approve', { id: p.id, units: 5 }, approveKey);
      expectClientError(
        await send('/api/admin/transactions/approve', { id: p.id, units: 3 }, approveKey),
        409,
      );
      const loyaltyKey = randomUUID();
      await send('/api/user/add-loyalty-units', { id: member.id, units: 2 }, loyaltyKey);
      expectClientError(
        await send('/api/user/add-loyalty-units', { id: member.id, units: 3 }, loyaltyKey),
        409,
      );
      expect((await ledgerOf(t).balance(member.id)).paidUnits).toBe(before.paidUnits + 5);
      expect(await rowsOf(member.id)).toBe(rows + 3);
    });

    it('carries the code IDEMPOTENCY.KEY_REUSED', async () => {
      const bus = t.app.get(CommandBus);
      const key = randomUUID();
      const carol = await newMember(t);
      await bus.execute(new AdjustLoyaltyUnitsCommand(carol.id, key, carol.id, 1));
      await expect(
        bus.execute(new AdjustLoyaltyUnitsCommand(carol.id, key, carol.id, 2)),
      ).rejects.toMatchObject({
        status: 409,
        code: 'IDEMPOTENCY.KEY_REUSED',
      });
    });
  });

  describe('scope', () => {
    it('is per actor: two admins sending the same key each move their units', async () => {
      const bus = t.app.get(CommandBus);
      const dave = await newMember(t);
      const key = randomUUID();
      const request = {
        recipientId: dave.id,
        units: 2,
        narration: 'n',
        payType: 'Wire Transfer' as const,
        sendEmail: 'No' as const,
      };
      const a = await bus.execute(new TransferUnitsCommand(member.id, key, request));
      const b = await bus.execute(new TransferUnitsCommand(dave.id, key, request));
      expect([a.replayed, b.replayed]).toEqual([false, false]);
      expect(a.result.id).not.toBe(b.result.id);
      expect((await ledgerOf(t).balance(dave.id)).paidUnits).toBe(4);
    });

    it('is per call: one key on approve and then on delete runs both', async () => {
      const p = await pending(member.id, 3);
      const before = await ledgerOf(t).balance(member.id);
      const key = randomUUID();
      const approved = await send('/api/admin/transactions/approve', { id: p.id, units: 3 }, key);
      const deleted = await send('/api/admin/transactions/delete', { id: p.id }, key);
      expect(approved.status).toBe(200);
      expect(deleted.status).toBe(200);
      expect(deleted.body.data.state).toBe('reversal');
      expect((await ledgerOf(t).balance(member.id)).paidUnits).toBe(before.paidUnits);
    });
  });

  describe('a concurrent double submit with one key', () => {
    it('moves units once for each call; every reply is the same 200', async () => {
      const before = await ledgerOf(t).balance(member.id);
      const rows = await rowsOf(member.id);
      const burst = async (url: string, body: unknown) => {
        const key = randomUUID();
        const replies = await Promise.all([1, 2, 3].map(() => send(url, body, key)));
        expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
        expect(replies.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
        return replies;
      };
      const transfers = await burst('/api/admin/transactions/transfer', transferBody({ units: 6 }));
      expect(new Set(transfers.map((r) => r.body.data.id)).size).toBe(1);
      const p = await pending(member.id, 2);
      await burst('/api/admin/transactions/approve', { id: p.id, units: 2 });
      const v = await pending(member.id, 1);
      await burst('/api/admin/transactions/void', { id: v.id });
      await burst('/api/admin/transactions/delete', { id: transfers[0].body.data.id });
      await burst('/api/user/add-loyalty-units', { id: member.id, units: 4 });
      const after = await ledgerOf(t).balance(member.id);
      // +6 transferred, +2 approved, -6 deleted; +4 free units.
      expect(after.paidUnits).toBe(before.paidUnits + 2);
      expect(after.loyaltyUnits).toBe(before.loyaltyUnits + 4);
      // transfer, pending + post, pending + void, reversal, loyalty.
      expect(await rowsOf(member.id)).toBe(rows + 7);
    });
  });

  describe('a failed call frees its key', () => {
    it('so the same submission can be sent again once it can succeed', async () => {
      const erin = await newMember(t);
      const key = randomUUID();
      const tooMuch = await send('/api/user/add-loyalty-units', { id: erin.id, units: -3 }, key);
      expectClientError(tooMuch, 422);
      await send('/api/user/add-loyalty-units', { id: erin.id, units: 5 }, randomUUID());
      const retried = await send('/api/user/add-loyalty-units', { id: erin.id, units: -3 }, key);
      expect(retried.status).toBe(200);
      expect(retried.headers['idempotent-replayed']).toBeUndefined();
      expect(retried.body.data.loyalty_units).toBe(2);
    });
  });

  describe('a missing transaction', () => {
    it('answers 404 with a code, never a 500', async () => {
      const reply = await admin.get(`/api/admin/transactions/${randomUUID()}`);
      expectClientError(reply, 404);
      expect(reply.body.message).toBe('Transaction not found');
      await expect(t.app.get(QueryBus).execute(new GetTransactionQuery(randomUUID()))).rejects.toMatchObject({
        status: 404,
        code: 'LEDGER.TRANSFER_NOT_FOUND',
      });
      for (const [url, body] of [
        ['approve', { id: randomUUID(), units: 1 }],
        ['void', { id: randomUUID() }],
        ['delete', { id: randomUUID() }],
      ] as const) {
        const missing = await send(`/api/admin/transactions/${url}`, body, randomUUID());
        expectClientError(missing, 404);
        expect(missing.body.message).toBe('Transaction not found');
      }
      expectClientError(await admin.get('/api/admin/transactions/not-a-uuid'));
    });

    it('reads one transaction by id', async () => {
      const made = await send('/api/admin/transactions/transfer', transferBody({ units: 1 }), randomUUID());
      const reply = await admin.get(`/api/admin/transactions/${made.body.data.id}`);
      expect(reply.status).toBe(200);
      const { duplicate: _duplicate, ...view } = made.body.data;
      expect(reply.body.data).toEqual(view);
      const url = `/api/admin/transactions/${made.body.data.id}`;
      expectClientError(await (await memberClient(t, member)).get(url), 403);
      expectClientError(await t.client(nextIp()).get(url), 401);
    });
  });

  describe('bounds', () => {
    it('refuses units above MAX_UNITS_PER_TRANSFER with 422', async () => {
      const tooMany = MAX_UNITS_PER_TRANSFER + 1;
      const p = await pending(member.id);
      const replies = [
        await send('/api/admin/transactions/transfer', transferBody({ units: tooMany }), randomUUID()),
        await send('/api/admin/transactions/approve', { id: p.id, units: tooMany }, randomUUID()),
        await send('/api/user/add-loyalty-units', { id: member.id, units: tooMany }, randomUUID()),
        await send('/api/user/add-loyalty-units', { id: member.id, units: -tooMany }, randomUUID()),
      ];
      for (const reply of replies) {
        expectClientError(reply, 422);
        expect(reply.body.message.units).toEqual([
          `The units may not be greater than ${MAX_UNITS_PER_TRANSFER}.`,
        ]);
      }
      const ok = await send(
        '/api/admin/transactions/approve',
        { id: p.id, units: MAX_UNITS_PER_TRANSFER },
        randomUUID(),
      );
      expect(ok.status).toBe(200);
      expect(ok.body.data.amount_cents).toBe(MAX_UNITS_PER_TRANSFER * 50_000);
      expect(Number.isSafeInteger(ok.body.data.amount_cents)).toBe(true);
    });
  });

  describe('cents', () => {
    it('gives integer *_cents fields and the dollars derived exactly', async () => {
      const price = await admin.post('/api/admin/configuration/update', {
        key: 'per-unit-price',
        value: '12.34',
      });
      expect(price.status).toBe(200);
      try {
        const reply = await send(
          '/api/admin/transactions/transfer',
          transferBody({ units: 3 }),
          randomUUID(),
        );
        // 3 x 12.34 in floating point is 37.019999999999996.
        expect(reply.body.data).toMatchObject({
          unit_value_cents: 1234,
          unit_value: 12.34,
          amount_cents: 3702,
          amount: 37.02,
        });
        const audit = await admin.get(`/api/admin/ledger/transfers?member=${member.id}&limit=1`);
        expect(audit.body.data[0]).toMatchObject({
          id: reply.body.data.id,
          unit_value_cents: 1234,
          unit_value: 12.34,
          amount_cents: 3702,
          amount: 37.02,
        });
        const csv = await admin.get(`/api/admin/ledger/export.csv?member=${member.id}`);
        const line = String(csv.body)
          .split('\r\n')
          .find((l) => l.startsWith(`"${reply.body.data.transaction_id}"`));
        expect(line).toContain('"12.34","37.02"');
        const del = await send('/api/admin/transactions/delete', { id: reply.body.data.id }, randomUUID());
        expect(del.body.data).toMatchObject({ amount_cents: -3702, amount: -37.02 });
        const statement = await admin.get(`/api/admin/ledger/statement?member=${member.id}`);
        const { closing } = statement.body.data;
        expect(Number.isInteger(closing.cents)).toBe(true);
        expect(closing.dollars).toBe(closing.cents / 100);
      } finally {
        await admin.post('/api/admin/configuration/update', { key: 'per-unit-price', value: '500' });
      }
    });
  });
});
