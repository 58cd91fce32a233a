import { AppError, ValidationFailed, notFound } from '../../../../platform';

export const PaymentErrors = {
  /** The gateway's own words (the spec shows the provider's message), kept in every language. */
  declined: (message: string) => new AppError(402, message, 'PAYMENT.DECLINED', { reason: message }),
  cardInvalid: (field: string, message: string) =>
    // The provider's own words, shown as they are (spec: 'a card provider error shows its own message').
    ValidationFailed.field(field, message),
  cardRequired: () =>
    ValidationFailed.coded(
      'token',
      'PAYMENT.CARD_REQUIRED',
      'Please enter your card details or choose a saved card.',
    ),
  methodNotFound: () => notFound('Payment method not found.', 'PAYMENT.METHOD_NOT_FOUND'),
};
