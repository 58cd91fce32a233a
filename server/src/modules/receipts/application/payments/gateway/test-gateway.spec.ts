import { createSecretKey, randomBytes } from 'node:crypto';
import { TEST_CARD_DECLINED, TEST_CARD_SUCCEEDS } from '@app/libs';
import { CardDeclined, CardRefused } from './payment-gateway';
import { TestGateway, TestGatewayCharges, type TestCharge } from './test-gateway';

/** The gateway's table, in memory: the first charge of a key is kept. */
class KeptCharges extends TestGatewayCharges {
  readonly byKey = new Map<string, TestCharge & { refunded?: boolean }>();
  async keep(charge: TestCharge) {
    if (!this.byKey.has(charge.idempotencyKey)) this.byKey.set(charge.idempotencyKey, charge);
    return this.byKey.get(charge.idempotencyKey)!;
  }
  async find(key: string) {
    return this.byKey.get(key) ?? null;
  }
  async refund(ref: string) {
    for (const charge of this.byKey.values()) if (charge.ref === ref) charge.refunded = true;
  }
}

describe('the built-in test gateway', () => {
  const kept = new KeptCharges();
  const key = createSecretKey(randomBytes(32));
  const gateway = new TestGateway([key], kept, () => new Date('2026-06-01T00:00:00Z'));
  const card = (number: string, extra = {}) => ({
    number,
    exp_month: 12,
    exp_year: 2030,
    cvc: '123',
    ...extra,
  });
  let keys = 0;
  const charge = (token: string, idempotencyKey = `k${++keys}`) =>
    gateway.charge({
      amountCents: 500,
      currency: 'usd',
      token,
      idempotencyKey,
      description: 'd',
      memberId: 'm',
      paymentKey: idempotencyKey,
    });

  it('succeeds with 4242 4242 4242 4242 and keeps only brand, last four and expiry', async () => {
    const token = gateway.tokenize(card(`${TEST_CARD_SUCCEEDS.slice(0, 4)} ${TEST_CARD_SUCCEEDS.slice(4)}`));
    expect(token).toMatchObject({ brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2030 });
    expect(Buffer.from(token.token.split('.')[0].slice(4), 'base64url').toString()).not.toContain(
      TEST_CARD_SUCCEEDS,
    );
    expect(await charge(token.token)).toMatchObject({ ok: true, card: { last4: '4242' } });
  });

  it('declines 4000 0000 0000 0002 with the gateway message', async () => {
    expect(await charge(gateway.tokenize(card(TEST_CARD_DECLINED)).token)).toMatchObject({
      ok: false,
      message: 'Your card was declined.',
    });
  });

  it('keeps a good card, and refuses to keep 4000 0000 0000 0002 as it would decline its charge', async () => {
    const good = gateway.tokenize(card(TEST_CARD_SUCCEEDS)).token;
    expect(await gateway.saveCard({ token: good, customerRef: null })).toMatchObject({
      card: { ref: good, last4: '4242' },
    });
    const declined = gateway.tokenize(card(TEST_CARD_DECLINED)).token;
    await expect(gateway.saveCard({ token: declined, customerRef: null })).rejects.toThrow(
      new CardDeclined('Your card was declined.'),
    );
  });

  it('refuses bad numbers, expired cards, bad codes and forged tokens', async () => {
    expect(() => gateway.tokenize(card('4242424242424241'))).toThrow('Your card number is invalid.');
    expect(() => gateway.tokenize(card(TEST_CARD_SUCCEEDS, { exp_year: 2025 }))).toThrow(
      'Your card has expired.',
    );
    expect(() => gateway.tokenize(card(TEST_CARD_SUCCEEDS, { cvc: '1' }))).toThrow(CardRefused);
    const token = gateway.tokenize(card(TEST_CARD_DECLINED)).token;
    const [payload] = token.slice(4).split('.');
    const forged = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace('"d":true', '"d":false'),
    ).toString('base64url');
    await expect(charge(`tgw_${forged}.${token.split('.')[1]}`)).rejects.toThrow(CardRefused);
    await expect(charge('tgw_e30.x')).rejects.toThrow(CardRefused);
    const other = new TestGateway([createSecretKey(randomBytes(32))], new KeptCharges());
    await expect(
      other.charge({
        amountCents: 1,
        currency: 'usd',
        token,
        idempotencyKey: 'k',
        description: 'd',
        memberId: 'm',
        paymentKey: 'k',
      }),
    ).rejects.toThrow(CardRefused);
  });

  it('reads a saved card signed with a retired session secret, and signs new ones with the current (ADR 0049)', async () => {
    const saved = gateway.tokenize(card(TEST_CARD_SUCCEEDS)).token;
    const rotated = new TestGateway(
      [createSecretKey(randomBytes(32)), key],
      new KeptCharges(),
      () => new Date('2026-06-01T00:00:00Z'),
    );
    expect(await rotated.saveCard({ token: saved, customerRef: null })).toMatchObject({
      card: { ref: saved, last4: '4242' },
    });
    const fresh = rotated.tokenize(card(TEST_CARD_SUCCEEDS)).token;
    // The retired key alone does not read what the current one signed.
    await expect(gateway.saveCard({ token: fresh, customerRef: null })).rejects.toThrow(CardRefused);
  });

  it('keeps its charges before answering: the same key answers the first charge, and the lookup finds it', async () => {
    const good = gateway.tokenize(card(TEST_CARD_SUCCEEDS)).token;
    const first = await charge(good, 'pay:m:once');
    if (!first.ok) throw new Error('the good card was declined');
    expect(await charge(gateway.tokenize(card(TEST_CARD_DECLINED)).token, 'pay:m:once')).toEqual(first);
    expect(await gateway.findCharge({ idempotencyKey: 'pay:m:once' })).toEqual({
      status: 'succeeded',
      ref: first.ref,
      amountCents: 500,
      card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    await charge(gateway.tokenize(card(TEST_CARD_DECLINED)).token, 'pay:m:declined');
    expect(await gateway.findCharge({ idempotencyKey: 'pay:m:declined' })).toMatchObject({
      status: 'declined',
      message: 'Your card was declined.',
    });
    expect(await gateway.findCharge({ idempotencyKey: 'pay:m:never' })).toEqual({ status: 'none' });
    await gateway.refund({ ref: first.ref, amountCents: 500, idempotencyKey: 'refund:m:once' });
    expect(kept.byKey.get('pay:m:once')?.refunded).toBe(true);
  });
});
