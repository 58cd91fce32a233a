import { MAX_UNITS_PER_TRANSFER } from '@app/libs';
import { ValidationFailed, coded, notFound } from '../../../../platform';
import { isUuid } from '../../infrastructure/receipts.repository';

/** Whole units 1..MAX for an approval (the spec's 'Minimum 1 unit required.' / 'There should be at least one unit'). */
export function approvalUnits(value: unknown, code: string, text: string): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1)
    throw ValidationFailed.field('unit', coded(code, text));
  if (n > MAX_UNITS_PER_TRANSFER)
    throw ValidationFailed.field(
      'unit',
      coded('PAYMENT.UNITS_TOO_MANY', 'The units may not be greater than {{max}}.', {
        max: MAX_UNITS_PER_TRANSFER,
      }),
    );
  return n;
}

/** An id the client sent: a uuid, else the thing it names does not exist. */
export function idOf(value: unknown, missing: () => Error): string {
  if (!isUuid(value)) throw missing();
  return value;
}

export const userNotFound = () => notFound('User not found', 'RECEIPT.MEMBER_NOT_FOUND');
export const truthy = (value: unknown): boolean =>
  value === true || value === 1 || value === '1' || value === 'true';
