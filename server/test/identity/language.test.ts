import { Messages } from '@app/libs';
import type { Client } from '../support/client';
import { eventCount, expectClientError, nextIp } from '../support/fixtures';
import { registerMember, registration, uniqueEmail, verifiedProof } from '../support/journeys';
import { Mailbox } from '../support/mailbox';
import { adminClient } from '../ledger/ledger-fixtures';
import { startTestApp, TestApp } from '../support/test-app';

jest.setTimeout(30_000);

const SPANISH = { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' };

/** Error codes beside every message, and the person's language for what the server writes (ADR 0011). */
describe('coded errors and the language of what the server writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** The newest mail to `to` whose decoded subject is `subject`. */
  async function mailTo(to: string, subject: string) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const found = t.mailbox
        .all()
        .filter((mail) => mail.to.includes(to))
        .map((mail) => ({ mail, ...Mailbox.decoded(mail) }))
        .filter((mail) => mail.subject === subject);
      if (found.length) return found[found.length - 1];
      if (Date.now() > deadline) {
        const seen = t.mailbox.all().filter((mail) => mail.to.includes(to));
        throw new Error(
          `No mail "${subject}" to ${to}; got ${seen.map((m) => Mailbox.decoded(m).subject).join(' | ')}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function registerIn(client: Client, headers: Record<string, string>, extra = {}) {
    const email = uniqueEmail('lang');
    const proof = await verifiedProof(t, client, email);
    const reply = await client.post('/api/register', registration(email, proof, extra), headers);
    expect(reply.status).toBe(201);
    return { email, user: reply.body.data.user };
  }

  describe('every error kind carries its code', () => {
    it('session, role and CSRF refusals', async () => {
      const anonymous = t.client(nextIp());
      expectClientError(await anonymous.post('/api/user/fetch', {}), 401, 'AUTH.UNAUTHENTICATED');

      const member = t.client(nextIp());
      await registerMember(t, member);
      const admin = await member.post('/api/admin/configuration/update', {
        key: 'per-unit-price',
        value: '1',
      });
      expectClientError(admin, 403, 'AUTH.FORBIDDEN');
      member.sendXsrf = false;
      expectClientError(await member.post('/api/user/fetch', {}), 403, 'AUTH.CSRF_MISMATCH');
    });

    it('domain refusals, by their module', async () => {
      const client = t.client(nextIp());
      const login = await client.post('/api/login', { email: uniqueEmail(), password: 'not the password' });
      expectClientError(login, 401, 'AUTH.BAD_CREDENTIALS');
      expect(login.body.message).toBe(Messages.invalidCredentials);
      const referral = await client.post('/api/verifyReferralToken', {
        id: '00000000-0000-4000-8000-000000000000',
        token: 'x'.repeat(20),
      });
      expectClientError(referral, 404, 'REGISTRATION.REFERRAL_INVALID');
      const otp = await client.post('/api/email-verified', { email: uniqueEmail(), otp: '123456' });
      expect(otp.status).toBe(400);
      expect(otp.body.code).toMatch(/^OTP\./);
    });

    it("the platform's own: unknown path, bad JSON, wrong media type, rate limit", async () => {
      const client = t.client(nextIp());
      expectClientError(await client.get('/api/no-such-call'), 404, 'NOT_FOUND');
      const send = (body: Buffer, type: string) =>
        client.request('POST', '/api/login', body, { 'content-type': type });
      expectClientError(await send(Buffer.from('{"email":'), 'application/json'), 400, 'BAD_JSON');
      expectClientError(await send(Buffer.from('<a/>'), 'application/xml'), 415, 'UNSUPPORTED_MEDIA_TYPE');
      expectClientError(await send(Buffer.alloc(1_100_000, 0x20), 'application/json'), 413, 'FILE_TOO_LARGE');

      const email = uniqueEmail();
      expect((await client.post('/api/send-otp', { email })).status).toBe(200);
      const again = await client.post('/api/send-otp', { email });
      expectClientError(again, 429, 'RATE_LIMITED');
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('a 422 carries VALIDATION_FAILED and keeps its field messages', async () => {
      const reply = await t.client(nextIp()).post('/api/login', { email: 'not an email', password: '' });
      expectClientError(reply, 422, 'VALIDATION_FAILED');
      expect(reply.body.message).toEqual({
        email: ['The email must be a valid email address.'],
        password: ['The password field is required.'],
      });
    });
  });

  describe("the request's language", () => {
    it('words errors and field messages in Spanish when the caller asks for it', async () => {
      const client = t.client(nextIp());
      const login = await client.post('/api/login', { email: uniqueEmail(), password: 'x' }, SPANISH);
      expect(login.body).toEqual({
        message: 'Estas credenciales no coinciden con nuestros registros.',
        code: 'AUTH.BAD_CREDENTIALS',
      });
      expect(login.headers['content-language']).toBe('es');
      const invalid = await client.post('/api/login', { email: 'nope', password: '' }, SPANISH);
      expect(invalid.body.message).toEqual({
        email: ['El correo electrónico debe ser una dirección válida.'],
        password: ['El campo contraseña es obligatorio.'],
      });
    });

    it('answers in every language of the switcher (French, German) and in English for any other', async () => {
      const client = t.client(nextIp());
      const expected: Array<[string, { email: string[]; password: string[] }]> = [
        [
          'fr-FR,fr;q=0.9',
          {
            email: ['L’e-mail doit être une adresse e-mail valide.'],
            password: ['Le champ «\u00a0mot de passe\u00a0» est obligatoire.'],
          },
        ],
        [
          'de',
          {
            email: ['Die E-Mail-Adresse muss gültig sein.'],
            password: ['Das Feld „Passwort“ ist erforderlich.'],
          },
        ],
        [
          'nl-NL,nl;q=0.9',
          {
            email: ['The email must be a valid email address.'],
            password: ['The password field is required.'],
          },
        ],
      ];
      for (const [language, message] of expected) {
        const login = await client.post(
          '/api/login',
          { email: 'nope', password: '' },
          { 'accept-language': language },
        );
        expect(login.body.message).toEqual(message);
      }
    });

    it('writes the registration code in the language of the request, before any account exists', async () => {
      const email = uniqueEmail('code');
      const sent = await t.client(nextIp()).post('/api/send-otp', { email }, SPANISH);
      expect(sent.body).toEqual({ message: 'Código OTP enviado correctamente', data: null });
      const mail = await mailTo(email, 'Su código de verificación');
      expect(mail.body).toContain('Use este código para verificar su dirección de correo electrónico');
      expect(Mailbox.code(mail.mail)).toMatch(/^\d{6}$/);
    });
  });

  describe("the account's language", () => {
    it('registration stores the language of the request; English without one', async () => {
      const spanish = await registerIn(t.client(nextIp()), SPANISH);
      expect(spanish.user.language).toBe('es');
      const [row] = await t.dataSource.query(`SELECT language FROM users WHERE email = $1`, [spanish.email]);
      expect(row.language).toBe('es');
      const plain = await registerIn(t.client(nextIp()), {});
      expect(plain.user.language).toBe('en');
      const explicit = await registerIn(t.client(nextIp()), SPANISH, { language: 'uk' });
      expect(explicit.user.language).toBe('uk');
    });

    it('refuses a registration language outside the 19', async () => {
      const client = t.client(nextIp());
      const email = uniqueEmail('lang');
      const proof = await verifiedProof(t, client, email);
      const reply = await client.post('/api/register', { ...registration(email, proof), language: 'tlh' });
      expectClientError(reply, 422, 'VALIDATION_FAILED');
      expect(Object.keys(reply.body.message)).toEqual(['language']);
    });

    it('sends the welcome email in the language stored at registration', async () => {
      const { email } = await registerIn(t.client(nextIp()), SPANISH);
      await t.drainEvents();
      const mail = await mailTo(email, 'Bienvenido a la red de socios prestamistas');
      expect(mail.body).toContain('Su cuenta está lista.');
    });

    it('PUT user/language needs a session and one of the 19 codes', async () => {
      expectClientError(
        await t.client(nextIp()).put('/api/user/language', { language: 'es' }),
        401,
        'AUTH.UNAUTHENTICATED',
      );
      const client = t.client(nextIp());
      const { user } = await registerMember(t, client);
      for (const language of ['xx', 'ES', 'zh', '', 7, null]) {
        const reply = await client.put('/api/user/language', { language });
        expectClientError(reply, 422, 'VALIDATION_FAILED');
        expect(Object.keys(reply.body.message)).toEqual(['language']);
      }
      expectClientError(await client.put('/api/user/language', {}), 422, 'VALIDATION_FAILED');
      expect((await client.post('/api/user/fetch', {})).body.data.language).toBe('en');
      expect(await eventCount(t, 'identity.ProfileUpdated', user.id)).toBe(0);
    });

    it('saves the language, and the server then writes this person in it whatever the browser sends', async () => {
      const client = t.client(nextIp());
      const member = await registerMember(t, client);
      const changed = await client.put('/api/user/language', { language: 'es' });
      expect(changed.status).toBe(200);
      expect(changed.body.data.language).toBe('es');
      expect((await client.post('/api/user/fetch', {})).body.data.language).toBe('es');
      expect(await eventCount(t, 'identity.ProfileUpdated', member.user.id)).toBe(1);
      // Saving the same language again changes nothing.
      expect((await client.put('/api/user/language', { language: 'es' })).status).toBe(200);
      expect(await eventCount(t, 'identity.ProfileUpdated', member.user.id)).toBe(1);

      const refused = await client.post(
        '/api/user/update-user',
        { ...registration(member.email, 'x'), fname: '' },
        { 'accept-language': 'en' },
      );
      expect(refused.status).toBe(422);
      expect(refused.body.message.fname).toEqual(['El campo nombre es obligatorio.']);

      const reset = await t.client(nextIp()).post('/api/forgot/password', { email: member.email });
      expect(reset.status).toBe(200);
      const mail = await mailTo(member.email, 'Restablezca su contraseña');
      expect(mail.body).toContain('Hola, Jane:');
      expect(mail.body).toContain('Restablecer contraseña');
      expect(Mailbox.resetLink(mail.mail).id).toBe(member.user.id);
    });

    it("sends the lending agreement email in the member's language", async () => {
      const client = t.client(nextIp());
      const member = await registerIn(client, SPANISH, { fname: 'Lucía' });
      const admin = await adminClient(t);
      const reply = await admin.post(
        '/api/admin/transactions/transfer',
        {
          user: member.user.id,
          units: 3,
          narration: 'préstamo',
          pay_type: 'Wire',
          send_email: 'Yes',
        },
        { 'idempotency-key': `language-test-${member.user.id}` },
      );
      expect(reply.status).toBe(200);
      const mail = await mailTo(
        member.email,
        `Su contrato de préstamo n.º ${reply.body.data.transaction_id}`,
      );
      expect(mail.body).toContain('Hola, Lucía Doe:');
      expect(mail.body).toContain('Se acreditaron 3 unidades ($1,500.00) en su cuenta.');
      expect(mail.mail.raw).toMatch(/Content-Type: application\/pdf/i);
    });

    it("words the ledger's validation in the admin's language", async () => {
      const admin = await adminClient(t);
      expect((await admin.put('/api/user/language', { language: 'es' })).status).toBe(200);
      try {
        const reply = await admin.post(
          '/api/admin/transactions/transfer',
          { user: 'nobody', units: 0, narration: ' ', pay_type: 'Cash', send_email: 'Yes' },
          { 'idempotency-key': `language-test-${Date.now()}` },
        );
        expectClientError(reply, 422, 'VALIDATION_FAILED');
        expect(reply.body.message).toEqual({
          user: ['Seleccione un usuario.'],
          units: ['Debe haber al menos una unidad'],
          narration: ['El concepto es obligatorio'],
          pay_type: ['Seleccione un método de pago.'],
        });
      } finally {
        await admin.put('/api/user/language', { language: 'en' });
      }
    });

    it('keeps the English emails word for word for English speakers', async () => {
      const client = t.client(nextIp());
      const member = await registerMember(t, client);
      await t.client(nextIp()).post('/api/forgot/password', { email: member.email });
      const mail = await mailTo(member.email, 'Reset your password');
      expect(mail.body).toContain('Hello Jane,');
      expect(mail.body).toContain(
        'We received a request to reset your password. The link is valid for 60 minutes.',
      );
      expect(mail.body).toContain('Reset Password: ');
    });
  });
});
