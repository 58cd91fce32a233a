import { testCardProblem } from './card';

describe('the test card form', () => {
  const card = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' };
  it('takes a whole form, month and year as text too', () => {
    expect(testCardProblem(card)).toBeNull();
    expect(testCardProblem({ ...card, exp_month: '1', exp_year: '2031' })).toBeNull();
  });
  it.each([
    [{ exp_month: 0 }],
    [{ exp_month: 13 }],
    [{ exp_year: 1999 }],
    [{ exp_month: 1.5 }],
    [{ number: 4242 }],
    [{ cvc: undefined }],
  ])('refuses %p on the number', (change) => {
    expect(testCardProblem({ ...card, ...change })).toMatchObject({ code: 'PAYMENT.CARD_INVALID' });
  });
});
