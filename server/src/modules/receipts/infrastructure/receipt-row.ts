import type { ReceiptStatus, ReceiptSource } from '@app/libs';

export interface ReceiptRow {
  id: string;
  member_id: string;
  source: ReceiptSource;
  pay_type: string | null;
  units: number;
  status: ReceiptStatus;
  files: string[];
  reject_reason: string | null;
  narration: string | null;
  approval_reason: string | null;
  units_approved: number | null;
  pending_transfer_id: string | null;
  round: number;
  decided_by: string | null;
  decided_at: Date | null;
  decided_via: 'receipts' | 'ledger' | null;
  /** `<call>:<Idempotency-Key>` of the member's request that last changed it, when one did. */
  request_key: string | null;
  created_at: Date;
  updated_at: Date;
}

export const RECEIPT_COLUMNS = `id, member_id, source, pay_type, units, status, files, reject_reason, narration,
  approval_reason, units_approved, pending_transfer_id, round, decided_by, decided_at, decided_via, request_key, created_at, updated_at`;
