import { notFound } from '../../../../platform';
import { isUuid } from '../../infrastructure/receipts.repository';

/** An id the client sent: a uuid, else the thing it names does not exist. */
export function idOf(value: unknown, missing: () => Error): string {
  if (!isUuid(value)) throw missing();
  return value;
}

export const userNotFound = () => notFound('User not found', 'RECEIPT.MEMBER_NOT_FOUND');
export const truthy = (value: unknown): boolean =>
  value === true || value === 1 || value === '1' || value === 'true';

/** An optional text the DTO checked: trimmed, empty is null. */
export const optionalTrimmed = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
