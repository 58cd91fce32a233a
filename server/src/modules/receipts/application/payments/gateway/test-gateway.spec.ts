import { createSecretKey, randomBytes } from 'node:crypto';
import { TEST_CARD_DECLINED, TEST_CARD_SUCCEEDS } from '@app/libs';
import { CardDeclined, CardRefused } from './payment-gateway';
import { TestGateway } from './test-gateway';

describe('the built-in test gateway', () => {
  const gateway = new TestGateway(createSecretKey(randomBytes(32)), () => new Date('2026-06-01T00:00:00Z'));
  const card = (number: string, extra = {}) => ({
    number,
    exp_month: 12,
    exp_year: 2030,
    cvc: '123',
    ...extra,
  });
  const charge = (token: string) =>
    gateway.charge({
      amountCents: 500,
      currency: 'usd',
      token,
      idempotencyKey: 'k',
      description: 'd',
      memberId: 'm',
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
    const other = new TestGateway(createSecretKey(randomBytes(32)));
    await expect(
      other.charge({
        amountCents: 1,
        currency: 'usd',
        token,
        idempotencyKey: 'k',
        description: 'd',
        memberId: 'm',
      }),
    ).rejects.toThrow(CardRefused);
  });
});
