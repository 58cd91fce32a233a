import type { Client } from '../support/client';
import { expectClientError, multipart } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  adminClient,
  invariantProblems,
  ledgerOf,
  memberClient,
  newMember,
  type Member,
} from '../ledger/ledger-fixtures';
import { key, receiptForm, upload } from './payments-fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

jest.setTimeout(180_000);

describe('receipts: member uploads, admin decisions, files, concurrency', () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_FACTOR: '50' });
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  const member = async (extra = {}): Promise<{ m: Member; c: Client }> => {
    const m = await newMember(t, {
      pay_now: 'No',
      pay_type: 'Wire Transfer',
      units_purchase_intent: 2,
      ...extra,
    });
    return { m, c: await memberClient(t, m) };
  };
  const storeReceipt = async (c: Client, fields: Record<string, string> = {}, files = 1) =>
    upload(
      c,
      '/api/receipt/store',
      receiptForm(files, { unit_purchase_intent: '3', pay_type: 'Wire', ...fields }),
    );

  describe('user/upload/receipt (activation receipt)', () => {
    it('stores the files, opens a pending transfer, shows Requested and lists the member for verification', async () => {
      const { m, c } = await member();
      const reply = await upload(c, '/api/user/upload/receipt', receiptForm(2));
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({
        source: 'activation',
        paid: 'Requested',
        unit_purchase_intent: 2,
      });
      expect(reply.body.data.receipt).toHaveLength(2);
      expect(await ledgerOf(t).balance(m.id)).toMatchObject({ pendingUnits: 2, paidUnits: 0 });
      const view = (await c.post('/api/user/fetch')).body.data;
      expect(view.details).toMatchObject({ paid: 'Requested', unit_purchase_intent: 2 });
      expect(view.details.receipt).toHaveLength(2);
      const awaiting = await admin.get(
        `/api/admin/user/receipt-verification-users?search=${encodeURIComponent(m.email)}`,
      );
      expect(awaiting.body.data.find((u: any) => u.id === m.id)).toMatchObject({
        email: m.email,
        details: { paid: 'Requested', unit_purchase_intent: 2, pay_now: 'No' },
      });
      expectClientError(
        await upload(c, '/api/user/upload/receipt', receiptForm(1)),
        409,
        'RECEIPT.ALREADY_REQUESTED',
      );
    });

    it('needs at least one receipt, checks files by content', async () => {
      const { c } = await member();
      const none = await upload(c, '/api/user/upload/receipt', receiptForm(0));
      expectClientError(none, 422);
      expect(none.body.message.receipt).toEqual(['Please select at least one receipt']);
      const bad = multipart([
        { name: 'receipt[]', filename: 'x.png', contentType: 'image/png', data: Buffer.from('not an image') },
      ]);
      const fake = await c.post('/api/user/upload/receipt', bad.body, { ...bad.headers, ...key() });
      expectClientError(fake, 422);
      expect(fake.body.message['receipt[]']).toEqual(['The file must be a png, jpeg or jpg image.']);
    });

    it('approve-transfer posts it and marks the member paid; reject keeps the reason and allows Try Again', async () => {
      const { m, c } = await member();
      await upload(c, '/api/user/upload/receipt', receiptForm(1));
      const rejected = await admin.post(
        '/api/user/receipt/action',
        { user_id: m.id, action: 'reject', reject_reason: 'Blurry' },
        key(),
      );
      expect(rejected.status).toBe(200);
      expect(rejected.body.message).toBe('Rejected successfully!');
      expect((await c.post('/api/user/fetch')).body.data.details).toMatchObject({
        paid: 'Rejected',
        reject_reason: 'Blurry',
      });
      expect(await ledgerOf(t).balance(m.id)).toMatchObject({ pendingUnits: 0 });
      expect((await upload(c, '/api/user/upload/receipt', receiptForm(1))).status).toBe(200);
      const approved = await admin.post(
        '/api/user/receipt/approve-transfer',
        { user: m.id, unit: 4, narration: 'Wire ok' },
        key(),
      );
      expect(approved.status).toBe(200);
      expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 4, pendingUnits: 0 });
      expect((await c.post('/api/user/fetch')).body.data).toMatchObject({
        payment_status: 'Yes',
        details: { paid: 'Yes' },
      });
      expect(await invariantProblems(t)).toEqual([]);
    });
  });

  describe('receipt/store, receipt/fetch and the admin receipt calls', () => {
    it('stores a receipt, the admin views and approves it once, the member is emailed', async () => {
      const { m, c } = await member();
      const stored = await storeReceipt(c);
      expect(stored.status).toBe(200);
      expect(stored.body.data).toMatchObject({
        source: 'purchase',
        paid: 'Requested',
        unit_purchase_intent: 3,
        pay_type: 'Wire Transfer',
      });
      const mine = await c.post('/api/receipt/fetch');
      expect(mine.body.data.map((r: any) => r.id)).toEqual([stored.body.data.id]);
      const all = await admin.get(`/api/receipt/fetch-all?search=${encodeURIComponent(m.email)}`);
      expect(all.body.data.find((r: any) => r.id === stored.body.data.id)).toMatchObject({
        user: { id: m.id, email: m.email },
      });
      const view = await admin.post('/api/receipt/view', { id: stored.body.data.id });
      expect(view.body.data).toMatchObject({
        id: stored.body.data.id,
        paid: 'Requested',
        user: { city: 'New York' },
      });
      const body = { id: stored.body.data.id, unit: 3, narration: 'Wire received' };
      const approved = await admin.post('/api/receipt/approve', body, key());
      expect(approved.status).toBe(200);
      expect(approved.body.message).toBe('Receipt approved and units transferred successfully!');
      expect(approved.body.data).toMatchObject({
        paid: 'Yes',
        units_approved: 3,
        narration: 'Wire received',
      });
      expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 3, pendingUnits: 0 });
      const twice = await admin.post('/api/receipt/approve', body, key());
      expectClientError(twice, 409, 'RECEIPT.NOT_REQUESTED');
      expectClientError(
        await admin.post('/api/receipt/reject', { id: body.id, reject_reason: 'late' }, key()),
        409,
        'RECEIPT.NOT_REQUESTED',
      );
      await t.drainEvents();
      const mail = await t.mailbox.waitFor(m.email, 'approved', 10_000);
      expect(mail.raw).toContain('3 unit(s)');
    });

    it('rejects with a reason; Try Again updates the rejected receipt; others cannot', async () => {
      const { m, c } = await member();
      const other = await member();
      const stored = await storeReceipt(c);
      const rejected = await admin.post(
        '/api/receipt/reject',
        { id: stored.body.data.id, reject_reason: 'Wrong amount' },
        key(),
      );
      expect(rejected.status).toBe(200);
      expect(rejected.body.message).toBe('Receipt rejected successfully!');
      expect(rejected.body.data).toMatchObject({ paid: 'Rejected', reject_reason: 'Wrong amount' });
      await t.drainEvents();
      await t.mailbox.waitFor(m.email, 'not accepted', 10_000);
      expectClientError(await storeReceipt(other.c, { id: stored.body.data.id }), 404, 'RECEIPT.NOT_FOUND');
      const again = await storeReceipt(c, { id: stored.body.data.id, unit_purchase_intent: '5' });
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({
        id: stored.body.data.id,
        paid: 'Requested',
        unit_purchase_intent: 5,
        reject_reason: null,
      });
      expect(await ledgerOf(t).balance(m.id)).toMatchObject({ pendingUnits: 5 });
      expectClientError(await storeReceipt(c, { id: stored.body.data.id }), 409, 'RECEIPT.NOT_REJECTED');
    });

    it.each([
      [{ unit_purchase_intent: '0' }, 'unit_purchase_intent', 'Please type No. of units greater than zero'],
      [{ unit_purchase_intent: 'x' }, 'unit_purchase_intent', 'Please type valid No. of units'],
      [{ pay_type: 'Cash' }, 'pay_type', 'Please select a payment type.'],
    ])('store refuses %p', async (fields, field, message) => {
      const { c } = await member();
      const reply = await storeReceipt(c, fields);
      expectClientError(reply, 422);
      expect(reply.body.message[field]).toEqual([message]);
    });

    it('validates approve and reject with the spec messages', async () => {
      const { c } = await member();
      const stored = await storeReceipt(c);
      let reply = await admin.post('/api/receipt/approve', { id: stored.body.data.id }, key());
      expect(reply.body.message).toEqual({
        unit: ['Minimum 1 unit required.'],
        narration: ['Narration is required'],
      });
      reply = await admin.post('/api/receipt/reject', { id: stored.body.data.id }, key());
      expect(reply.body.message).toEqual({ reject_reason: ['Please type reject reason!'] });
      expectClientError(await admin.post('/api/receipt/view', { id: 'nope' }), 404, 'RECEIPT.NOT_FOUND');
      expectClientError(
        await admin.post('/api/receipt/approve', { id: stored.body.data.id, unit: 1, narration: 'x' }),
        400,
        'IDEMPOTENCY.KEY_REQUIRED',
      );
    });

    it('serves receipt files to their owner and admins only; members get 403 on admin calls', async () => {
      const a = await member();
      const b = await member();
      const stored = await storeReceipt(a.c);
      const url = stored.body.data.receipt[0];
      const own = await a.c.get(url);
      expect(own.status).toBe(200);
      expect(own.headers['content-type']).toMatch(/^image\/png/);
      expect((await admin.get(url)).status).toBe(200);
      expectClientError(await b.c.get(url), 404, 'RECEIPT.FILE_NOT_FOUND');
      expectClientError(await t.client().get(url), 401);
      for (const [method, path] of [
        ['GET', '/api/receipt/fetch-all'],
        ['GET', '/api/admin/user/receipt-verification-users'],
        ['GET', '/api/admin/user/pending-payments'],
        ['POST', '/api/receipt/view'],
        ['POST', '/api/receipt/approve'],
        ['POST', '/api/receipt/reject'],
        ['POST', '/api/user/receipt/approve-transfer'],
        ['POST', '/api/user/receipt/action'],
      ] as const)
        expectClientError(
          method === 'GET'
            ? await b.c.get(path)
            : await b.c.post(path, { id: stored.body.data.id, unit: 1, narration: 'x' }, key()),
          403,
        );
      expect((await b.c.post('/api/receipt/fetch')).body.data).toEqual([]);
    });

    it.each([
      ['GET', '/api/payment/gateway'],
      ['POST', '/api/payment/test-gateway/tokens'],
      ['POST', '/api/payment/now'],
      ['POST', '/api/user/pay-later'],
      ['POST', '/api/user/pending-payment'],
      ['POST', '/api/user/upload/receipt'],
      ['POST', '/api/receipt/fetch'],
      ['POST', '/api/receipt/store'],
      ['POST', '/api/user/payment-methods'],
      ['POST', '/api/user/add-payment-method'],
      ['POST', '/api/user/card-make-preferred'],
      ['POST', '/api/user/delete-payment-method'],
      ['POST', '/api/payment/submit-loan-request'],
      ['GET', '/api/receipt/fetch-all'],
      ['GET', '/api/admin/user/receipt-verification-users'],
      ['POST', '/api/admin/user/receipt-verification'],
      ['GET', '/api/admin/user/pending-payments'],
      ['POST', '/api/receipt/view'],
      ['POST', '/api/receipt/approve'],
      ['POST', '/api/receipt/reject'],
      ['POST', '/api/user/receipt/approve-transfer'],
      ['POST', '/api/user/receipt/action'],
      ['GET', '/api/admin/loan-requests/fetch-all'],
    ] as const)('refuses %s %s without a session (401)', async (method, path) => {
      expectClientError(await t.client().request(method, path), 401);
    });
  });

  describe('concurrency', () => {
    it('50 concurrent approvals of one receipt transfer the units once', async () => {
      const { m, c } = await member();
      const stored = await storeReceipt(c);
      const replies = await Promise.all(
        Array.from({ length: 50 }, () =>
          admin.post('/api/receipt/approve', { id: stored.body.data.id, unit: 3, narration: 'n' }, key()),
        ),
      );
      const statuses = replies.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
      expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 3, pendingUnits: 0 });
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM domain_events WHERE type = 'receipts.ReceiptApproved' AND aggregate_id = $1`,
        [stored.body.data.id],
      );
      expect(n).toBe(1);
      expect(await invariantProblems(t)).toEqual([]);
    });

    it('an approval racing a rejection resolves once', async () => {
      for (let round = 0; round < 3; round++) {
        const { m, c } = await member();
        const stored = await storeReceipt(c);
        const [approve, reject] = await Promise.all([
          admin.post('/api/receipt/approve', { id: stored.body.data.id, unit: 3, narration: 'n' }, key()),
          admin.post('/api/receipt/reject', { id: stored.body.data.id, reject_reason: 'r' }, key()),
        ]);
        expect([approve.status, reject.status].sort()).toEqual([200, 409]);
        const balance = await ledgerOf(t).balance(m.id);
        const receipt = (await c.post('/api/receipt/fetch')).body.data[0];
        if (approve.status === 200) {
          expect(balance).toMatchObject({ paidUnits: 3, pendingUnits: 0 });
          expect(receipt.paid).toBe('Yes');
        } else {
          expect(balance).toMatchObject({ paidUnits: 0, pendingUnits: 0 });
          expect(receipt.paid).toBe('Rejected');
        }
      }
      expect(await invariantProblems(t)).toEqual([]);
    });

    it('a pending receipt approved from the transaction list is marked approved and the member paid', async () => {
      const { m, c } = await member();
      const stored = await storeReceipt(c);
      const [pending] = await t.dataSource.query(`SELECT pending_transfer_id FROM receipts WHERE id = $1`, [
        stored.body.data.id,
      ]);
      const reply = await admin.post(
        '/api/admin/transactions/approve',
        { id: pending.pending_transfer_id, units: 2 },
        key(),
      );
      expect(reply.status).toBe(200);
      await t.drainEvents();
      for (let i = 0; i < 50 && (await c.post('/api/receipt/fetch')).body.data[0].paid !== 'Yes'; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect((await c.post('/api/receipt/fetch')).body.data[0]).toMatchObject({
        paid: 'Yes',
        units_approved: 2,
      });
      expect((await c.post('/api/user/fetch')).body.data.payment_status).toBe('Yes');
      expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 2 });
    });
  });

  /** The receipt's decision events, once the event relay has passed the ledger's on. */
  const decisionEvents = async (receiptId: string) => {
    await t.drainEvents();
    const rows: Array<{ type: string; via: string | null }> = await t.dataSource.query(
      `SELECT type, payload->>'via' AS via FROM domain_events
        WHERE aggregate_id = $1 AND type IN ('receipts.ReceiptApproved', 'receipts.ReceiptRejected') ORDER BY seq`,
      [receiptId],
    );
    return rows;
  };
  const receiptRow = async (id: string) =>
    (await t.dataSource.query(`SELECT * FROM receipts WHERE id = $1`, [id]))[0];
  const until = async (done: () => Promise<boolean>, what: string) => {
    for (let i = 0; i < 100; i++) {
      if (await done()) return;
      await t.drainEvents();
      await sleep(100);
    }
    throw new Error(`timed out waiting for ${what}`);
  };

  describe('Idempotency-Key on receipt uploads (they open pending transfers)', () => {
    it('receipt/store needs a key; a double click with one key stores one receipt; another body is 409', async () => {
      const { m, c } = await member();
      const form = receiptForm(2, { unit_purchase_intent: '3', pay_type: 'Wire' });
      const none = await c.post('/api/receipt/store', form.body, form.headers);
      expectClientError(none, 400, 'IDEMPOTENCY.KEY_REQUIRED');
      const once = key();
      const [first, second] = await Promise.all([
        upload(c, '/api/receipt/store', form, once),
        upload(c, '/api/receipt/store', form, once),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body.data.id).toBe(first.body.data.id);
      expect([first.headers['idempotent-replayed'], second.headers['idempotent-replayed']]).toContain('true');
      expect((await c.post('/api/receipt/fetch')).body.data).toHaveLength(1);
      expect(await ledgerOf(t).balance(m.id)).toMatchObject({ pendingUnits: 3 });
      const later = await upload(c, '/api/receipt/store', form, once);
      expect(later.status).toBe(200);
      expect(later.headers['idempotent-replayed']).toBe('true');
      const other = receiptForm(2, { unit_purchase_intent: '4', pay_type: 'Wire' });
      expectClientError(await upload(c, '/api/receipt/store', other, once), 409, 'IDEMPOTENCY.KEY_REUSED');
      expectClientError(
        await upload(
          c,
          '/api/receipt/store',
          receiptForm(1, { unit_purchase_intent: '3', pay_type: 'Wire' }),
          once,
        ),
        409,
        'IDEMPOTENCY.KEY_REUSED',
      );
      expect(await ledgerOf(t).balance(m.id)).toMatchObject({ pendingUnits: 3 });
      expect(await invariantProblems(t)).toEqual([]);
    });

    it('user/upload/receipt needs a key; the same key replays instead of a second round', async () => {
      const { m, c } = await member();
      const form = receiptForm(1);
      expectClientError(
        await c.post('/api/user/upload/receipt', form.body, form.headers),
        400,
        'IDEMPOTENCY.KEY_REQUIRED',
      );
      const once = key();
      const first = await upload(c, '/api/user/upload/receipt', form, once);
      expect(first.status).toBe(200);
      const again = await upload(c, '/api/user/upload/receipt', form, once);
      expect(again.status).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body.data).toEqual(first.body.data);
      expectClientError(
        await upload(c, '/api/user/upload/receipt', receiptForm(2), once),
        409,
        'IDEMPOTENCY.KEY_REUSED',
      );
      expect(await ledgerOf(t).balance(m.id)).toMatchObject({ pendingUnits: 2 });
    });
  });

  describe('decisions from the transaction list', () => {
    it('approving the pending transfer there emails the member, with the same event as receipt/approve', async () => {
      const { m, c } = await member();
      const stored = await storeReceipt(c);
      const { pending_transfer_id } = await receiptRow(stored.body.data.id);
      const reply = await admin.post(
        '/api/admin/transactions/approve',
        { id: pending_transfer_id, units: 2 },
        key(),
      );
      expect(reply.status).toBe(200);
      const mail = await t.mailbox.waitFor(m.email, 'approved', 10_000);
      expect(mail.raw).toContain('2 unit(s)');
      expect(await decisionEvents(stored.body.data.id)).toEqual([
        { type: 'receipts.ReceiptApproved', via: 'ledger' },
      ]);
      expect((await c.post('/api/receipt/fetch')).body.data[0]).toMatchObject({
        paid: 'Yes',
        units_approved: 2,
      });
      expect(t.mailbox.count(m.email, 'approved')).toBe(1);
    });

    it('deleting the pending transfer there rejects the receipt and emails the member once', async () => {
      const { m, c } = await member();
      const stored = await storeReceipt(c);
      const { pending_transfer_id } = await receiptRow(stored.body.data.id);
      const reply = await admin.post('/api/admin/transactions/delete', { id: pending_transfer_id }, key());
      expect(reply.status).toBe(200);
      await t.mailbox.waitFor(m.email, 'not accepted', 10_000);
      expect(await decisionEvents(stored.body.data.id)).toEqual([
        { type: 'receipts.ReceiptRejected', via: 'ledger' },
      ]);
      expect((await c.post('/api/receipt/fetch')).body.data[0]).toMatchObject({ paid: 'Rejected' });
      expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 0, pendingUnits: 0 });
      expect(t.mailbox.count(m.email, 'not accepted')).toBe(1);
    });

    it('a receipt/approve emails once too, whichever of the call and the ledger consumer records first', async () => {
      const { m, c } = await member();
      const stored = await storeReceipt(c);
      const reply = await admin.post(
        '/api/receipt/approve',
        { id: stored.body.data.id, unit: 3, narration: 'ok' },
        key(),
      );
      expect(reply.status).toBe(200);
      await t.mailbox.waitFor(m.email, 'approved', 10_000);
      const events = await decisionEvents(stored.body.data.id);
      expect(events).toHaveLength(1);
      expect(events[0]!.type).toBe('receipts.ReceiptApproved');
      await sleep(300);
      expect(t.mailbox.count(m.email, 'approved')).toBe(1);
    });
  });

  describe('recovery: the ledger resolved the pending transfer, the decision was not recorded', () => {
    it('the next approval records it (narration, member paid) and moves nothing more', async () => {
      const { m, c } = await member();
      const stored = await storeReceipt(c);
      const id = stored.body.data.id;
      const { pending_transfer_id } = await receiptRow(id);
      // As after a crash between the ledger's statement and the decision's transaction.
      await ledgerOf(t).postPending(pending_transfer_id, null, 3);
      const reply = await admin.post('/api/receipt/approve', { id, unit: 3, narration: 'Recovered' }, key());
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({ paid: 'Yes', units_approved: 3 });
      expect(await receiptRow(id)).toMatchObject({
        status: 'Yes',
        narration: 'Recovered',
        decided_via: 'receipts',
      });
      expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 3, pendingUnits: 0 });
      expect((await c.post('/api/user/fetch')).body.data.payment_status).toBe('Yes');
      await until(async () => (await decisionEvents(id)).length > 0, 'the decision event');
      expect((await decisionEvents(id)).map((e) => e.type)).toEqual(['receipts.ReceiptApproved']);
      expectClientError(
        await admin.post('/api/receipt/approve', { id, unit: 3, narration: 'Again' }, key()),
        409,
        'RECEIPT.NOT_REQUESTED',
      );
      expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 3, pendingUnits: 0 });
      expect(await invariantProblems(t)).toEqual([]);
    });

    it('the next rejection records its reason and moves nothing; an approval of it is refused', async () => {
      const { m, c } = await member();
      const stored = await storeReceipt(c);
      const id = stored.body.data.id;
      const { pending_transfer_id } = await receiptRow(id);
      await ledgerOf(t).voidPending(pending_transfer_id, null);
      // Refused either way: by the ledger (voided), or by the receipt once the consumer recorded it.
      const approve = await admin.post('/api/receipt/approve', { id, unit: 3, narration: 'n' }, key());
      expect(approve.status).toBe(409);
      expect(['RECEIPT.ALREADY_DECIDED', 'RECEIPT.NOT_REQUESTED']).toContain(approve.body.code);
      const reply = await admin.post('/api/receipt/reject', { id, reject_reason: 'Unreadable' }, key());
      expect(reply.status).toBe(200);
      expect(await receiptRow(id)).toMatchObject({
        status: 'Rejected',
        reject_reason: 'Unreadable',
        decided_via: 'receipts',
      });
      expect(await ledgerOf(t).balance(m.id)).toMatchObject({ paidUnits: 0, pendingUnits: 0 });
      await until(async () => (await decisionEvents(id)).length > 0, 'the decision event');
      expect((await decisionEvents(id)).map((e) => e.type)).toEqual(['receipts.ReceiptRejected']);
      expect(await invariantProblems(t)).toEqual([]);
    });
  });

  describe('admin/user/receipt-verification', () => {
    it("shows one member's activation receipt for verification; 404 when none; admins only", async () => {
      // A member who paid at registration (Pay now? Yes) has no activation to verify (ADR 0029).
      const payer = await member({ pay_now: 'Yes', pay_type: 'Credit/Debit Card' });
      const none = await admin.post('/api/admin/user/receipt-verification', { id: payer.m.id });
      expectClientError(none, 404, 'RECEIPT.NONE_AWAITING');
      const { m, c } = await member({ fname: 'Vera', lname: 'Verify' });
      const uploaded = await upload(c, '/api/user/upload/receipt', receiptForm(2));
      const reply = await admin.post('/api/admin/user/receipt-verification', { id: m.id });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({
        id: m.id,
        email: m.email,
        receipt_id: uploaded.body.data.id,
        details: { paid: 'Requested', unit_purchase_intent: 2, pay_later: false },
      });
      expect(reply.body.data.details.receipt).toHaveLength(2);
      const listed = await admin.get(
        `/api/admin/user/receipt-verification-users?search=${encodeURIComponent(m.email)}`,
      );
      expect(listed.body.data.find((u: { id: string }) => u.id === m.id)).toEqual(reply.body.data);
      expectClientError(
        await admin.post('/api/admin/user/receipt-verification', { id: 'nope' }),
        404,
        'RECEIPT.MEMBER_NOT_FOUND',
      );
      expectClientError(
        await admin.post('/api/admin/user/receipt-verification', {}),
        404,
        'RECEIPT.MEMBER_NOT_FOUND',
      );
      expectClientError(
        await admin.post('/api/admin/user/receipt-verification', {
          id: '00000000-0000-4000-8000-000000000000',
        }),
        404,
        'RECEIPT.NONE_AWAITING',
      );
      expectClientError(await c.post('/api/admin/user/receipt-verification', { id: m.id }), 403);
    });
  });
});
