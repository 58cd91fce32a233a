import { buildApiDocument } from '../../src/bootstrap/api-document';
import type { Client, Reply } from '../support/client';
import { ERROR_CODE, nextIp } from '../support/fixtures';
import type { TestApp } from '../support/test-app';
import { adminClient, memberClient, newMember, type Member } from '../ledger/ledger-fixtures';
import {
  casesFor,
  type FuzzCase,
  type KnownValues,
  type Operation,
  operationsOf,
  urlOf,
} from './openapi-cases';

export type Role = 'anonymous' | 'member' | 'admin' | 'superadmin';

export interface FuzzReport {
  operations: number;
  requests: number;
  roles: Record<Role, number>;
  statuses: Record<string, number>;
  failures: string[];
}

/** What is wrong with an answer: a 5xx, or an error outside the spec's shape (ADR 0011). */
export function problemWith(reply: Reply): string | null {
  if (reply.status >= 500) return 'server error';
  if (reply.status < 400) return null;
  const body = reply.body as Record<string, unknown> | string;
  if (typeof body !== 'object' || body === null) return 'error body is not JSON';
  if (Object.keys(body).sort().join() !== 'code,message') return 'error keys are not code and message';
  if (typeof body.code !== 'string' || !ERROR_CODE.test(body.code)) return 'error code malformed';
  if ((body.code === 'VALIDATION_FAILED') !== (reply.status === 422)) return '422 without VALIDATION_FAILED';
  if (reply.status === 422) {
    const fields = Object.values(body.message as Record<string, unknown>);
    const ok =
      fields.length > 0 &&
      fields.every((m) => Array.isArray(m) && m.length && m.every((t) => typeof t === 'string'));
    return ok ? null : '422 message is not a field map of texts';
  }
  return typeof body.message === 'string' && body.message.length ? null : 'error message is not a text';
}

/**
 * Signed-in clients for each role, renewed when a case ends a session (logout) so that the next
 * case still calls as that role.
 */
class Sessions {
  private readonly clients = new Map<Role, Client>();
  constructor(
    private readonly t: TestApp,
    private readonly accounts: { member: Member; admin: Member },
  ) {}

  async as(role: Role): Promise<Client> {
    if (role === 'anonymous') return this.t.client(nextIp());
    const current = this.clients.get(role);
    if (current) return current;
    const fresh = role === 'superadmin' ? await adminClient(this.t) : await this.signIn(role);
    this.clients.set(role, fresh);
    return fresh;
  }

  /**
   * Signs in as the role's account; when an earlier case took that account away (deleted it, changed
   * its role or password, as staff routes may), as a new account of that role.
   */
  private async signIn(role: 'member' | 'admin'): Promise<Client> {
    try {
      return await memberClient(this.t, this.accounts[role]);
    } catch {
      const account = await newMember(this.t);
      if (role === 'admin')
        await this.t.dataSource.query(`UPDATE users SET role = 'Admin' WHERE id = $1`, [account.id]);
      this.accounts[role] = account;
      return memberClient(this.t, account);
    }
  }

  /** After a 401: the session may have ended (logout), so the next call signs in again. */
  forget(role: Role): void {
    this.clients.delete(role);
  }
}

const send = (client: Client, op: Operation, c: FuzzCase) => {
  const url = urlOf(op, c);
  if (c.body === undefined) return client.request(op.method, url, undefined, c.headers);
  if ('json' in c.body) return client.request(op.method, url, c.body.json ?? null, c.headers);
  return client.request(op.method, url, Buffer.from(c.body.raw), {
    ...c.headers,
    'content-type': c.body.contentType,
  });
};

/**
 * The least role that may call a route, found by calling it: 401 to a visitor means a session is
 * needed, 403 to a member means staff.
 */
async function leastRole(sessions: Sessions, op: Operation, known: KnownValues): Promise<Role> {
  const probe: FuzzCase = {
    pathParams: Object.fromEntries(op.pathParams.map((name) => [name, known.uuids[0]!])),
    query: [],
    headers: {},
    body: op.method === 'GET' ? undefined : { json: {} },
  };
  if ((await send(await sessions.as('anonymous'), op, probe)).status !== 401) return 'anonymous';
  let asMember = await send(await sessions.as('member'), op, probe);
  if (asMember.status === 401) {
    // An earlier probe (logout) ended the session: sign in again and ask once more.
    sessions.forget('member');
    asMember = await send(await sessions.as('member'), op, probe);
  }
  return asMember.status === 403 ? 'admin' : 'member';
}

/**
 * Every route of the OpenAPI document, called `cases` times with hostile input as a role that may
 * call it (staff routes alternately as Admin and SuperAdmin). Deterministic for a seed.
 */
export async function fuzzApi(t: TestApp, cases: number, seed: number): Promise<FuzzReport> {
  const member = await newMember(t);
  const admin = await newMember(t);
  await t.dataSource.query(`UPDATE users SET role = 'Admin' WHERE id = $1`, [admin.id]);
  // Emails in bodies belong to a decoy: thousands of failed logins to an account make its next
  // sign-in need an emailed code (ADR 0016), which must not happen to the accounts the fuzz signs in as.
  const decoy = await newMember(t);
  const known: KnownValues = {
    uuids: [member.id, admin.id, decoy.id, '00000000-0000-0000-0000-000000000000'],
    emails: [decoy.email, 'nobody@example.com'],
  };
  const sessions = new Sessions(t, { member, admin });
  const report: FuzzReport = {
    operations: 0,
    requests: 0,
    roles: { anonymous: 0, member: 0, admin: 0, superadmin: 0 },
    statuses: {},
    failures: [],
  };
  const operations = operationsOf(buildApiDocument(t.app));
  for (const [index, op] of operations.entries()) {
    const least = await leastRole(sessions, op, known);
    report.operations++;
    for (const [n, c] of casesFor(op, known, cases, seed + index).entries()) {
      const role: Role = least === 'admin' && n % 2 ? 'superadmin' : least;
      const reply = await send(await sessions.as(role), op, c);
      if (reply.status === 401) sessions.forget(role);
      report.requests++;
      report.roles[role]++;
      report.statuses[reply.status] = (report.statuses[reply.status] ?? 0) + 1;
      const problem = problemWith(reply);
      if (problem) {
        const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
        report.failures.push(
          `${op.method} ${urlOf(op, c).slice(0, 160)} as ${role}, seed ${seed + index} case ${n}: ` +
            `${reply.status} ${problem} ${body.slice(0, 200)} — body ${JSON.stringify(c.body)?.slice(0, 200)}`,
        );
      }
    }
  }
  return report;
}
