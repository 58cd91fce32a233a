import sharp from 'sharp';
import { AVATAR_MAX_BYTES, Messages } from '@app/libs';
import { startTestApp, TestApp } from '../support/test-app';
import { registerMember } from '../support/journeys';
import {
  eventCount,
  expectClientError,
  multipart,
  nextIp,
  rowCounts,
  tinyJpeg,
  tinyPng,
} from '../support/fixtures';
import type { Client } from '../support/client';

jest.setTimeout(30_000);

describe('profile: update-user and update-profile', () => {
  let t: TestApp;
  let client: Client;
  let member: Awaited<ReturnType<typeof registerMember>>;
  beforeAll(async () => {
    t = await startTestApp();
    client = t.client(nextIp());
    member = await registerMember(t, client);
  });
  afterAll(() => t.close());

  const profile = {
    fname: 'Maria',
    lname: 'Lopez',
    phone: '4155550100',
    country_code: '34',
    gender: 'Other',
    address: '2 Gran Via',
    address_line2: '3rd floor',
    country: 'Spain',
    state: 'Madrid',
    city: 'Madrid',
  };
  const upload = (
    file: Buffer,
    filename = 'me.png',
    contentType = 'image/png',
    field = 'profile',
    as = client,
  ) => {
    const form = multipart([{ name: field, filename, contentType, data: file }]);
    return as.request('POST', '/api/user/update-profile', form.body, form.headers);
  };

  describe('user/update-user', () => {
    it('saves the profile fields, answers the updated user and records which fields changed', async () => {
      const reply = await client.post('/api/user/update-user', profile);
      expect(reply.status).toBe(200);
      expect(reply.body.message).toBe(Messages.profileUpdated);
      expect(reply.body.data).toMatchObject({
        ...profile,
        fullName: 'Maria Lopez',
        email: member.email,
        id: member.user.id,
      });
      expect((await client.post('/api/user/fetch', {})).body.data).toMatchObject(profile);
      const [event] = await t.dataSource.query(
        `SELECT payload FROM domain_events WHERE type = 'identity.ProfileUpdated' AND aggregate_id = $1`,
        [member.user.id],
      );
      expect(event.payload.fields.sort()).toEqual(Object.keys(profile).sort());
    });

    it('clears address line 2 when sent empty, and records no event when nothing changed', async () => {
      await client.post('/api/user/update-user', profile);
      const events = await eventCount(t, 'identity.ProfileUpdated', member.user.id);
      expect((await client.post('/api/user/update-user', profile)).status).toBe(200);
      expect(await eventCount(t, 'identity.ProfileUpdated', member.user.id)).toBe(events);
      const cleared = await client.post('/api/user/update-user', { ...profile, address_line2: '' });
      expect(cleared.body.data.address_line2).toBeNull();
      expect(await eventCount(t, 'identity.ProfileUpdated', member.user.id)).toBe(events + 1);
    });

    it.each([
      ['fname blank', { fname: ' ' }, 'fname'],
      ['lname too long', { lname: 'l'.repeat(101) }, 'lname'],
      ['phone not digits', { phone: 'call me' }, 'phone'],
      ['country_code too long', { country_code: '12345' }, 'country_code'],
      ['gender unknown', { gender: 'X' }, 'gender'],
      ['address missing', { address: undefined }, 'address'],
      ['country missing', { country: undefined }, 'country'],
      ['state empty', { state: '' }, 'state'],
      ['city a number', { city: 5 }, 'city'],
      ['email (not editable here)', { email: 'new@example.com' }, 'email'],
      ['role (not editable at all)', { role: 'Admin' }, 'role'],
    ])('refuses %s with 422 and changes nothing', async (_case, change, field) => {
      const before = await rowCounts(t);
      const [row] = await t.dataSource.query(`SELECT * FROM users WHERE id = $1`, [member.user.id]);
      const reply = await client.post('/api/user/update-user', { ...profile, fname: 'Changed', ...change });
      expectClientError(reply, 422);
      expect(Object.keys(reply.body.message)).toEqual([field]);
      expect(await rowCounts(t)).toEqual(before);
      expect((await t.dataSource.query(`SELECT * FROM users WHERE id = $1`, [member.user.id]))[0]).toEqual(
        row,
      );
    });

    it('needs a session', async () => {
      expectClientError(await t.client(nextIp()).post('/api/user/update-user', profile), 401);
    });
  });

  describe('user/update-profile (avatar)', () => {
    it.each([
      ['a PNG', tinyPng(), 'me.png', 'image/png', 'image/png'],
      ['a JPEG', tinyJpeg(), 'me.jpg', 'image/jpeg', 'image/jpeg'],
      [
        'a JPEG named .jpeg with a generic content type',
        tinyJpeg(),
        'me.jpeg',
        'application/octet-stream',
        'image/jpeg',
      ],
    ])(
      'accepts %s and serves it back re-encoded (same pixels for a PNG) with the right content type',
      async (_case, file, name, sentType, servedType) => {
        const reply = await upload(file, name, sentType);
        expect(reply.status).toBe(200);
        expect(reply.body.message).toBe(Messages.profileUpdated);
        const url: string = reply.body.data.profile;
        expect(url).toMatch(
          new RegExp(`^/api/files/avatars/[0-9a-f]{32}\\.${servedType === 'image/png' ? 'png' : 'jpg'}$`),
        );
        expect((await client.post('/api/user/fetch', {})).body.data.profile).toBe(url);

        const served = await t.app.getHttpAdapter().getInstance().inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(servedType);
        const [sent, back] = await Promise.all([sharp(file).metadata(), sharp(served.rawPayload).metadata()]);
        expect([back.format, back.width, back.height]).toEqual([sent.format, sent.width, sent.height]);
        if (sent.format === 'png') {
          const pixels = (image: Buffer) => sharp(image).raw().toBuffer();
          expect((await pixels(served.rawPayload)).equals(await pixels(file))).toBe(true);
        }
      },
    );

    it('accepts an image just under the 2 MiB limit', async () => {
      const file = tinyPng(AVATAR_MAX_BYTES - 1024);
      expect(file.length).toBeLessThanOrEqual(AVATAR_MAX_BYTES);
      expect((await upload(file)).status).toBe(200);
    });

    it.each([
      [
        'a text file named .png',
        Buffer.from('I am plain text, honestly.\n'),
        'me.png',
        'image/png',
        Messages.invalidFile,
      ],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
        'me.svg',
        'image/svg+xml',
        Messages.invalidFile,
      ],
      [
        'a GIF',
        Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
        'me.gif',
        'image/gif',
        Messages.invalidFile,
      ],
      ['an empty file', Buffer.alloc(0), 'me.png', 'image/png', Messages.invalidFile],
      ['a PNG over 2 MiB', tinyPng(AVATAR_MAX_BYTES + 10), 'me.png', 'image/png', Messages.fileTooLarge],
    ])('refuses %s, and keeps the current photo', async (_case, file, name, type, message) => {
      const current = (await client.post('/api/user/fetch', {})).body.data.profile;
      const before = await rowCounts(t);
      const reply = await upload(file, name, type);
      expectClientError(reply, 422);
      expect(reply.body.message).toEqual({ profile: [message] });
      expect((await client.post('/api/user/fetch', {})).body.data.profile).toBe(current);
      expect(await rowCounts(t)).toEqual(before);
    });

    it('refuses a form without a `profile` file, and a JSON body', async () => {
      const wrongField = await upload(tinyPng(), 'me.png', 'image/png', 'avatar');
      expect(wrongField.body.message).toEqual({ profile: ['The profile field is required.'] });
      const json = await client.post('/api/user/update-profile', { profile: tinyPng().toString('base64') });
      expectClientError(json, 422);
      expect(json.body.message).toEqual({ profile: ['The profile field is required.'] });
    });

    it('needs a session and, with a cookie session, the CSRF header', async () => {
      expectClientError(await upload(tinyPng(), 'me.png', 'image/png', 'profile', t.client(nextIp())), 401);
      client.sendXsrf = false;
      try {
        const reply = await upload(tinyPng());
        expectClientError(reply, 403);
        expect(reply.body.message).toBe(Messages.csrfMismatch);
      } finally {
        client.sendXsrf = true;
      }
    });

    it('answers 404 for an unknown or unsafe avatar name', async () => {
      for (const name of ['0123456789abcdef0123456789abcdef.png', '..%2F..%2Fsecrets%2Fjwt.key', 'x.txt']) {
        const reply = await t.client(nextIp()).get(`/api/files/avatars/${name}`);
        expectClientError(reply, 404);
      }
    });
  });
});
