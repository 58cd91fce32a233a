import { randomUUID } from 'node:crypto';
import { TEST_CARD_DECLINED, TEST_CARD_SUCCEEDS } from '@app/libs';
import type { Client } from '../support/client';
import { multipart, tinyJpeg, tinyPng } from '../support/fixtures';

export const key = () => ({ 'Idempotency-Key': randomUUID() });

export async function cardToken(client: Client, number = TEST_CARD_SUCCEEDS): Promise<string> {
  const reply = await client.post('/api/payment/test-gateway/tokens', {
    number,
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvc: '123',
  });
  if (reply.status !== 200) throw new Error(`token: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data.token;
}
export const declinedToken = (client: Client) => cardToken(client, TEST_CARD_DECLINED);

/** A multipart upload of receipt files (and form fields). */
export function receiptForm(files = 1, fields: Record<string, string> = {}) {
  return multipart([
    ...Object.entries(fields).map(([name, data]) => ({ name, data })),
    ...Array.from({ length: files }, (_, i) => ({
      name: 'receipt[]',
      filename: i % 2 ? `r${i}.jpg` : `r${i}.png`,
      contentType: i % 2 ? 'image/jpeg' : 'image/png',
      data: i % 2 ? tinyJpeg() : tinyPng(),
    })),
  ]);
}

/** Posts a receipt form; every receipt upload takes an Idempotency-Key (a fresh one unless given). */
export const upload = (
  client: Client,
  url: string,
  form: ReturnType<typeof receiptForm>,
  headers: Record<string, string> = key(),
) => client.post(url, form.body, { ...form.headers, ...headers });
