import { AppError, ValidationFailed, conflict, coded, notFound } from '../../../platform';
import { RuleViolations } from '../domain/payment-rules';
import { ReceiptRefusal, ReceiptRefusalCode, ReceiptRefusalText } from '../domain/receipt';

export const ReceiptErrors = {
  notFound: () => notFound('Receipt not found.', 'RECEIPT.NOT_FOUND'),
  fileNotFound: () => notFound('Not Found', 'RECEIPT.FILE_NOT_FOUND'),
  memberNotFound: () => notFound('User not found', 'RECEIPT.MEMBER_NOT_FOUND'),
  noActivation: () => notFound('This user has no receipt awaiting a decision.', 'RECEIPT.NONE_AWAITING'),
  noPendingPayment: () => notFound('There is no pending payment.', 'PAYMENT.NO_PENDING_PAYMENT'),
  alreadyDecided: () => refusal(ReceiptRefusalCode.alreadyDecided),
  filesRequired: () =>
    ValidationFailed.coded('receipt', 'RECEIPT.FILES_REQUIRED', 'Please select at least one receipt'),
};

export function refusal(code: ReceiptRefusalCode): AppError {
  return conflict(ReceiptRefusalText[code], code);
}

/** Runs domain code, turning its refusals and rule violations into their HTTP answers. */
export function refusing<T>(decide: () => T): T {
  try {
    return decide();
  } catch (error) {
    throw asHttp(error);
  }
}

export function asHttp(error: unknown): unknown {
  if (error instanceof ReceiptRefusal) return refusal(error.code);
  if (error instanceof RuleViolations) {
    const messages: Record<string, ReturnType<typeof coded>[]> = {};
    for (const p of error.problems) (messages[p.field] ??= []).push(coded(p.code, p.text, p.params));
    return new ValidationFailed(messages);
  }
  return error;
}

/** The code of an AppError, for telling the ledger's refusals apart. */
export const codeOf = (error: unknown): string | null => (error instanceof AppError ? error.code : null);
