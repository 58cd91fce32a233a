import { ValidationFailed, notFound } from '../../../platform';

/** The refusals of the pools' calls, with stable codes translated server-side (ADR 0011). */
export const PoolErrors = {
  seasonNotFound: () => notFound('Season not found.', 'SEASON.NOT_FOUND'),
  amountInvalid: () =>
    ValidationFailed.coded(
      'amount',
      'POOL.AMOUNT_INVALID',
      'The amount must be a positive number of dollars with at most two decimals.',
    ),
};
