import type { Role } from '@app/libs';
import type { Client } from '../support/client';
import { nextIp } from '../support/fixtures';
import type { TestApp } from '../support/test-app';
import { memberClient, newMember, type Member } from '../ledger/ledger-fixtures';

/** A member promoted by the seeded SuperAdmin (`root`), signed in after the promotion. */
export async function staffMember(t: TestApp, root: Client, role: Role): Promise<{ m: Member; c: Client }> {
  const m = await newMember(t);
  const reply = await root.post('/api/admin/user/change-role', { id: m.id, role });
  if (reply.status !== 200) throw new Error(`change-role: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { m, c: await memberClient(t, m) };
}

export async function signIn(t: TestApp, email: string, password: string) {
  const client = t.client(nextIp());
  return { client, reply: await client.post('/api/login', { email, password }) };
}

/** The dashboard's and the list's read models, once the log's events are consumed. */
export async function settled(t: TestApp): Promise<void> {
  await t.drainEvents();
}
