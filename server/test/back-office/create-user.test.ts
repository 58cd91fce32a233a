import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Role } from '@app/libs';
import { ReferralNetwork } from '../../src/modules/referral-network';
import type { Client } from '../support/client';
import { expectClientError, multipart } from '../support/fixtures';
import { Mailbox } from '../support/mailbox';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminClient, invariantProblems, ledgerOf, memberClient, newMember } from '../ledger/ledger-fixtures';
import { receiptForm } from '../receipts/payments-fixtures';
import {
  createForm,
  type CreateForm,
  CREATED_PASSWORD as PASSWORD,
  signIn,
  staffMember,
} from './back-office-fixtures';

jest.setTimeout(180_000);

/** Posts the form with `files` receipts, under a fresh Idempotency-Key unless one (or null: none) is given. */
async function create(client: Client, fields: CreateForm, files = 2, key: string | null = randomUUID()) {
  const form = receiptForm(files, fields);
  return client.post('/api/create', form.body, {
    ...form.headers,
    ...(key ? { 'Idempotency-Key': key } : {}),
  });
}

describe('back-office: POST create', () => {
  let t: TestApp;
  let root: Client;
  const userCount = async () =>
    Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM users`))[0].n);

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_FACTOR: '50' });
    root = await adminClient(t);
  });
  afterAll(() => t.close());

  it('creates a member with units, receipts, a parent and the agreement; they verify their email at first sign-in', async () => {
    const parent = await newMember(t);
    const spec = createForm({ referral: parent.id, send_email: 'Yes' });
    const key = randomUUID();
    const reply = await create(root, spec, 2, key);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Registered successfully');
    const id = reply.body.data.id;
    expect(await ledgerOf(t).balance(id)).toMatchObject({ paidUnits: 4, pendingUnits: 0 });
    const [receipt] = await t.dataSource.query(
      `SELECT status, units, units_approved, jsonb_array_length(files) AS files, narration FROM receipts WHERE member_id = $1`,
      [id],
    );
    expect(receipt).toEqual({
      status: 'Yes',
      units: 4,
      units_approved: 4,
      files: 2,
      narration: spec.narration,
    });
    const [registered] = await t.dataSource.query(
      `SELECT payload, actor_id FROM domain_events WHERE type = 'identity.UserRegistered' AND aggregate_id = $1`,
      [id],
    );
    expect(registered.payload).toEqual({ email: spec.email, role: 'User', referrerId: parent.id });
    const view = (await root.get(`/api/admin/users/${id}`)).body.data;
    expect(view).toMatchObject({
      email: spec.email,
      role: 'User',
      referred: { id: parent.id },
      payment_status: 'Yes',
      email_verified_at: null,
      paid_units: 4,
    });
    expect(view.details.receipt).toHaveLength(2);
    await t.drainEvents();
    expect((await t.app.get(ReferralNetwork).parentOf(id))?.id).toBe(parent.id);
    const file = await root.get(view.details.receipt[0]);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^image\//);
    const signedIn = await signIn(t, spec.email, PASSWORD);
    expect(signedIn.reply.status).toBe(200);
    expect(signedIn.reply.body.data.user.email_verified_at).toBeNull();
    // The /verify-email page: a code to the account's email, then the code.
    const seen = t.mailbox.count(spec.email, 'verification code');
    expect((await signedIn.client.post('/api/send-otp', { email: spec.email })).status).toBe(200);
    const code = Mailbox.code(await t.mailbox.waitFor(spec.email, 'verification code', 10_000, seen));
    expect((await signedIn.client.post('/api/email-verified', { otp: code })).status).toBe(200);
    expect((await signedIn.client.post('/api/user/fetch')).body.data.email_verified_at).not.toBeNull();
    const mail = await t.mailbox.waitFor(spec.email, 'lending agreement', 15_000);
    expect(mail.raw).toContain('lending-agreement-');
    expect(await invariantProblems(t)).toEqual([]);

    // The same submission again moves nothing and answers the same.
    const before = await userCount();
    const again = await create(root, spec, 2, key);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.id).toBe(id);
    expect(await userCount()).toBe(before);
    expect(await ledgerOf(t).balance(id)).toMatchObject({ paidUnits: 4 });
    expectClientError(
      await create(root, { ...spec, unit_purchase_intent: '5' }, 2, key),
      409,
      'IDEMPOTENCY.KEY_REUSED',
    );
  });

  it.each([
    [{ unit_purchase_intent: '0' }, 'unit_purchase_intent', 'There should be at least one unit'],
    [{ unit_purchase_intent: 'many' }, 'unit_purchase_intent', 'There should be at least one unit'],
    [{ narration: '  ' }, 'narration', 'Narration is required'],
    [{ pay_type: 'Cash' }, 'pay_type', 'Please select a payment method.'],
    [{ send_email: 'maybe' }, 'send_email', 'Send agreement email must be Yes or No.'],
    [{ email: 'not-an-email' }, 'email', 'The email must be a valid email address.'],
    [{ fname: '' }, 'fname', 'The first name field is required.'],
    [{ phone: '12' }, 'phone', 'The phone must be a number of 4 to 15 digits.'],
    [{ gender: 'X' }, 'gender', 'The gender must be Male, Female or Other.'],
    [{ role: 'Owner' }, 'role', 'The role must be User, Admin or SuperAdmin.'],
    [{ referral: 'abc' }, 'referral', 'The referral must be a user id.'],
    [
      { password: 'short', password_confirmation: 'short' },
      'password',
      'Password must be at least 8 characters long.',
    ],
  ])('refuses %j with the field’s message and changes nothing', async (fields, field, message) => {
    const before = await userCount();
    const reply = await create(root, createForm(fields));
    expectClientError(reply, 422);
    expect(reply.body.message[field]).toContain(message);
    expect(await userCount()).toBe(before);
  });

  it('needs a receipt, real images, an existing referrer, a free email and an Idempotency-Key', async () => {
    const before = await userCount();
    const none = await create(root, createForm(), 0);
    expectClientError(none, 422);
    expect(none.body.message.receipt).toEqual(['Please select at least one receipt']);
    const fake = multipart([
      ...Object.entries(createForm()).map(([name, data]) => ({ name, data })),
      { name: 'receipt[]', filename: 'x.png', contentType: 'image/png', data: Buffer.from('not an image') },
    ]);
    expectClientError(
      await root.post('/api/create', fake.body, { ...fake.headers, 'Idempotency-Key': randomUUID() }),
      422,
    );
    const unknown = await create(root, createForm({ referral: randomUUID() }));
    expectClientError(unknown, 422);
    expect(unknown.body.message.referral).toEqual(['The referring user was not found.']);
    const [self] = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [t.env.ADMIN_EMAIL]);
    const staff = await create(root, createForm({ referral: self.id }));
    expect(staff.body.message.referral).toEqual(['The referring user was not found.']);
    const member = await newMember(t);
    const taken = await create(root, createForm({ email: member.email }));
    expectClientError(taken, 422);
    expect(taken.body.message.email).toEqual(['The email has already been taken.']);
    expectClientError(await create(root, createForm(), 2, null), 400, 'IDEMPOTENCY.KEY_REQUIRED');
    const mismatch = await create(root, createForm({ password_confirmation: 'another horse battery' }));
    expectClientError(mismatch, 422);
    expect(mismatch.body.message.password.join(' ')).toMatch(/confirmation/i);
    expect(await userCount()).toBe(before + 1);
    const stray = multipart([{ name: 'is_admin', data: 'yes' }]);
    expectClientError(
      await root.post('/api/create', stray.body, { ...stray.headers, 'Idempotency-Key': randomUUID() }),
      422,
    );
  });

  it('lets only a SuperAdmin create staff, who need no units and sign in to the back-office', async () => {
    const admin = await staffMember(t, root, Role.Admin);
    // Staff get no units section: no units, narration, pay type, receipts nor key.
    const spec = createForm({ role: 'Admin' });
    for (const field of ['unit_purchase_intent', 'narration', 'pay_type', 'send_email'] as const)
      delete spec[field];
    expectClientError(await create(admin.c, spec, 0, null), 403, 'USERS.SUPER_ADMIN_ONLY');
    const reply = await create(root, spec, 0, null);
    expect(reply.status).toBe(200);
    const { client, reply: login } = await signIn(t, spec.email, PASSWORD);
    expect(login.body.data.user.role).toBe('Admin');
    expect((await client.get('/api/admin/user/fetch-all')).status).toBe(200);
    expect(await ledgerOf(t).balance(reply.body.data.id)).toMatchObject({ paidUnits: 0 });
    // An Admin creates members.
    expect((await create(admin.c, createForm())).status).toBe(200);
  });

  it('creates once when the same submission arrives twice at once', async () => {
    const spec = createForm();
    const key = randomUUID();
    const replies = await Promise.all([create(root, spec, 2, key), create(root, spec, 2, key)]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect(replies[0].body.data.id).toBe(replies[1].body.data.id);
    const rows = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [spec.email]);
    expect(rows).toHaveLength(1);
    expect(await ledgerOf(t).balance(rows[0].id)).toMatchObject({ paidUnits: 4 });
  });

  it('keeps nothing of a creation that fails inside its transaction (receipts over the quota)', async () => {
    const small = await startTestApp({ RATE_LIMIT_FACTOR: '50', UPLOAD_QUOTA_BYTES: '1' });
    try {
      const admin = await adminClient(small);
      const spec = createForm();
      const reply = await create(admin, spec);
      expectClientError(reply, 413, 'FILE.QUOTA_EXCEEDED');
      const q = (sql: string) => small.dataSource.query(sql);
      expect(await q(`SELECT id FROM users WHERE role = 'User'`)).toEqual([]);
      expect(await q(`SELECT id FROM ledger_transfers`)).toEqual([]);
      expect(await q(`SELECT id FROM receipts`)).toEqual([]);
      expect(await q(`SELECT name FROM stored_files`)).toEqual([]);
      const dir = join(small.env.VAR_DIR, 'uploads', 'receipts');
      expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('is refused to members', async () => {
    const m = await newMember(t);
    expectClientError(await create(await memberClient(t, m), createForm()), 403);
  });
});
