import type { Role } from '@app/libs';
import type { Client } from '../support/client';
import { nextIp } from '../support/fixtures';
import { uniqueEmail } from '../support/journeys';
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

/** The password `createForm` gives the member it describes. */
export const CREATED_PASSWORD = 'correct horse battery';

export type CreateForm = Record<string, string> & { email: string };

/** The fields of the back office's Create User form for a member with 4 units paid by wire. */
export function createForm(fields: Record<string, string> = {}): CreateForm {
  return {
    fname: 'Nia',
    lname: 'Created',
    email: uniqueEmail('created'),
    country_code: '1',
    phone: '5557654321',
    gender: 'Female',
    address: '3 Oak Road',
    country: 'United States',
    state: 'Texas',
    city: 'Austin',
    manual_city: 'true',
    password: CREATED_PASSWORD,
    password_confirmation: CREATED_PASSWORD,
    pay_type: 'Wire',
    unit_purchase_intent: '4',
    narration: 'Paid by wire at the office',
    send_email: 'No',
    ...fields,
  };
}
