import { randomUUID } from 'node:crypto';
import { TEST_CARD_SUCCEEDS, type RegisterPayload } from '@app/libs';
import type { Caller } from '../../src/platform';
import type { Reply } from '../support/client';
import { multipart, nextIp, tinyPng, type FormPart } from '../support/fixtures';
import { registerMember, uniqueEmail, verifiedProof, registration } from '../support/journeys';
import { Mailbox } from '../support/mailbox';
import type { TestApp } from '../support/test-app';
import { lockSeason } from '../pools/pools-fixtures';
import { ledgerOf, transferCommand } from '../ledger/ledger-fixtures';

/** A signed-in account: calls carry its bearer token. */
export interface Account {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** One request's parts; path parameters fill the route's `:name` and `*`. */
export interface Call {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
  form?: FormPart[];
}

export const PASSWORD = 'correct horse battery';

/** The route's path with its parameters filled in and the query appended. */
export function urlOf(path: string, call: Call = {}): string {
  const filled = path.replace(/:(\w+)|\*/g, (part, name: string | undefined) => {
    const value = call.params?.[name ?? '*'];
    if (value === undefined) throw new Error(`no value for ${part} of ${path}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(Object.entries(call.query ?? {}).map(([k, v]) => [k, String(v)]));
  return query.size ? `${filled}?${query}` : filled;
}

/**
 * Sends `call` to `url` as `as` (a visitor when null), from a fresh client address, with a bearer
 * token and a fresh Idempotency-Key on every call that changes state (routes without one ignore it).
 */
export async function send(
  t: TestApp,
  as: Account | null,
  method: string,
  url: string,
  call: Pick<Call, 'body' | 'form'> = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (as) headers.authorization = `Bearer ${as.token}`;
  if (method !== 'GET' && method !== 'HEAD') headers['idempotency-key'] = randomUUID();
  let payload: string | Buffer | undefined;
  if (call.form) {
    const form = multipart(call.form);
    Object.assign(headers, form.headers);
    payload = form.body;
  } else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(call.body);
  }
  const response = await t.app
    .getHttpAdapter()
    .getInstance()
    .inject({ method: method as 'GET', url, headers, payload, remoteAddress: nextIp() });
  let body: unknown = response.body;
  try {
    body = JSON.parse(response.body);
  } catch {
    // not JSON: a file, a page, a CSV
  }
  return {
    status: response.statusCode,
    body,
    headers: response.headers as Reply['headers'],
    raw: response.rawPayload,
  };
}

/** The test gateway's card that is always accepted. */
export const testCard = () => ({
  number: TEST_CARD_SUCCEEDS,
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 2,
  cvc: '123',
});

/** A receipt image part, as the upload forms send it. */
export const receiptFile = (name = 'receipt[]'): FormPart => ({
  name,
  filename: 'receipt.png',
  contentType: 'image/png',
  data: tinyPng(),
});

const fields = (values: Record<string, string | number>): FormPart[] =>
  Object.entries(values).map(([name, data]) => ({ name, data: String(data) }));

/**
 * The accounts and rows the matrix calls with. The owner is the member whose resources the routes
 * are called on (a paid member with a purchase, saved cards, a receipt, a photo, a referral link);
 * the other member calls with the owner's ids; staff are a promoted Admin and the seeded SuperAdmin.
 */
export class Fixtures {
  private constructor(
    readonly t: TestApp,
    readonly root: Account,
    readonly admin: Account,
    readonly owner: Account,
    readonly other: Account,
    readonly purchaseId: string,
    readonly receiptId: string,
    readonly referral: { id: string; token: string },
    readonly season: number,
  ) {}

  static async create(t: TestApp): Promise<Fixtures> {
    const root = await signIn(t, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD);
    // The owner registers first: the other member may join the owner's network, never the reverse.
    const registered = await registerMember(t, t.client(nextIp()), {
      pay_now: 'Yes',
      pay_type: 'Credit/Debit Card',
      units_purchase_intent: 2,
    });
    const owner = accountOf(registered);
    const other = await newMember(t);
    const admin = await staff(t, 'Admin');
    const as = (method: string, url: string, call?: Call) => expectOk(t, owner, method, url, call);
    const token = await cardToken(t, owner);
    await as('POST', '/api/payment/now', { body: { unit: 2, token, save_card: true } });
    const stored = await as('POST', '/api/receipt/store', {
      form: [...fields({ unit_purchase_intent: 3, pay_type: 'Wire' }), receiptFile()],
    });
    await as('POST', '/api/user/update-profile', { form: [receiptFile('profile')] });
    await t.drainEvents();
    const rows = (await as('POST', '/api/user/my-transactions')).body.data as Array<{
      id: string;
      kind: string;
    }>;
    const [, , id, linkToken] = new URL(registered.user.referralLink as string).pathname.split('/');
    return new Fixtures(
      t,
      root,
      admin,
      owner,
      other,
      rows.find((row) => row.kind === 'purchase')!.id,
      stored.body.data.id,
      { id, token: linkToken },
      await lockSeason(t),
    );
  }

  /** For setting up: anything but a success throws. */
  ok(as: Account | null, method: string, url: string, call?: Call): Promise<Reply> {
    return expectOk(this.t, as, method, url, call);
  }

  /** A new member, signed in. */
  member(extra: Partial<RegisterPayload> = {}): Promise<Account> {
    return newMember(this.t, extra);
  }

  /** A new account of the caller's role, for calls that end or change the caller's session. */
  accountFor(caller: Caller): Promise<Account | null> {
    if (caller === 'anonymous') return Promise.resolve(null);
    if (caller === 'admin') return staff(this.t, 'Admin');
    if (caller === 'superAdmin') return staff(this.t, 'SuperAdmin');
    return this.member();
  }

  /** A new saved card of the owner's (not the preferred one: the owner has one already), or of `member`. */
  async savedCard(member = this.owner): Promise<string> {
    const token = await cardToken(this.t, member);
    const added = await this.ok(member, 'POST', '/api/user/add-payment-method', { body: { token } });
    return added.body.data.id;
  }

  cardToken(as: Account): Promise<string> {
    return cardToken(this.t, as);
  }

  /** The file name of the owner's receipt image. */
  async receiptFileName(): Promise<string> {
    const mine = await this.ok(this.owner, 'POST', '/api/receipt/fetch');
    return /\/api\/files\/receipts\/([a-f0-9]{32}\.(?:png|jpg))/.exec(JSON.stringify(mine.body))![1];
  }

  /** The file name of the owner's profile photo as it is now. */
  async avatarName(): Promise<string> {
    const view = await this.ok(this.owner, 'POST', '/api/user/fetch');
    return (view.body.data.profile as string).split('/').pop()!;
  }

  /** A new purchase receipt of the owner's, awaiting a decision. */
  async requestedReceipt(): Promise<string> {
    const stored = await this.ok(this.owner, 'POST', '/api/receipt/store', {
      form: [...fields({ unit_purchase_intent: 1, pay_type: 'Wire' }), receiptFile()],
    });
    return stored.body.data.id;
  }

  /** A new member who chose to pay later: their activation payment awaits an admin. */
  async payingLater(): Promise<Account> {
    const member = await this.member();
    await this.ok(member, 'POST', '/api/user/pay-later', { body: { pay_type: 'Wire Transfer', unit: 2 } });
    return member;
  }

  /** A new pending transfer to the owner. */
  async pendingTransfer(): Promise<string> {
    const { transfer } = await ledgerOf(this.t).transfer(transferCommand(this.owner.id, { pending: true }));
    return transfer.id;
  }

  /** A new posted manual transfer to the owner. */
  async postedTransfer(): Promise<string> {
    const { transfer } = await ledgerOf(this.t).transfer(transferCommand(this.owner.id));
    return transfer.id;
  }

  /** A code mailed to `email` by send-otp. */
  async otp(email: string): Promise<string> {
    const seen = this.t.mailbox.count(email, 'verification code');
    await this.ok(null, 'POST', '/api/send-otp', { body: { email } });
    return Mailbox.code(await this.t.mailbox.waitFor(email, 'verification code', 10_000, seen));
  }

  /** A well-formed registration: a new email, proved. */
  async registration(): Promise<RegisterPayload> {
    const email = uniqueEmail('matrix');
    return registration(email, await verifiedProof(this.t, this.t.client(nextIp()), email));
  }

  /** A password reset link mailed to `email`. */
  async resetLink(email: string): Promise<{ id: string; token: string }> {
    const seen = this.t.mailbox.count(email, 'Reset your password');
    await this.ok(null, 'POST', '/api/forgot/password', { body: { email } });
    return Mailbox.resetLink(await this.t.mailbox.waitFor(email, 'Reset your password', 10_000, seen));
  }
}

const accountOf = (registered: Awaited<ReturnType<typeof registerMember>>): Account => ({
  id: registered.user.id,
  email: registered.email,
  password: registered.password,
  token: registered.token,
});

async function newMember(t: TestApp, extra: Partial<RegisterPayload> = {}): Promise<Account> {
  return accountOf(await registerMember(t, t.client(nextIp()), extra));
}

async function signIn(t: TestApp, email: string, password: string): Promise<Account> {
  const reply = await expectOk(t, null, 'POST', '/api/login', { body: { email, password } });
  return { id: reply.body.data.user.id, email, password, token: reply.body.data.token };
}

/** A member promoted in the database, signed in again after the promotion. */
async function staff(t: TestApp, role: 'Admin' | 'SuperAdmin'): Promise<Account> {
  const member = await newMember(t);
  await t.dataSource.query(`UPDATE users SET role = $2 WHERE id = $1`, [member.id, role]);
  return signIn(t, member.email, member.password);
}

async function cardToken(t: TestApp, as: Account): Promise<string> {
  const reply = await expectOk(t, as, 'POST', '/api/payment/test-gateway/tokens', { body: testCard() });
  return reply.body.data.token;
}

/** Sends a call that sets something up: anything but a success throws. */
async function expectOk(
  t: TestApp,
  as: Account | null,
  method: string,
  url: string,
  call?: Pick<Call, 'body' | 'form'>,
): Promise<Reply> {
  const reply = await send(t, as, method, url, call);
  if (reply.status >= 300)
    throw new Error(`${method} ${url} to set up: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply;
}
