import { IMAGE_MAX_SIDE, RECEIPT_FIELD, RECEIPT_MAX_BYTES } from '@app/libs';
import type { ImageRules } from '../../../platform';

/** Receipts: kept at full size (they must stay readable), re-encoded without metadata (ADR 0018). */
export const RECEIPT_RULES: ImageRules = {
  area: 'receipts',
  field: RECEIPT_FIELD,
  maxBytes: RECEIPT_MAX_BYTES,
  maxSide: IMAGE_MAX_SIDE,
};

export const receiptUrl = (name: string): string => `/api/files/receipts/${name}`;
