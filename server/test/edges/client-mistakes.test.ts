import type { Client } from '../support/client';
import { expectClientError, multipart, nextIp, rowCounts, tinyPng } from '../support/fixtures';
import { startTestApp, TestApp } from '../support/test-app';
import { adminClient, memberClient, newMember, type Member } from '../ledger/ledger-fixtures';

jest.setTimeout(60_000);

const JSON_TYPE = { 'content-type': 'application/json' };
/** The body of the report: 200 000 nested arrays, 400 kB. */
const deepArrays = () => Buffer.from('['.repeat(200_000) + ']'.repeat(200_000));
const deepObjects = () => Buffer.from('{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000));

/** Each is a client's mistake: a 4xx in the error shape, never a 500, and nothing written. */
describe('client mistakes are 4xx', () => {
  let t: TestApp;
  let admin: Client;
  let member: Member;
  let memberSession: Client;
  const ledgerRows = async () =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM ledger_transfers`))[0].n as number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminClient(t);
    member = await newMember(t);
    memberSession = await memberClient(t, member);
  });
  afterAll(() => t.close());

  describe('deeply nested JSON', () => {
    it.each([
      ['an anonymous route', '/api/login', () => t.client(nextIp())],
      ['a member route', '/api/user/fetch', () => memberSession],
      ['an admin route', '/api/admin/transactions/transfer', () => admin],
    ])('200 000 nested arrays on %s answer 400 BODY_TOO_DEEP', async (_what, url, client) => {
      const before = await rowCounts(t);
      for (const body of [deepArrays(), deepObjects()]) {
        expectClientError(await client().request('POST', url, body, JSON_TYPE), 400, 'BODY_TOO_DEEP');
      }
      expect(await rowCounts(t)).toEqual(before);
    });

    it('a body nested a little too deep for any form is refused the same way', async () => {
      const body = Buffer.from(`{"email":${'['.repeat(33)}${']'.repeat(33)}}`);
      const reply = await t.client(nextIp()).request('POST', '/api/login', body, JSON_TYPE);
      expectClientError(reply, 400, 'BODY_TOO_DEEP');
      expect(reply.body.message).toBe('The request body is nested too deeply.');
    });

    it('eight at once leave /api/health answering', async () => {
      const hostile = Array.from({ length: 8 }, () =>
        t.client(nextIp()).request('POST', '/api/login', deepArrays(), JSON_TYPE),
      );
      const health = t.client(nextIp()).get('/api/health');
      const [healthReply, ...replies] = await Promise.all([health, ...hostile]);
      expect(healthReply.status).toBe(200);
      for (const reply of replies) expectClientError(reply, 400, 'BODY_TOO_DEEP');
      expect((await t.client(nextIp()).get('/api/health')).status).toBe(200);
    });
  });

  describe('one value sent as an object or a list', () => {
    const SHAPES: Array<[string, unknown]> = [
      ['an object with its own toString', { toString: 'x' }],
      ['an object with its own valueOf', { valueOf: 'x' }],
      ['an empty object', {}],
      ['a list of one number', [5]],
      ['an empty list', []],
    ];
    const transfer = (units: unknown) => ({
      user: member.id,
      units,
      narration: 'shape',
      pay_type: 'Wire Transfer',
      send_email: 'No',
    });

    it.each(SHAPES)('%s as units of a transfer is a 422 on units and moves nothing', async (_what, units) => {
      const before = await ledgerRows();
      const reply = await admin.post('/api/admin/transactions/transfer', transfer(units), {
        'idempotency-key': `shape-${Math.random()}`,
      });
      expectClientError(reply, 422);
      expect(reply.body.message).toEqual({
        units: ['The units must be a single value, not a list or an object.'],
      });
      expect(await ledgerRows()).toBe(before);
    });

    it.each(SHAPES)('%s as loyalty units is a 422 on units', async (_what, units) => {
      const reply = await admin.post(
        '/api/user/add-loyalty-units',
        { id: member.id, units },
        {
          'idempotency-key': `shape-${Math.random()}`,
        },
      );
      expectClientError(reply, 422);
      expect(Object.keys(reply.body.message)).toEqual(['units']);
    });

    it.each([['per_page'], ['page']])('an object as %s of user/referrals is a 422 on it', async (field) => {
      const reply = await memberSession.post('/api/user/referrals', { [field]: { toString: 'x' } });
      expectClientError(reply, 422);
      expect(Object.keys(reply.body.message)).toEqual([field]);
    });

    it('an object as the page of the users list is a 422 on page', async () => {
      const reply = await admin.post('/api/user/all-users', { search: 'x', page: { valueOf: 'x' } });
      expectClientError(reply, 422);
      expect(Object.keys(reply.body.message)).toEqual(['page']);
    });

    it('a date filter given twice in the query (a list) is a 422 on it', async () => {
      const reply = await admin.get('/api/admin/transactions/fetch-all?from=2020-01-01&from=2021-01-01');
      expectClientError(reply, 422);
      expect(Object.keys(reply.body.message)).toEqual(['from']);
    });

    it('says so in the language of the caller', async () => {
      const before = await rowCounts(t);
      const reply = await t
        .client(nextIp())
        .post('/api/register', { units_purchase_intent: { toString: 'x' } }, { 'accept-language': 'de' });
      expectClientError(reply, 422);
      expect(reply.body.message.units_purchase_intent).toEqual([
        'Das Feld units_purchase_intent muss ein einzelner Wert sein, keine Liste und kein Objekt.',
      ]);
      expect(await rowCounts(t)).toEqual(before);
    });
  });

  describe('text no field can hold', () => {
    const loneSurrogate = 'jane\uD800@example.com';
    it.each(['/api/login', '/api/register', '/api/send-otp', '/api/forgot/password'])(
      'a lone surrogate in the email of %s is a 422 on email',
      async (url) => {
        const before = await rowCounts(t);
        const reply = await t.client(nextIp()).post(url, { email: loneSurrogate, password: 'some password' });
        expectClientError(reply, 422);
        expect(reply.body.message.email).toEqual([
          'The email field contains characters that are not allowed.',
        ]);
        expect(await rowCounts(t)).toEqual(before);
      },
    );

    it('a NUL in a search body is a 422 on search', async () => {
      const reply = await admin.post('/api/user/all-users', { search: 'ja\u0000ne' });
      expectClientError(reply, 422);
      expect(Object.keys(reply.body.message)).toEqual(['search']);
    });

    it('a NUL in a search query parameter is a 422 on search', async () => {
      const reply = await admin.get('/api/admin/transactions/fetch-all?search=ja%00ne');
      expectClientError(reply, 422);
      expect(Object.keys(reply.body.message)).toEqual(['search']);
    });

    it('a NUL in a narration is a 422 and moves nothing', async () => {
      const before = await ledgerRows();
      const reply = await admin.post('/api/admin/transactions/transfer', {
        user: member.id,
        units: 1,
        narration: 'for\u0000you',
        pay_type: 'Wire Transfer',
        send_email: 'No',
      });
      expectClientError(reply, 422);
      expect(reply.body.message.narration).toEqual([
        'The narration field contains characters that are not allowed.',
      ]);
      expect(await ledgerRows()).toBe(before);
    });

    it('a NUL in a route parameter is a 422', async () => {
      const reply = await admin.get(`/api/admin/users/${member.id}%00`);
      expectClientError(reply, 422);
      expect(Object.keys(reply.body.message)).toEqual(['id']);
    });

    it('paired surrogates (emoji) are ordinary text', async () => {
      const reply = await admin.post('/api/user/all-users', { search: 'Jane 😀' });
      expect(reply.status).toBe(200);
    });

    it('says which field in the language of the caller', async () => {
      const reply = await t
        .client(nextIp())
        .post('/api/login', { email: loneSurrogate, password: 'x' }, { 'accept-language': 'es' });
      expect(reply.body.message.email).toEqual([
        'El campo correo electrónico contiene caracteres no permitidos.',
      ]);
    });
  });

  describe('multipart', () => {
    it.each(['multipart/form-data', 'multipart/form-data; boundary='])(
      'a multipart upload with content type %j answers 400 BAD_MULTIPART',
      async (type) => {
        const { body } = multipart([{ name: 'profile', data: tinyPng(), filename: 'a.png' }]);
        const reply = await memberSession.request('POST', '/api/user/update-profile', body, {
          'content-type': type,
        });
        expectClientError(reply, 400, 'BAD_MULTIPART');
      },
    );

    it.each([
      ['ends inside a part', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n'],
      ['ends after the first boundary', '--x\r\n'],
      ['is no multipart at all', 'garbage'],
    ])('a form that %s answers 400 BAD_MULTIPART', async (_what, raw) => {
      const reply = await memberSession.request('POST', '/api/user/update-profile', Buffer.from(raw), {
        'content-type': 'multipart/form-data; boundary=x',
      });
      expectClientError(reply, 400, 'BAD_MULTIPART');
    });

    it('a proper one still uploads', async () => {
      const { body, headers } = multipart([
        { name: 'profile', data: tinyPng(), filename: 'a.png', contentType: 'image/png' },
      ]);
      expect((await memberSession.request('POST', '/api/user/update-profile', body, headers)).status).toBe(
        200,
      );
    });
  });

  describe('dates and numbers beyond what the database holds', () => {
    const lists = () => [
      '/api/admin/ledger/transfers?',
      '/api/admin/ledger/export.csv?',
      `/api/admin/ledger/statement?member=${member.id}&`,
    ];
    it.each(['from=-100000-01-01', 'to=-100000-01-01', 'from=+200000-01-01', 'to=0000-12-31'])(
      '%s on the ledger lists is a 422 on the field',
      async (param) => {
        for (const url of lists()) {
          const reply = await admin.get(url + param);
          expectClientError(reply, 422);
          const field = param.split('=')[0]!;
          expect(reply.body.message[field]).toEqual([
            `The ${field} date must be between the years 1 and 9999.`,
          ]);
        }
      },
    );

    it('ordinary dates still filter', async () => {
      for (const url of lists()) {
        expect((await admin.get(`${url}from=2020-01-01&to=9999-12-31`)).status).toBe(200);
      }
    });

    it.each([
      ['/api/admin/transactions/transfer', 'units'],
      ['/api/user/add-loyalty-units', 'units'],
    ])('units beyond bigint on %s are a 422 and move nothing', async (url, field) => {
      const before = await ledgerRows();
      for (const units of [1e20, 9_223_372_036_854_775_808, -1e20, '99999999999999999999', 1e308]) {
        const reply = await admin.post(url, {
          user: member.id,
          id: member.id,
          units,
          narration: 'big',
          pay_type: 'Wire Transfer',
          send_email: 'No',
        });
        expectClientError(reply, 422);
        expect(reply.body.message[field]).toBeDefined();
      }
      expect(await ledgerRows()).toBe(before);
    });

    it.each([
      '/api/admin/ledger/transfers?cursor=9999999999999999999999',
      '/api/admin/ledger/events?cursor=99999999999999999999',
      '/api/admin/transactions/fetch-all?cursor=99999999999999999999',
      '/api/admin/ledger/transfers?limit=1e400',
      '/api/admin/transactions/fetch-all?perPage=-99999999999999999999',
    ])('%s is a 422', async (url) => {
      expectClientError(await admin.get(url), 422);
    });
  });
});
