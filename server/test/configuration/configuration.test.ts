import { Messages, PUBLIC_SETTING_KEYS, SETTING_KEYS, type SettingKey } from '@app/libs';
import type { Client } from '../support/client';
import { startTestApp, TestApp } from '../support/test-app';
import { registerMember } from '../support/journeys';
import { eventCount, expectClientError, nextIp } from '../support/fixtures';

jest.setTimeout(30_000);

const DEFAULTS = {
  'per-unit-price': '500',
  'minimum-unit-purchase': '1',
  'target-to-achieve': '0',
  'show-hide-target': 'Show',
  'balance-target': '0',
  'loan-unit-amount': '100',
  'registration-cutoff': '',
  'payment-instructions-crypto-currency': '',
  'payment-instructions-paypal': '',
  'payment-instructions-ach': '',
  'payment-instructions-wire-transfer': '',
  'contact-email': '',
  'teaser-video-url': '',
};

describe('admin/configuration', () => {
  let t: TestApp;
  let superAdmin: Client;
  let admin: Client;
  let adminId: string;
  let member: Client;
  let memberBearer: Client;

  beforeAll(async () => {
    t = await startTestApp();
    superAdmin = t.client(nextIp());
    const login = await superAdmin.post('/api/login', {
      email: 'root@example.com',
      password: 'Root-password-1',
    });
    expect(login.status).toBe(200);

    // A plain Admin: a member promoted in the database (the role is read from the account per request).
    admin = t.client(nextIp());
    const promoted = await registerMember(t, admin);
    adminId = promoted.user.id;
    await t.dataSource.query(`UPDATE users SET role = 'Admin' WHERE id = $1`, [adminId]);

    member = t.client(nextIp());
    const registered = await registerMember(t, member);
    memberBearer = t.client(nextIp());
    memberBearer.bearer = registered.token;
    memberBearer.sendXsrf = false;
  });
  afterAll(() => t.close());

  const update = (client: Client, key: string, value: unknown) =>
    client.post('/api/admin/configuration/update', { key, value });
  const stored = async (key: SettingKey) =>
    (await t.dataSource.query(`SELECT * FROM configuration_settings WHERE key = $1`, [key]))[0];
  const changes = async (key: string) =>
    t.dataSource.query(
      `SELECT payload, actor_id, aggregate_type, aggregate_id FROM domain_events
        WHERE type = 'configuration.ConfigurationChanged' AND aggregate_id = $1 ORDER BY seq`,
      [key],
    );

  describe('fetch-all', () => {
    it('answers a member (cookie and bearer) with every key and the seeded defaults', async () => {
      for (const client of [member, memberBearer]) {
        const reply = await client.get('/api/admin/configuration/fetch-all');
        expect(reply.status).toBe(200);
        expect(reply.body).toEqual({ data: DEFAULTS });
      }
    });

    it('answers an admin and the SuperAdmin the same map', async () => {
      for (const client of [admin, superAdmin]) {
        const reply = await client.get('/api/admin/configuration/fetch-all');
        expect(reply.status).toBe(200);
        expect(Object.keys(reply.body.data).sort()).toEqual([...SETTING_KEYS].sort());
      }
    });

    it('refuses anonymous callers with 401', async () => {
      const reply = await t.client(nextIp()).get('/api/admin/configuration/fetch-all');
      expectClientError(reply, 401);
      expect(reply.body.message).toBe(Messages.unauthenticated);
    });
  });

  describe('update', () => {
    it.each<[SettingKey, unknown, string]>([
      ['per-unit-price', '750', '750'],
      ['minimum-unit-purchase', '3', '3'],
      ['target-to-achieve', '25000.50', '25000.5'],
      ['show-hide-target', 'Hide', 'Hide'],
      ['balance-target', 12000, '12000'],
      ['loan-unit-amount', '150', '150'],
      ['registration-cutoff', '2031-05-04T10:30:00-04:00', '2031-05-04T14:30:00.000Z'],
      [
        'teaser-video-url',
        ' https://CDN.example.com/show/Teaser.mp4 ',
        'https://cdn.example.com/show/Teaser.mp4',
      ],
    ])(
      'lets an admin set %s to %p (stored as %p) with row, answer and event',
      async (key, value, expected) => {
        // null: a key the configuration migration did not seed has no row until its first change.
        const before = (await stored(key))?.value ?? null;
        const eventsBefore = await eventCount(t, 'configuration.ConfigurationChanged', key);
        const reply = await update(admin, key, value);
        expect(reply.status).toBe(200);
        expect(reply.body.message).toBe('Setting updated successfully');
        expect(reply.body.data[key]).toBe(expected);
        expect(Object.keys(reply.body.data).sort()).toEqual([...SETTING_KEYS].sort());

        const row = await stored(key);
        expect(row.value).toBe(expected);
        expect(row.updated_by).toBe(adminId);

        expect(await eventCount(t, 'configuration.ConfigurationChanged', key)).toBe(eventsBefore + 1);
        const last = (await changes(key)).at(-1);
        expect(last).toEqual({
          payload: { key, from: before, to: expected },
          actor_id: adminId,
          aggregate_type: 'Configuration',
          aggregate_id: key,
        });

        const seen = await member.get('/api/admin/configuration/fetch-all');
        expect(seen.body.data[key]).toBe(expected);
      },
    );

    it('lets the SuperAdmin change a value and clear the registration cutoff (open)', async () => {
      await update(superAdmin, 'registration-cutoff', '2031-01-01T00:00:00Z');
      const reply = await update(superAdmin, 'registration-cutoff', '');
      expect(reply.status).toBe(200);
      expect(reply.body.data['registration-cutoff']).toBe('');
      const time = await member.get('/api/fetch-time');
      expect(time.body.data).toMatchObject({ cutoff: null, expired: false });
    });

    it('closes registration when the cutoff is in the past (read by identity through the reader)', async () => {
      await update(superAdmin, 'registration-cutoff', '2020-01-01T00:00:00Z');
      const time = await t.client(nextIp()).get('/api/fetch-time');
      expect(time.body.data).toMatchObject({ cutoff: '2020-01-01T00:00:00.000Z', expired: true });
      await update(superAdmin, 'registration-cutoff', '');
    });

    it('records no event when the value does not change', async () => {
      await update(admin, 'balance-target', '500');
      const events = await eventCount(t, 'configuration.ConfigurationChanged', 'balance-target');
      const reply = await update(admin, 'balance-target', '500.00');
      expect(reply.status).toBe(200);
      expect(reply.body.data['balance-target']).toBe('500');
      expect(await eventCount(t, 'configuration.ConfigurationChanged', 'balance-target')).toBe(events);
    });

    it('keeps every concurrent change in the log with the true previous value', async () => {
      await update(admin, 'target-to-achieve', '1');
      const values = ['10', '20', '30', '40', '50'];
      const replies = await Promise.all(values.map((v) => update(admin, 'target-to-achieve', v)));
      expect(replies.map((r) => r.status)).toEqual(values.map(() => 200));
      const chain = (await changes('target-to-achieve')).slice(-values.length).map((e: any) => e.payload);
      for (let i = 1; i < chain.length; i++) expect(chain[i].from).toBe(chain[i - 1].to);
      expect((await stored('target-to-achieve')).value).toBe(chain.at(-1).to);
    });
  });

  describe('validation', () => {
    const INVALID = 'Please type valid number';
    it.each<[SettingKey, unknown]>([
      ['per-unit-price', ''],
      ['per-unit-price', '   '],
      ['per-unit-price', '0'],
      ['per-unit-price', '-5'],
      ['per-unit-price', 'abc'],
      ['per-unit-price', '12abc'],
      ['per-unit-price', '1e3'],
      ['per-unit-price', '0x10'],
      ['per-unit-price', '10.123'],
      ['per-unit-price', 'Infinity'],
      ['per-unit-price', '+5'],
      ['per-unit-price', '99999999999'],
      ['per-unit-price', -1],
      ['loan-unit-amount', '0'],
      ['loan-unit-amount', '-100'],
      ['minimum-unit-purchase', '0'],
      ['minimum-unit-purchase', '1.5'],
      ['minimum-unit-purchase', '-1'],
      ['minimum-unit-purchase', ''],
      ['target-to-achieve', '-1'],
      ['target-to-achieve', ''],
      ['target-to-achieve', 'ten'],
      ['balance-target', '-0.01'],
      ['balance-target', ''],
      ['balance-target', 'NaN'],
    ])('refuses %s = %p with 422 "Please type valid number" and changes nothing', async (key, value) => {
      const before = await stored(key);
      const events = await eventCount(t, 'configuration.ConfigurationChanged');
      const reply = await update(admin, key, value);
      expectClientError(reply, 422);
      expect(reply.body.message).toEqual({ value: [INVALID] });
      expect(await stored(key)).toEqual(before);
      expect(await eventCount(t, 'configuration.ConfigurationChanged')).toBe(events);
    });

    it('accepts zero for the targets (no banner) and a whole minimum of 1', async () => {
      for (const [key, value] of [
        ['target-to-achieve', '0'],
        ['balance-target', '0'],
        ['minimum-unit-purchase', '1'],
      ] as const) {
        const reply = await update(admin, key, value);
        expect(reply.status).toBe(200);
        expect(reply.body.data[key]).toBe(value);
      }
    });

    it('keeps payment instructions as text per pay type, trimmed, and refuses a text too long', async () => {
      const key = 'payment-instructions-wire-transfer';
      const reply = await update(admin, key, '  Bank: ACME\r\nIBAN: XX00 1234  ');
      expect(reply.status).toBe(200);
      expect(reply.body.data[key]).toBe('Bank: ACME\nIBAN: XX00 1234');
      const long = await update(admin, key, 'x'.repeat(2001));
      expectClientError(long, 422);
      expect((await stored(key)).value).toBe('Bank: ACME\nIBAN: XX00 1234');
    });

    it('stores an instruction text of the longest allowed length (2000 characters)', async () => {
      const reply = await update(admin, 'payment-instructions-crypto-currency', 'y'.repeat(2000));
      expect(reply.status).toBe(200);
      expect((await stored('payment-instructions-crypto-currency')).value).toBe('y'.repeat(2000));
      expect((await update(admin, 'payment-instructions-crypto-currency', '')).status).toBe(200);
    });

    it("takes an old client's key of a pay type's other spelling as the canonical key (ADR 0031)", async () => {
      for (const [alias, canonical] of [
        ['payment-instructions-wire', 'payment-instructions-wire-transfer'],
        ['payment-instructions-ach-usa-only', 'payment-instructions-ach'],
      ] as const) {
        const reply = await update(admin, alias, `Pay by ${alias}`);
        expect(reply.status).toBe(200);
        expect(reply.body.data[canonical]).toBe(`Pay by ${alias}`);
        expect(reply.body.data).not.toHaveProperty(alias);
        expect((await stored(canonical)).value).toBe(`Pay by ${alias}`);
        expect(
          await t.dataSource.query(`SELECT 1 FROM configuration_settings WHERE key = $1`, [alias]),
        ).toEqual([]);
      }
    });

    it.each(['show', 'HIDE', '', 'Yes', '1'])('refuses show-hide-target = %p', async (value) => {
      const reply = await update(admin, 'show-hide-target', value);
      expectClientError(reply, 422);
      expect(reply.body.message).toEqual({ value: ['The value must be Show or Hide.'] });
    });

    it.each([
      'tomorrow',
      '2031-05-04',
      '2031-05-04 10:30',
      '2031-05-04T10:30:00',
      '2031-02-30T10:00:00Z',
      '2031-13-01T10:00:00Z',
      '2031-05-04T24:00:00Z',
    ])('refuses registration-cutoff = %p (not an ISO date-time with an offset)', async (value) => {
      const reply = await update(admin, 'registration-cutoff', value);
      expectClientError(reply, 422);
      expect(reply.body.message).toEqual({ value: ['The value must be an ISO date-time or empty.'] });
    });

    it.each([
      'http://cdn.example.com/teaser.mp4',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
    ])(
      'refuses teaser-video-url = %p (not an https link to a video file) and keeps the link',
      async (value) => {
        await update(admin, 'teaser-video-url', 'https://cdn.example.com/kept.webm');
        const reply = await update(admin, 'teaser-video-url', value);
        expectClientError(reply, 422);
        expect(reply.body.message).toEqual({
          value: ['The value must be an https link to an .mp4, .m4v or .webm video file, or empty.'],
        });
        expect((await stored('teaser-video-url')).value).toBe('https://cdn.example.com/kept.webm');
      },
    );

    it('refuses an unknown key with 422 on key', async () => {
      const reply = await update(admin, 'favourite-colour', 'blue');
      expectClientError(reply, 422);
      expect(Object.keys(reply.body.message)).toEqual(['key']);
    });

    it('refuses a missing key or value, and values that are neither text nor number', async () => {
      expectClientError(await admin.post('/api/admin/configuration/update', { value: '5' }), 422);
      const noValue = await admin.post('/api/admin/configuration/update', { key: 'per-unit-price' });
      expectClientError(noValue, 422);
      expect(noValue.body.message.value[0]).toBe('The value field is required.');
      for (const value of [null, true, ['5'], { n: 5 }]) {
        const reply = await update(admin, 'per-unit-price', value);
        expectClientError(reply, 422);
        expect(Object.keys(reply.body.message)).toEqual(['value']);
      }
    });

    it('refuses unknown fields with 422', async () => {
      const reply = await admin.post('/api/admin/configuration/update', {
        key: 'per-unit-price',
        value: '600',
        updated_by: '00000000-0000-4000-8000-000000000000',
      });
      expectClientError(reply, 422);
      expect(reply.body.message).toEqual({ updated_by: ['The updated_by field is not allowed.'] });
      expect((await stored('per-unit-price')).value).not.toBe('600');
    });
  });

  describe('public', () => {
    const read = (client: Client) => client.get('/api/configuration/public');

    it('gives anyone, signed in or not, the teaser video link and nothing else', async () => {
      expect((await update(admin, 'teaser-video-url', 'https://cdn.example.com/season-2.webm')).status).toBe(
        200,
      );
      for (const client of [t.client(nextIp()), member, memberBearer, superAdmin]) {
        const reply = await read(client);
        expect(reply.status).toBe(200);
        expect(reply.body).toEqual({ data: { 'teaser-video-url': 'https://cdn.example.com/season-2.webm' } });
        expect(Object.keys(reply.body.data)).toEqual([...PUBLIC_SETTING_KEYS]);
      }
    });

    it('answers an empty link once the admin clears it: the page plays its own video', async () => {
      expect((await update(admin, 'teaser-video-url', '   ')).status).toBe(200);
      expect((await stored('teaser-video-url')).value).toBe('');
      expect((await read(t.client(nextIp()))).body).toEqual({ data: { 'teaser-video-url': '' } });
    });
  });

  describe('who may update', () => {
    it('refuses a member with 403 (cookie and bearer) and changes nothing', async () => {
      const before = await stored('per-unit-price');
      for (const client of [member, memberBearer]) {
        const reply = await update(client, 'per-unit-price', '1');
        expectClientError(reply, 403);
        expect(reply.body.message).toBe(Messages.forbidden);
      }
      expect(await stored('per-unit-price')).toEqual(before);
    });

    it('refuses anonymous callers with 401', async () => {
      const anonymous = t.client(nextIp());
      const reply = await update(anonymous, 'per-unit-price', '1');
      expectClientError(reply, 401);
    });

    it('refuses a cookie session without the CSRF header', async () => {
      admin.sendXsrf = false;
      try {
        const reply = await update(admin, 'per-unit-price', '1');
        expectClientError(reply, 403);
        expect(reply.body.message).toBe(Messages.csrfMismatch);
      } finally {
        admin.sendXsrf = true;
      }
    });
  });
});
