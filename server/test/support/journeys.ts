import type { RegisterPayload } from '@app/libs';
import type { Client } from './client';
import { Mailbox } from './mailbox';
import type { TestApp } from './test-app';

let counter = 0;
export const uniqueEmail = (prefix = 'member') =>
  `${prefix}.${process.pid}.${Date.now()}.${counter++}@example.com`;

export function registration(
  email: string,
  proof: string,
  extra: Partial<RegisterPayload> = {},
): RegisterPayload {
  return {
    fname: 'Jane',
    lname: 'Doe',
    email,
    email_proof: proof,
    country_code: '1',
    phone: '5551234567',
    gender: 'Female',
    password: 'correct horse battery',
    password_confirmation: 'correct horse battery',
    address: '1 Main Street',
    country: 'United States',
    state: 'New York',
    city: 'New York',
    units_purchase_intent: 2,
    pay_now: 'No',
    pay_type: 'Wire Transfer',
    ...extra,
  };
}

/** send-otp -> code from the outbox -> email-verified: the proof register needs. */
export async function verifiedProof(t: TestApp, client: Client, email: string): Promise<string> {
  const seen = t.mailbox.count(email, 'verification code');
  const sent = await client.post('/api/send-otp', { email });
  if (sent.status !== 200) throw new Error(`send-otp: ${sent.status} ${JSON.stringify(sent.body)}`);
  const code = Mailbox.code(await t.mailbox.waitFor(email, 'verification code', 10_000, seen));
  const verified = await client.post('/api/email-verified', { email, otp: code });
  if (verified.status !== 200)
    throw new Error(`email-verified: ${verified.status} ${JSON.stringify(verified.body)}`);
  return verified.body.data.proof;
}

/** A signed-in member (cookie session in `client`). */
export async function registerMember(t: TestApp, client: Client, extra: Partial<RegisterPayload> = {}) {
  const email = extra.email ?? uniqueEmail();
  const proof = await verifiedProof(t, client, email);
  const reply = await client.post('/api/register', registration(email, proof, extra));
  if (reply.status !== 201) throw new Error(`register: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { email, password: registration(email, proof).password, ...reply.body.data };
}
