import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { validationMessages } from '../../../../platform';
import { ApproveMemberPaymentDto } from '../../application/commands/approve-member-payment/approve-member-payment.dto';
import { ApproveReceiptDto } from '../../application/commands/approve-receipt/approve-receipt.dto';
import { CreateTestCardTokenDto } from '../../application/commands/create-test-card-token/create-test-card-token.dto';
import { PayNowDto } from '../../application/commands/pay-now/pay-now.dto';
import { SubmitLoanRequestDto } from '../../application/commands/submit-loan-request/submit-loan-request.dto';

/** The 422 map a DTO gives a body: field -> the codes of its messages. */
async function codes<T extends object>(type: new () => T, body: object): Promise<Record<string, string[]>> {
  const errors = await validate(plainToInstance(type, body), { whitelist: true, forbidNonWhitelisted: true });
  return Object.fromEntries(
    Object.entries(validationMessages(errors)).map(([field, list]) => [
      field,
      list.map((m) => (typeof m === 'string' ? m : m.key)),
    ]),
  );
}

describe('payment DTOs: one coded message per field, the domain rule chooses it', () => {
  it.each([
    [{}, 'errors:PAYMENT.UNITS_INVALID'],
    [{ unit: 0 }, 'errors:PAYMENT.UNITS_NOT_POSITIVE'],
    [{ unit: '1.5' }, 'errors:PAYMENT.UNITS_INVALID'],
    [{ unit: 2_000_000 }, 'errors:PAYMENT.UNITS_TOO_MANY'],
  ])('payment/now refuses %p', async (body, code) => {
    expect(await codes(PayNowDto, body)).toEqual({ unit: [code] });
  });

  it('accepts whole units as a number or as text', async () => {
    expect(await codes(PayNowDto, { unit: 2, token: 't' })).toEqual({});
    expect(await codes(PayNowDto, { unit: '3' })).toEqual({});
  });

  it('approve: units and narration told together, each once', async () => {
    expect(await codes(ApproveReceiptDto, { id: 'x' })).toEqual({
      unit: ['errors:RECEIPT.UNITS_REQUIRED'],
      narration: ['errors:RECEIPT.NARRATION_REQUIRED'],
    });
    expect(await codes(ApproveReceiptDto, { unit: 1, narration: 'x'.repeat(5000) })).toEqual({
      narration: ['errors:RECEIPT.TEXT_TOO_LONG'],
    });
    expect(await codes(ApproveMemberPaymentDto, { unit: 0, narration: ' ok ', approval_reason: 7 })).toEqual({
      unit: ['errors:LEDGER.AT_LEAST_ONE_UNIT'],
      approval_reason: ['errors:RECEIPT.TEXT_TOO_LONG'],
    });
  });

  it('the test card form tells any fault on number', async () => {
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' };
    expect(await codes(CreateTestCardTokenDto, card)).toEqual({});
    expect(await codes(CreateTestCardTokenDto, { ...card, exp_month: 13 })).toEqual({
      number: ['errors:PAYMENT.CARD_INVALID'],
    });
  });

  it('a loan request: every missing field at once; the loan unit is left to the handler', async () => {
    expect(await codes(SubmitLoanRequestDto, {})).toEqual({
      amount: ['errors:LOAN.AMOUNT_REQUIRED'],
      payment_frequency: ['errors:LOAN.FREQUENCY_REQUIRED'],
      pay_type: ['errors:LOAN.PAY_TYPE_REQUIRED'],
    });
    expect(
      await codes(SubmitLoanRequestDto, { amount: 150, payment_frequency: 'one_time', pay_type: 'ACH' }),
    ).toEqual({});
  });

  it('refuses fields no DTO declares', async () => {
    expect(Object.keys(await codes(PayNowDto, { unit: 1, amount: 5 }))).toEqual(['amount']);
  });
});
