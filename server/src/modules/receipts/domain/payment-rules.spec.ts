import {
  RuleViolations,
  amountCents,
  approvalUnits,
  approvalUnitsProblem,
  cardTokenProblem,
  payLaterTypeProblem,
  problemsOf,
  receiptActionProblem,
  receiptPayTypeProblem,
  checkLoanRequest,
  purchaseUnitsProblem,
  requiredText,
} from './payment-rules';

const problems = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof RuleViolations)
      return error.problems.map((p) => [p.field, p.code, p.params ?? null]);
    throw error;
  }
  return [];
};

describe('purchase units on /pay-now', () => {
  it.each([
    [0, 'PAYMENT.UNITS_NOT_POSITIVE'],
    [-1, 'PAYMENT.UNITS_NOT_POSITIVE'],
    ['abc', 'PAYMENT.UNITS_INVALID'],
    [1.5, 'PAYMENT.UNITS_INVALID'],
    [null, 'PAYMENT.UNITS_INVALID'],
    [Infinity, 'PAYMENT.UNITS_INVALID'],
    [1_000_001, 'PAYMENT.UNITS_TOO_MANY'],
  ])('refuses %p with %s', (value, code) => {
    expect(purchaseUnitsProblem(value, 1, 50_000)?.code).toBe(code);
  });

  it('names the configured minimum and price below the minimum', () => {
    expect(purchaseUnitsProblem(2, 3, 50_050)).toMatchObject({
      code: 'PAYMENT.BELOW_MINIMUM_UNITS',
      params: { min: 3, price: '500.50' },
    });
    expect(purchaseUnitsProblem('3', 3, 50_000)).toBeNull();
  });

  it('prices in integer cents', () => {
    expect(amountCents(3, 1234)).toBe(3702);
  });
});

describe('loan requests', () => {
  const loan = (input: Record<string, unknown>) => checkLoanRequest(input, 10_000);

  it('computes the total: amount, times 4 when monthly', () => {
    expect(loan({ amount: 100, payment_frequency: 'one_time', pay_type: 'ACH' })).toEqual({
      amountCents: 10_000,
      totalAmountCents: 10_000,
      frequency: 'one_time',
      payType: 'ACH',
    });
    // An alias of a pay type is stored as the canonical value (ADR 0031).
    expect(loan({ amount: 100, payment_frequency: 'one_time', pay_type: 'ACH (USA only)' }).payType).toBe(
      'ACH',
    );
    expect(
      loan({ amount: 25, total_amount: 100, payment_frequency: 'monthly', pay_type: 'PayPal' })
        .totalAmountCents,
    ).toBe(10_000);
  });

  it('needs a total in whole loan units (the configured $100)', () => {
    expect(problems(() => loan({ amount: 150, payment_frequency: 'one_time', pay_type: 'ACH' }))).toEqual([
      ['total_amount', 'LOAN.TOTAL_NOT_WHOLE_UNITS', { amount: '100' }],
    ]);
    expect(
      problems(() =>
        checkLoanRequest({ amount: 150, payment_frequency: 'one_time', pay_type: 'ACH' }, 5_000),
      ),
    ).toEqual([]);
  });

  it('reports every missing field at once, and a total that disagrees', () => {
    expect(problems(() => loan({})).map((p) => p[1])).toEqual([
      'LOAN.AMOUNT_REQUIRED',
      'LOAN.FREQUENCY_REQUIRED',
      'LOAN.PAY_TYPE_REQUIRED',
    ]);
    expect(problems(() => loan({ amount: -5, payment_frequency: 'one_time', pay_type: 'ACH' }))[0][1]).toBe(
      'LOAN.AMOUNT_NOT_POSITIVE',
    );
    expect(
      problems(() =>
        loan({ amount: 100, total_amount: 200, payment_frequency: 'one_time', pay_type: 'ACH' }),
      ),
    ).toEqual([['total_amount', 'LOAN.TOTAL_MISMATCH', null]]);
  });
});

describe('required texts', () => {
  it('trims, refuses blank and overlong', () => {
    expect(requiredText('  ok ', 'f', 'C', 't')).toBe('ok');
    expect(problems(() => requiredText(' ', 'f', 'RECEIPT.REASON_REQUIRED', 't'))).toEqual([
      ['f', 'RECEIPT.REASON_REQUIRED', null],
    ]);
    expect(problems(() => requiredText(42, 'f', 'RECEIPT.REASON_REQUIRED', 't'))[0][1]).toBe(
      'RECEIPT.REASON_REQUIRED',
    );
    expect(problems(() => requiredText('x'.repeat(501), 'f', 'C', 't'))[0][1]).toBe('RECEIPT.TEXT_TOO_LONG');
  });
});

describe('field rules of the payment DTOs', () => {
  it('approval units: whole, at least one, bounded, with the screen words', () => {
    expect(approvalUnitsProblem('2', 'C', 'T')).toBeNull();
    expect(approvalUnitsProblem(0, 'C', 'T')).toMatchObject({ field: 'unit', code: 'C', text: 'T' });
    expect(approvalUnitsProblem(undefined, 'C', 'T')?.code).toBe('C');
    expect(approvalUnitsProblem(1_000_001, 'C', 'T')?.code).toBe('PAYMENT.UNITS_TOO_MANY');
    expect(approvalUnits('4', 'C', 'T')).toBe(4);
  });

  it('choices: pay-later and receipt pay types (offline, aliases too), the reject action, a card token', () => {
    expect(payLaterTypeProblem('PayPal')).toBeNull();
    expect(payLaterTypeProblem('Wire')).toBeNull();
    expect(payLaterTypeProblem('Credit/Debit Card')?.code).toBe('PAYMENT.PAY_LATER_TYPE_REQUIRED');
    expect(payLaterTypeProblem('wire')?.code).toBe('PAYMENT.PAY_LATER_TYPE_REQUIRED');
    expect(receiptPayTypeProblem('Wire Transfer')).toBeNull();
    expect(receiptPayTypeProblem('Wire')).toBeNull();
    expect(receiptPayTypeProblem('ACH (USA only)')).toBeNull();
    expect(receiptPayTypeProblem('Debit/Credit Card')?.code).toBe('RECEIPT.PAY_TYPE_REQUIRED');
    expect(receiptPayTypeProblem('Cash')?.code).toBe('RECEIPT.PAY_TYPE_REQUIRED');
    expect(receiptPayTypeProblem(['Wire'])?.code).toBe('RECEIPT.PAY_TYPE_REQUIRED');
    expect(receiptActionProblem('reject')).toBeNull();
    expect(receiptActionProblem('approve')?.code).toBe('RECEIPT.ACTION_INVALID');
    expect(cardTokenProblem('tok')).toBeNull();
    expect(cardTokenProblem('')?.code).toBe('PAYMENT.CARD_REQUIRED');
    expect(cardTokenProblem('x'.repeat(1001))?.code).toBe('PAYMENT.CARD_REQUIRED');
  });

  it('problemsOf reports a rule without throwing', () => {
    expect(problemsOf(() => requiredText(' ', 'narration', 'N', 'n'))).toEqual([
      { field: 'narration', code: 'N', text: 'n', params: undefined },
    ]);
    expect(problemsOf(() => requiredText('ok', 'narration', 'N', 'n'))).toEqual([]);
  });
});
