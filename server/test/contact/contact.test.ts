import type { Client } from '../support/client';
import { Mailbox } from '../support/mailbox';
import { startTestApp, type TestApp } from '../support/test-app';
import { registerMember } from '../support/journeys';
import { eventCount, expectClientError, nextIp } from '../support/fixtures';

jest.setTimeout(60_000);

const message = (over: Record<string, unknown> = {}) => ({
  name: 'Jane Visitor',
  email: `visitor-${Math.random().toString(36).slice(2, 10)}@example.com`,
  subject: 'Sponsoring the show',
  message: 'Hello,\r\nhow do I lend units?',
  ...over,
});

describe('contact-us and the contact messages', () => {
  let t: TestApp;
  let superAdmin: Client;
  let admin: Client;
  let member: Client;

  beforeAll(async () => {
    t = await startTestApp();
    superAdmin = t.client(nextIp());
    expect(
      (await superAdmin.post('/api/login', { email: 'root@example.com', password: 'Root-password-1' }))
        .status,
    ).toBe(200);
    admin = t.client(nextIp());
    const promoted = await registerMember(t, admin);
    await t.dataSource.query(`UPDATE users SET role = 'Admin' WHERE id = $1`, [promoted.user.id]);
    member = t.client(nextIp());
    await registerMember(t, member);
  });
  afterAll(() => t.close());

  const rows = () => t.dataSource.query(`SELECT * FROM contact_messages ORDER BY created_at`);
  const received = () => eventCount(t, 'contact.MessageReceived');

  it('stores a message, records contact.MessageReceived and emails the first SuperAdmin', async () => {
    const sent = message();
    const before = (await rows()).length;
    const reply = await t.client(nextIp()).post('/api/contact-us', sent);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: 'Email sent successfully', data: null });

    const stored = (await rows()).slice(before);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Jane Visitor',
      email: sent.email,
      subject: 'Sponsoring the show',
      message: 'Hello,\nhow do I lend units?',
      read_at: null,
    });
    expect(await eventCount(t, 'contact.MessageReceived', stored[0].id)).toBe(1);

    await t.drainEvents();
    const mail = await t.mailbox.waitFor('root@example.com', 'Contact form: Sponsoring the show');
    const { body } = Mailbox.decoded(mail);
    expect(body).toContain(`Jane Visitor <${sent.email}>`);
    expect(body).toContain('how do I lend units?');
    expect(body).toContain('/admin/contact-messages');
  });

  it("emails the 'contact-email' setting's address once it is set, in the setting's form", async () => {
    const set = await admin.post('/api/admin/configuration/update', {
      key: 'contact-email',
      value: ' Staff@Example.com ',
    });
    expect(set.status).toBe(200);
    expect(set.body.data['contact-email']).toBe('staff@example.com');
    const refused = await admin.post('/api/admin/configuration/update', {
      key: 'contact-email',
      value: 'staff',
    });
    expectClientError(refused, 422);
    expect(refused.body.message).toEqual({ value: ['The value must be an email address or empty.'] });

    const reply = await t.client(nextIp()).post('/api/contact-us', message({ subject: 'To the staff' }));
    expect(reply.status).toBe(200);
    await t.drainEvents();
    await t.mailbox.waitFor('staff@example.com', 'Contact form: To the staff');
    expect(t.mailbox.count('root@example.com', 'To the staff')).toBe(0);

    expect(
      (await admin.post('/api/admin/configuration/update', { key: 'contact-email', value: '' })).status,
    ).toBe(200);
  });

  it.each([
    ['no name', { name: '' }, 'name', 'The name field is required.'],
    ['a bad email', { email: 'not-an-email' }, 'email', 'The email must be a valid email address.'],
    [
      'a long subject',
      { subject: 's'.repeat(201) },
      'subject',
      'The subject may not be greater than 200 characters.',
    ],
    ['a message that is no text', { message: 42 }, 'message', 'The message must be a string.'],
    ['a NUL in the message', { message: 'a\u0000b' }, 'message', undefined],
  ])('answers 422 for %s and changes nothing', async (_, over, field, text) => {
    const [before, events] = [(await rows()).length, await received()];
    const reply = await t.client(nextIp()).post('/api/contact-us', message(over));
    expectClientError(reply, 422);
    expect(Object.keys(reply.body.message)).toContain(field);
    if (text) expect(reply.body.message[field][0]).toBe(text);
    expect((await rows()).length).toBe(before);
    expect(await received()).toBe(events);
  });

  it('refuses an unknown field with 422', async () => {
    const reply = await t.client(nextIp()).post('/api/contact-us', { ...message(), admin: true });
    expectClientError(reply, 422);
  });

  it('limits one address to 3 messages an hour, whatever the IP', async () => {
    const email = `limited-${Date.now()}@example.com`;
    for (let n = 0; n < 3; n++)
      expect((await t.client(nextIp()).post('/api/contact-us', message({ email }))).status).toBe(200);
    const before = (await rows()).length;
    const reply = await t.client(nextIp()).post('/api/contact-us', message({ email: email.toUpperCase() }));
    expectClientError(reply, 429, 'CONTACT.TOO_MANY');
    expect(reply.headers['retry-after']).toBeDefined();
    expect((await rows()).length).toBe(before);
  });

  it('limits one IP to 10 messages an hour, whatever the address', async () => {
    const visitor = t.client(nextIp());
    for (let n = 0; n < 10; n++) expect((await visitor.post('/api/contact-us', message())).status).toBe(200);
    const reply = await visitor.post('/api/contact-us', message());
    expectClientError(reply, 429, 'RATE_LIMITED');
  });

  describe('the back-office list', () => {
    it('lists unread first, newest first, with the counts; an admin marks read and unread', async () => {
      await t.dataSource.query(`UPDATE contact_messages SET read_at = now(), read_by = gen_random_uuid()`);
      const newest = message({ subject: 'Newest unread' });
      expect((await t.client(nextIp()).post('/api/contact-us', newest)).status).toBe(200);
      const total = (await rows()).length;

      const list = await admin.get('/api/admin/contact-messages?perPage=10');
      expect(list.status).toBe(200);
      expect(list.body.data).toMatchObject({ total, unread: 1, page: 1, perPage: 10 });
      const first = list.body.data.messages[0];
      expect(first).toMatchObject({
        subject: 'Newest unread',
        email: newest.email,
        read: false,
        readAt: null,
      });
      expect(list.body.data.messages[1].read).toBe(true);
      const dates = list.body.data.messages.slice(1).map((m: { createdAt: string }) => m.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);

      const unread = await superAdmin.get('/api/admin/contact-messages?filter=unread');
      expect(unread.body.data.messages.map((m: { id: string }) => m.id)).toEqual([first.id]);

      const marked = await admin.post('/api/admin/contact-messages/mark', { id: first.id, read: true });
      expect(marked.status).toBe(200);
      expect(marked.body.message).toBe('Marked as read');
      expect(marked.body.data).toMatchObject({ id: first.id, read: true });
      expect(await eventCount(t, 'contact.MessageReadChanged', first.id)).toBe(1);
      // Marking it as it already is records nothing.
      expect(
        (await admin.post('/api/admin/contact-messages/mark', { id: first.id, read: true })).status,
      ).toBe(200);
      expect(await eventCount(t, 'contact.MessageReadChanged', first.id)).toBe(1);
      expect((await admin.get('/api/admin/contact-messages?filter=unread')).body.data).toMatchObject({
        messages: [],
        total: 0,
        unread: 0,
      });

      const unmarked = await superAdmin.post('/api/admin/contact-messages/mark', {
        id: first.id,
        read: false,
      });
      expect(unmarked.body).toMatchObject({
        message: 'Marked as unread',
        data: { read: false, readAt: null },
      });
    });

    it('answers 404 for an unknown message and 422 for a bad call', async () => {
      expectClientError(
        await admin.post('/api/admin/contact-messages/mark', {
          id: '00000000-0000-4000-8000-000000000000',
          read: true,
        }),
        404,
        'CONTACT.NOT_FOUND',
      );
      expectClientError(await admin.post('/api/admin/contact-messages/mark', { id: 'x', read: 'yes' }), 422);
      expectClientError(await admin.get('/api/admin/contact-messages?filter=spam'), 422);
      expectClientError(await admin.get('/api/admin/contact-messages?perPage=7'), 422);
    });

    it('is refused to members (403) and visitors (401)', async () => {
      expectClientError(await member.get('/api/admin/contact-messages'), 403);
      const [row] = await rows();
      expectClientError(
        await member.post('/api/admin/contact-messages/mark', { id: row.id, read: true }),
        403,
      );
      expect((await rows())[0].read_at).toEqual(row.read_at);
      expectClientError(await t.client(nextIp()).get('/api/admin/contact-messages'), 401);
    });
  });
});
