import { Allow } from 'class-validator';
import { MAX_UNITS_PER_TRANSFER, REASON_MAX_LENGTH } from '@app/libs';
import { CARD_INVALID, testCardProblem, type TestCardInput } from '../../domain/card';
import {
  ChoiceText,
  PaymentText,
  ReasonText,
  approvalUnitsProblem,
  cardTokenProblem,
  checkLoanRequest,
  optionalText,
  payLaterTypeProblem,
  problemsOf,
  purchaseUnitsProblem,
  receiptActionProblem,
  receiptPayTypeProblem,
  requiredText,
} from '../../domain/payment-rules';
import { CheckedBy, type Outcome } from './checked-by.validator';

// The request fields of the payment and receipt calls, checked by the domain's rules with the spec's
// texts and codes. Rules that need the configuration (minimum units, the loan unit) run again in the
// handlers, with it.

const TOO_MANY_UNITS: Outcome = {
  code: 'PAYMENT.UNITS_TOO_MANY',
  text: PaymentText.unitsTooMany,
  params: { max: MAX_UNITS_PER_TRANSFER },
};
const TOO_LONG: Outcome = {
  code: 'RECEIPT.TEXT_TOO_LONG',
  text: ReasonText.tooLong,
  params: { max: REASON_MAX_LENGTH },
};

/** Units of a purchase: whole, above zero, bounded (the configured minimum is the handler's). */
export function PurchaseUnitsField(options: { optional?: boolean } = {}): PropertyDecorator {
  return (target, property) =>
    CheckedBy(
      (value) =>
        options.optional && value === undefined ? null : purchaseUnitsProblem(value, 1, 1, String(property)),
      [
        { code: 'PAYMENT.UNITS_INVALID', text: PaymentText.unitsInvalid },
        { code: 'PAYMENT.UNITS_NOT_POSITIVE', text: PaymentText.unitsNotPositive },
        TOO_MANY_UNITS,
      ],
    )(target, property);
}

/** Units an admin approves, with the screen's own 'at least one' words. */
export function ApprovalUnitsField(code: string, text: string): PropertyDecorator {
  return (target, property) =>
    CheckedBy(
      (value) => approvalUnitsProblem(value, code, text, String(property)),
      [{ code, text }, TOO_MANY_UNITS],
    )(target, property);
}

/** A required free text (narration, reject reason): trimmed, not empty, bounded. */
export function RequiredTextField(code: string, text: string): PropertyDecorator {
  return (target, property) =>
    CheckedBy(
      (value) => problemsOf(() => requiredText(value, String(property), code, text)),
      [{ code, text }, TOO_LONG],
    )(target, property);
}

/** An optional free text, bounded. */
export function OptionalTextField(): PropertyDecorator {
  return (target, property) =>
    CheckedBy((value) => problemsOf(() => optionalText(value, String(property))), [TOO_LONG])(
      target,
      property,
    );
}

export const PayLaterTypeField = (): PropertyDecorator =>
  CheckedBy(
    (value) => payLaterTypeProblem(value),
    [{ code: 'PAYMENT.PAY_LATER_TYPE_REQUIRED', text: ChoiceText.payLaterType }],
  );

export const ReceiptPayTypeField = (): PropertyDecorator =>
  CheckedBy(
    (value) => receiptPayTypeProblem(value),
    [{ code: 'RECEIPT.PAY_TYPE_REQUIRED', text: ChoiceText.receiptPayType }],
  );

export const ReceiptActionField = (): PropertyDecorator =>
  CheckedBy(
    (value) => receiptActionProblem(value),
    [{ code: 'RECEIPT.ACTION_INVALID', text: ChoiceText.action }],
  );

export const CardTokenField = (): PropertyDecorator =>
  CheckedBy(
    (value) => cardTokenProblem(value),
    [{ code: 'PAYMENT.CARD_REQUIRED', text: ChoiceText.cardRequired }],
  );

/** The test card form: any fault is told on `number`; the other fields are only declared. */
export const TestCardNumberField = (): PropertyDecorator =>
  CheckedBy(
    (_value, dto) => {
      const found = testCardProblem(dto as TestCardInput);
      return found && { field: 'number', ...found };
    },
    [CARD_INVALID],
  );

/** A loan request field, by the loan rules (the whole-units check needs the loan unit: the handler's). */
export function LoanField(outcomes: readonly Outcome[]): PropertyDecorator {
  return CheckedBy((_value, dto) => problemsOf(() => checkLoanRequest(dto, 1)), outcomes);
}

/** Declared only: read as sent, judged by the handler (ids answer 404 when they name nothing). */
export const Declared = (): PropertyDecorator => Allow();
