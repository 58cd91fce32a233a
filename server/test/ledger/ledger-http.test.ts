import { randomUUID } from 'node:crypto';
import type { Client } from '../support/client';
import { expectClientError, nextIp } from '../support/fixtures';
import { Mailer } from '../../src/platform';
import { readPdf } from '../support/pdf-text';
import { startTestApp, TestApp } from '../support/test-app';
import {
  adminClient,
  ledgerOf,
  Member,
  memberClient,
  newMember,
  transferCommand,
  trxNumberOf,
} from './ledger-fixtures';

jest.setTimeout(60_000);

describe('ledger HTTP API', () => {
  let t: TestApp;
  let admin: Client;
  let alice: Member;
  let bob: Member;
  let aliceClient: Client;
  /** A unit-moving call as the web sends it: one new Idempotency-Key per submission. */
  const moving = (url: string, body: unknown) => admin.post(url, body, { 'Idempotency-Key': randomUUID() });
  const transfer = (body: Record<string, unknown>) =>
    admin.post(
      '/api/admin/transactions/transfer',
      { user: alice.id, units: 2, narration: 'manual transfer', pay_type: 'Wire', send_email: 'No', ...body },
      // The body's idempotency_key (the older spelling) stands in for the header when a test sends one.
      'idempotency_key' in body ? {} : { 'Idempotency-Key': randomUUID() },
    );

  beforeAll(async () => {
    t = await startTestApp();
    alice = await newMember(t, { fname: 'Alice', lname: 'Ledger' });
    bob = await newMember(t, { fname: 'Bob', lname: 'Books' });
    admin = await adminClient(t);
    aliceClient = await memberClient(t, alice);
  });
  afterAll(() => t.close());

  describe('admin/transactions/transfer', () => {
    it('transfers units: message, Transaction view and balance', async () => {
      const reply = await transfer({ units: 3, narration: 'Wire received 42' });
      expect(reply.status).toBe(200);
      expect(reply.body.message).toBe('Units transferred successfully');
      expect(reply.body.data).toMatchObject({
        user: { id: alice.id, email: alice.email },
        user_id: alice.id,
        description: 'Wire received 42',
        units: 3,
        unit_value: 500,
        unit_value_cents: 50_000,
        amount: 1500,
        amount_cents: 150_000,
        status: 1,
        state: 'done',
        credit: 3,
        debit: 0,
        // The form's 'Wire' is an alias: stored and shown as the canonical pay type (ADR 0031).
        pay_type: 'Wire Transfer',
      });
      expect(reply.body.data.created_at_date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
      expect(typeof reply.body.data.transaction_id).toBe('number');
    });

    it.each([
      [{ units: 0 }, 'units', 'There should be at least one unit'],
      [{ units: -5 }, 'units', 'There should be at least one unit'],
      [{ units: 1.5 }, 'units', 'There should be at least one unit'],
      [{ units: 'abc' }, 'units', 'There should be at least one unit'],
      [{ narration: '' }, 'narration', 'Narration is required'],
      [{ narration: '   ' }, 'narration', 'Narration is required'],
      [{ narration: undefined }, 'narration', 'Narration is required'],
      [{ pay_type: 'Cash' }, 'pay_type', 'Please select a payment method.'],
      [{ user: 'nope' }, 'user', 'Please select a user.'],
      [{ send_email: 'maybe' }, 'send_email', 'Send agreement email must be Yes or No.'],
      [{ idempotency_key: 'x' }, 'idempotency_key', 'The idempotency key is invalid.'],
    ])('refuses %p with 422 on %s', async (body, field, message) => {
      const reply = await transfer(body);
      expectClientError(reply, 422);
      expect(reply.body.message[field]).toContain(message);
    });

    it('accepts each of the four pay types', async () => {
      for (const payType of ['Debit/Credit Card', 'Wire', 'ACH (USA only)', 'Crypto Currency'])
        expect((await transfer({ units: 1, pay_type: payType })).status).toBe(200);
    });

    it('refuses an unknown user with 422', async () => {
      const reply = await transfer({ user: randomUUID() });
      expectClientError(reply, 422);
      expect(reply.body.message.user).toEqual(['User not found']);
    });

    it('moves units once for an idempotency key sent twice, also concurrently', async () => {
      const before = await ledgerOf(t).balance(bob.id);
      const key = `http-${randomUUID()}`;
      const first = await transfer({ user: bob.id, units: 4, idempotency_key: key });
      const second = await transfer({ user: bob.id, units: 4, idempotency_key: key });
      expect(first.body.data.duplicate).toBe(false);
      expect(second.status).toBe(200);
      expect(second.body.data).toMatchObject({ duplicate: true, id: first.body.data.id });
      const key2 = `http-${randomUUID()}`;
      const both = await Promise.all(
        [1, 2].map(() => transfer({ user: bob.id, units: 1, idempotency_key: key2 })),
      );
      expect(both.map((r) => r.body.data.duplicate).sort()).toEqual([false, true]);
      expect((await ledgerOf(t).balance(bob.id)).paidUnits).toBe(before.paidUnits + 5);
      const clash = await transfer({ user: bob.id, units: 9, idempotency_key: key });
      expectClientError(clash, 409);
    });

    it('sends the lending agreement as a PDF attachment when send_email is Yes', async () => {
      const seen = t.mailbox.count(alice.email, 'lending agreement');
      const reply = await transfer({ units: 2, send_email: 'Yes' });
      expect(reply.status).toBe(200);
      const mail = await t.mailbox.waitFor(alice.email, 'lending agreement', 15_000, seen);
      expect(mail.subject).toContain(`#${reply.body.data.transaction_id}`);
      expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);
      expect(mail.raw).toContain(`lending-agreement-${reply.body.data.transaction_id}.pdf`);
    });

    it('mails the agreement from the log: a failing mail queue neither fails the transfer nor loses the mail', async () => {
      const mailer = t.app.get(Mailer);
      const enqueue = mailer.enqueue.bind(mailer);
      let refusals = 0;
      const spy = jest.spyOn(mailer, 'enqueue').mockImplementation(async (message, key) => {
        if (message.subject.includes('lending agreement') && refusals++ === 0)
          throw new Error('Redis is away');
        return enqueue(message, key);
      });
      try {
        const seen = t.mailbox.count(bob.email, 'lending agreement');
        const key = randomUUID();
        const body = { user: bob.id, units: 4, send_email: 'Yes', idempotency_key: key };
        const reply = await transfer(body);
        expect(reply.status).toBe(200);
        // The client retries the same submission: one transfer, one agreement.
        expect((await transfer(body)).body.data.duplicate).toBe(true);
        const [event] = await t.dataSource.query(
          `SELECT payload FROM domain_events WHERE type = 'ledger.UnitsTransferred' AND aggregate_id = $1`,
          [reply.body.data.id],
        );
        expect(event.payload.agreementTo).toBe(bob.email);
        // The reaction failed once, and its retry (a second later) mailed the agreement.
        const mail = await t.mailbox.waitFor(bob.email, 'lending agreement', 20_000, seen);
        expect(mail.subject).toContain(`#${reply.body.data.transaction_id}`);
        expect(refusals).toBeGreaterThanOrEqual(2);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        expect(t.mailbox.count(bob.email, 'lending agreement')).toBe(seen + 1);
      } finally {
        spy.mockRestore();
      }
    });

    it('names the member whole in the agreement PDF, whatever their script', async () => {
      const olena = await newMember(t, { fname: 'Олена', lname: 'Παπαδοπούλου 山田' });
      const reply = await transfer({ user: olena.id, units: 1, send_email: 'Yes' });
      expect(reply.status).toBe(200);
      const mail = await t.mailbox.waitFor(olena.email, 'lending agreement', 15_000);
      const { text, missingGlyphs } = readPdf(pdfAttachment(mail.raw));
      expect(text).toContain(`Lender: Олена Παπαδοπούλου 山田 <${olena.email}>`);
      // The admin's transfer is stated from its facts; the narration they typed is kept as a note.
      expect(text).toContain('Payment: Wire Transfer, transfer by an administrator');
      expect(text).toContain('Note: manual transfer');
      expect(text).not.toContain('Narration:');
      expect(missingGlyphs).toBe(0);
    });
  });

  describe('admin/transactions/fetch-all', () => {
    it('pages newest first with next_cursor, 10/50/100 per page only', async () => {
      for (let i = 0; i < 12; i++)
        await ledgerOf(t).transfer(transferCommand(bob.id, { narration: `paging ${i}` }));
      await t.drainEvents();
      const first = await admin.get('/api/admin/transactions/fetch-all?perPage=10');
      expect(first.status).toBe(200);
      expect(first.body.data).toHaveLength(10);
      const nos = first.body.data.map((r: { transaction_id: number }) => r.transaction_id);
      expect([...nos].sort((a, b) => b - a)).toEqual(nos);
      // The cursor is the ledger's internal order, not the Trx# (ADR 0013).
      expect(first.body.next_cursor).toMatch(/^\d+$/);
      const second = await admin.get(
        `/api/admin/transactions/fetch-all?perPage=10&cursor=${first.body.next_cursor}`,
      );
      expect(second.body.data[0].transaction_id).toBeLessThan(nos[9]);
      const all = await admin.get('/api/admin/transactions/fetch-all?perPage=100');
      expect(all.body.next_cursor).toBeNull();
      expect((await admin.get('/api/admin/transactions/fetch-all?perPage=50')).status).toBe(200);
      for (const bad of ['perPage=20', 'perPage=abc', 'perPage=-1', 'cursor=abc', 'cursor=1;drop'])
        expectClientError(await admin.get(`/api/admin/transactions/fetch-all?${bad}`), 422);
    });

    it('searches by Trx#, member email and narration', async () => {
      const { transfer: row } = await ledgerOf(t).transfer(
        transferCommand(alice.id, { narration: 'Unique-narration-xyz' }),
      );
      const trx = await trxNumberOf(t, row.id);
      const byNo = await admin.get(`/api/admin/transactions/fetch-all?search=${trx}`);
      expect(byNo.body.data.map((r: { id: string }) => r.id)).toEqual([row.id]);
      const byHash = await admin.get(`/api/admin/transactions/fetch-all?search=%23${trx}`);
      expect(byHash.body.data.map((r: { id: string }) => r.id)).toContain(row.id);
      const byEmail = await admin.get(
        `/api/admin/transactions/fetch-all?perPage=100&search=${encodeURIComponent(alice.email)}`,
      );
      expect(byEmail.body.data.length).toBeGreaterThan(0);
      expect(byEmail.body.data.every((r: { user_id: string }) => r.user_id === alice.id)).toBe(true);
      const byText = await admin.get('/api/admin/transactions/fetch-all?search=unique-narration');
      expect(byText.body.data.map((r: { id: string }) => r.id)).toEqual([row.id]);
      const none = await admin.get('/api/admin/transactions/fetch-all?search=%25%25nothing%25');
      expect(none.body.data).toEqual([]);
    });
  });

  describe('delete, approve and void', () => {
    it('delete appends a reversal; a second delete is 409', async () => {
      const made = await transfer({ units: 2 });
      const del = await moving('/api/admin/transactions/delete', { id: made.body.data.id });
      expect(del.status).toBe(200);
      expect(del.body.message).toBe('Transaction deleted successfully!');
      expect(del.body.data).toMatchObject({ state: 'reversal', units: -2, debit: 2, credit: 0 });
      expectClientError(await moving('/api/admin/transactions/delete', { id: made.body.data.id }), 409);
      const list = await admin.get(
        `/api/admin/transactions/fetch-all?search=${made.body.data.transaction_id}`,
      );
      expect(list.body.data.find((r: { id: string }) => r.id === made.body.data.id).state).toBe('reversed');
    });

    it('delete of a pending transaction voids it and answers the voided transaction', async () => {
      const { transfer: pending } = await ledgerOf(t).transfer(transferCommand(alice.id, { pending: true }));
      const del = await moving('/api/admin/transactions/delete', { id: pending.id });
      expect(del.status).toBe(200);
      expect(del.body.data).toMatchObject({ id: pending.id, state: 'voided' });
    });

    it('approve posts a pending transfer (units may change); 0 units 422; twice 409', async () => {
      const before = await ledgerOf(t).balance(alice.id);
      const { transfer: pending } = await ledgerOf(t).transfer(
        transferCommand(alice.id, { units: 5, pending: true }),
      );
      const listed = await admin.get(
        `/api/admin/transactions/fetch-all?search=${await trxNumberOf(t, pending.id)}`,
      );
      expect(listed.body.data[0]).toMatchObject({ id: pending.id, status: 0, state: 'pending' });
      const zero = await moving('/api/admin/transactions/approve', { id: pending.id, units: 0 });
      expectClientError(zero, 422);
      expect(zero.body.message.units).toEqual(['There should be at least one unit']);
      const ok = await moving('/api/admin/transactions/approve', { id: pending.id, units: 4 });
      expect(ok.status).toBe(200);
      expect(ok.body.message).toBe('Approved successfully!');
      expect(ok.body.data).toMatchObject({ id: pending.id, status: 1, state: 'done', units: 4 });
      expectClientError(await moving('/api/admin/transactions/approve', { id: pending.id, units: 4 }), 409);
      expectClientError(await moving('/api/admin/transactions/void', { id: pending.id }), 409);
      const after = await ledgerOf(t).balance(alice.id);
      expect(after.paidUnits).toBe(before.paidUnits + 4);
      expect(after.pendingUnits).toBe(before.pendingUnits);
      expectClientError(await moving('/api/admin/transactions/approve', { id: randomUUID(), units: 1 }), 404);
      expectClientError(await moving('/api/admin/transactions/approve', { id: 'x', units: 1 }), 422);
    });

    it('void rejects a pending transfer once', async () => {
      const { transfer: pending } = await ledgerOf(t).transfer(transferCommand(alice.id, { pending: true }));
      const reply = await moving('/api/admin/transactions/void', { id: pending.id });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({ id: pending.id, state: 'voided', status: 1 });
      expectClientError(await moving('/api/admin/transactions/void', { id: pending.id }), 409);
      const { transfer: posted } = await ledgerOf(t).transfer(transferCommand(alice.id));
      expectClientError(await moving('/api/admin/transactions/void', { id: posted.id }), 409);
    });
  });

  describe('loyalty units', () => {
    const loyalty = (id: string, units: unknown) => moving('/api/user/add-loyalty-units', { id, units });

    it('validates, adds, deducts and logs', async () => {
      const carol = await newMember(t);
      const zero = await loyalty(carol.id, 0);
      expectClientError(zero, 422);
      expect(zero.body.message.units).toEqual(['Please enter the number of loyalty units to add.']);
      const none = await loyalty(carol.id, -1);
      expectClientError(none, 422);
      expect(none.body.message.units).toEqual(["User doesn't have any loyalty units to deduct."]);
      const added = await loyalty(carol.id, 5);
      expect(added.status).toBe(200);
      expect(added.body.data).toEqual({ paid_units: 0, loyalty_units: 5, balance_units: 5 });
      const tooMany = await loyalty(carol.id, -6);
      expectClientError(tooMany, 422);
      expect(tooMany.body.message.units).toEqual([
        'Deducted units must be less than or equal to loyalty units.',
      ]);
      const deducted = await loyalty(carol.id, -2);
      expect(deducted.body.data).toEqual({ paid_units: 0, loyalty_units: 3, balance_units: 3 });
      expectClientError(await loyalty(randomUUID(), 1), 422);
      expectClientError(await loyalty(carol.id, 'abc'), 422);
      const logs = await admin.get(`/api/admin/users/${carol.id}/loyalty-logs`);
      expect(logs.status).toBe(200);
      expect(logs.body.data.map((l: { units: number }) => l.units)).toEqual([-2, 5]);
      expect(logs.body.data[0]).toEqual({
        id: expect.any(String),
        description: expect.any(String),
        units: -2,
        created_at: expect.any(String),
      });
      expectClientError(await admin.get('/api/admin/users/not-a-uuid/loyalty-logs'));
    });
  });

  describe('members and directory', () => {
    it('user/my-transactions shows a member only their own transactions', async () => {
      await ledgerOf(t).transfer(transferCommand(bob.id, { narration: 'bob only' }));
      await ledgerOf(t).transfer(transferCommand(alice.id, { narration: 'alice own' }));
      const mine = await aliceClient.post('/api/user/my-transactions');
      expect(mine.status).toBe(200);
      expect(mine.body.data.length).toBeGreaterThan(0);
      expect(mine.body.data.every((r: { user_id: string }) => r.user_id === alice.id)).toBe(true);
      expectClientError(await t.client(nextIp()).post('/api/user/my-transactions'), 401);
    });

    it('user/all-users searches by email and name', async () => {
      const byEmail = await admin.post('/api/user/all-users', { search: alice.email });
      expect(byEmail.body.data).toEqual([{ id: alice.id, fullName: 'Alice Ledger', email: alice.email }]);
      const byName = await admin.post('/api/user/all-users', { search: 'bob books' });
      expect(byName.body.data.map((u: { id: string }) => u.id)).toContain(bob.id);
      expectClientError(await admin.post('/api/user/all-users', { limit: 1000 }), 422);
    });

    it('staff never receive units: transfers and free units to an admin are refused, the picker lists members only', async () => {
      const [root] = await t.dataSource.query(
        `SELECT id, email FROM users WHERE role = 'SuperAdmin' LIMIT 1`,
      );
      const before: Array<{ count: string }> = await t.dataSource.query(
        `SELECT count(*) FROM ledger_transfers`,
      );
      const toSelf = await transfer({ user: root.id, units: 3 });
      expectClientError(toSelf, 422);
      expect(toSelf.body.code).toBe('VALIDATION_FAILED');
      expect(toSelf.body.message.user).toEqual([
        'Units can only be given to members, not to staff accounts.',
      ]);
      const free = await moving('/api/user/add-loyalty-units', { id: root.id, units: 5 });
      expectClientError(free, 422);
      expect(free.body.message.id).toEqual(['Units can only be given to members, not to staff accounts.']);
      const after: Array<{ count: string }> = await t.dataSource.query(
        `SELECT count(*) FROM ledger_transfers`,
      );
      expect(after[0].count).toBe(before[0].count);
      const picker = await admin.post('/api/user/all-users', { search: root.email });
      expect(picker.body.data).toEqual([]);
    });

    it('admin/users/:id answers the user, 404/422 otherwise', async () => {
      const reply = await admin.get(`/api/admin/users/${alice.id}`);
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({ id: alice.id, email: alice.email });
      expect((await admin.get(`/api/admin/users/${randomUUID()}`)).status).toBe(404);
      expectClientError(await admin.get('/api/admin/users/nope'));
    });
  });

  describe('admin/ledger audit', () => {
    it('lists transfers with filters', async () => {
      for (let i = 0; i < 6; i++) await ledgerOf(t).transfer(transferCommand(bob.id));
      const { transfer: pending } = await ledgerOf(t).transfer(
        transferCommand(bob.id, { pending: true, kind: 'pay-later' }),
      );
      const byMember = await admin.get(`/api/admin/ledger/transfers?member=${bob.id}&limit=5`);
      expect(byMember.status).toBe(200);
      expect(byMember.body.data).toHaveLength(5);
      expect(byMember.body.data.every((r: { member_id: string }) => r.member_id === bob.id)).toBe(true);
      expect(byMember.body.next_cursor).not.toBeNull();
      const next = await admin.get(
        `/api/admin/ledger/transfers?member=${bob.id}&limit=5&cursor=${byMember.body.next_cursor}`,
      );
      expect(Number(next.body.data[0].no)).toBeLessThan(Number(byMember.body.next_cursor));
      const pendings = await admin.get('/api/admin/ledger/transfers?status=pending&kind=pay-later');
      expect(pendings.body.data.map((r: { id: string }) => r.id)).toEqual([pending.id]);
      const future = await admin.get(
        `/api/admin/ledger/transfers?from=${new Date(Date.now() + 3600_000).toISOString()}`,
      );
      expect(future.body.data).toEqual([]);
      for (const bad of ['member=x', 'from=yesterday', 'status=odd', 'cursor=-1', 'limit=0', 'limit=9999'])
        expectClientError(await admin.get(`/api/admin/ledger/transfers?${bad}`), 422);
    });

    it('statement: opening + movements = closing', async () => {
      const from = new Date(Date.now() - 1000);
      await ledgerOf(t).transfer(transferCommand(alice.id, { units: 3 }));
      await ledgerOf(t).adjustLoyalty({
        memberId: alice.id,
        units: 2,
        narration: 'l',
        actorId: null,
        idempotencyKey: randomUUID(),
      });
      const reply = await admin.get(
        `/api/admin/ledger/statement?member=${alice.id}&from=${from.toISOString()}`,
      );
      expect(reply.status).toBe(200);
      const { opening, movements, closing } = reply.body.data;
      expect(movements.length).toBeGreaterThanOrEqual(2);
      const sum = (account: string, field: 'units' | 'cents') =>
        movements
          .filter((m: { account: string }) => m.account === account)
          .reduce((s: number, m: any) => s + Number(m[field]), 0);
      expect(closing.paid_units).toBe(opening.paid_units + sum('member_paid', 'units'));
      expect(closing.loyalty_units).toBe(opening.loyalty_units + sum('member_loyalty', 'units'));
      expect(closing.cents).toBe(opening.cents + sum('member_paid', 'cents'));
      const balance = await ledgerOf(t).balance(alice.id);
      expect(closing).toEqual({
        paid_units: balance.paidUnits,
        loyalty_units: balance.loyaltyUnits,
        cents: balance.cents,
        dollars: balance.cents / 100,
      });
      expect(
        movements.every(
          (m: { units: unknown; cents: unknown }) => Number.isInteger(m.units) && Number.isInteger(m.cents),
        ),
      ).toBe(true);
      expectClientError(await admin.get('/api/admin/ledger/statement'), 422);
      expectClientError(await admin.get(`/api/admin/ledger/statement?member=${alice.id}&to=never`), 422);
    });

    it('export.csv: header and one row per transfer, as text/csv', async () => {
      const reply = await admin.get(`/api/admin/ledger/export.csv?member=${alice.id}`);
      expect(reply.status).toBe(200);
      expect(String(reply.headers['content-type'])).toMatch(/^text\/csv/);
      expect(String(reply.headers['content-disposition'])).toContain('attachment');
      const lines = String(reply.body).trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'no,date,type,kind,member,email,units,unit_value,amount,narration,pay_type,from,to',
      );
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM ledger_transfers WHERE member_id = $1`,
        [alice.id],
      );
      expect(lines).toHaveLength(count + 1);
      expect(lines.slice(1).every((l) => l.includes(`"${alice.email}"`))).toBe(true);
    });

    it('export.csv defuses spreadsheet formulas in narrations', async () => {
      await ledgerOf(t).transfer(transferCommand(bob.id, { narration: '=HYPERLINK("x")' }));
      const reply = await admin.get(`/api/admin/ledger/export.csv?member=${bob.id}`);
      expect(String(reply.body)).toContain(`"'=HYPERLINK(""x"")"`);
    });

    it('events lists ledger events newest first, filtered by type', async () => {
      await t.drainEvents();
      const reply = await admin.get('/api/admin/ledger/events?type=ledger.');
      expect(reply.status).toBe(200);
      expect(reply.body.data.length).toBeGreaterThan(0);
      expect(reply.body.data.every((e: { type: string }) => e.type.startsWith('ledger.'))).toBe(true);
      const seqs = reply.body.data.map((e: { seq: string }) => Number(e.seq));
      expect([...seqs].sort((a, b) => b - a)).toEqual(seqs);
      expectClientError(await admin.get('/api/admin/ledger/events?type=%27;drop'), 422);
    });

    it('verify starts a background run that passes (more in ledger-verification.test.ts)', async () => {
      await t.drainEvents();
      const reply = await admin.post('/api/admin/ledger/verify');
      expect(reply.status).toBe(202);
      const deadline = Date.now() + 20_000;
      let last = (await admin.get('/api/admin/ledger/verify/last')).body.data;
      while (['queued', 'running'].includes(last.status) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        last = (await admin.get('/api/admin/ledger/verify/last')).body.data;
      }
      expect(last).toMatchObject({ id: reply.body.data.id, status: 'passed', problems: [] });
    });
  });

  describe('access control', () => {
    const endpoints: Array<['GET' | 'POST', string, unknown]> = [
      ['GET', '/api/admin/transactions/fetch-all', undefined],
      ['POST', '/api/admin/transactions/transfer', {}],
      ['POST', '/api/admin/transactions/delete', {}],
      ['POST', '/api/admin/transactions/approve', {}],
      ['POST', '/api/admin/transactions/void', {}],
      ['POST', '/api/user/add-loyalty-units', {}],
      ['POST', '/api/user/all-users', {}],
      ['GET', '/api/admin/users/00000000-0000-0000-0000-000000000000', undefined],
      ['GET', '/api/admin/users/00000000-0000-0000-0000-000000000000/loyalty-logs', undefined],
      ['GET', '/api/admin/ledger/transfers', undefined],
      ['GET', '/api/admin/ledger/statement?member=00000000-0000-0000-0000-000000000000', undefined],
      ['GET', '/api/admin/ledger/export.csv', undefined],
      ['GET', '/api/admin/ledger/events', undefined],
      ['POST', '/api/admin/ledger/verify', {}],
      ['GET', '/api/admin/ledger/verify/last', undefined],
    ];

    it.each(endpoints)('%s %s: member 403, anonymous 401', async (method, url, body) => {
      expectClientError(await aliceClient.request(method, url, body), 403);
      expectClientError(await t.client(nextIp()).request(method, url, body), 401);
    });
  });

  it('never answers 500 to bad input', async () => {
    const bodies: unknown[] = [
      {},
      { id: null, units: null },
      { id: ['a'], units: { $gt: 1 } },
      { user: 123, units: '1e309', narration: 5, pay_type: [], send_email: true },
      { id: "' OR 1=1 --", units: 2 ** 53 },
      'not json',
    ];
    for (const url of [
      '/api/admin/transactions/transfer',
      '/api/admin/transactions/delete',
      '/api/admin/transactions/approve',
      '/api/admin/transactions/void',
      '/api/user/add-loyalty-units',
      '/api/user/all-users',
    ]) {
      for (const body of bodies) {
        const reply = await admin.post(url, body);
        expect([url, reply.status]).toEqual([url, expect.any(Number)]);
        expect(reply.status).toBeLessThan(500);
      }
    }
    for (const q of ['search=' + 'x'.repeat(500), 'cursor=99999999999999999999', 'perPage=1e3'])
      expect((await admin.get(`/api/admin/transactions/fetch-all?${q}`)).status).toBeLessThan(500);
  });
});

/** The PDF attached to a raw MIME message (base64 part whose type is application/pdf). */
function pdfAttachment(raw: string): Buffer {
  const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(raw);
  if (!part) throw new Error('no PDF attachment');
  return Buffer.from(part[1].replace(/\s/g, ''), 'base64');
}
