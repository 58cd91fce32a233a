import { createHash } from 'node:crypto';
import { IMAGE_MAX_SIDE, RECEIPT_FIELD, RECEIPT_MAX_BYTES } from '@app/libs';
import type { ImageRules, UploadedImage } from '../../../platform';

/** Receipts: kept at full size (they must stay readable), re-encoded without metadata (ADR 0018). */
export const RECEIPT_RULES: ImageRules = {
  area: 'receipts',
  field: RECEIPT_FIELD,
  maxBytes: RECEIPT_MAX_BYTES,
  maxSide: IMAGE_MAX_SIDE,
};

export const receiptUrl = (name: string): string => `/api/files/receipts/${name}`;

/** What identifies an upload's files for its Idempotency-Key: their contents' hashes, in order. */
export const fingerprintOf = (images: readonly UploadedImage[]): string[] =>
  images.map((image) => createHash('sha256').update(image.bytes).digest('hex'));
