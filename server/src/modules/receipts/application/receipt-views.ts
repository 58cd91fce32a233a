import type { AdminReceiptView, AwaitingUser, ReceiptUser, ReceiptView } from '@app/libs';
import type { UserContact } from '../../identity';
import type { ReceiptRow } from '../infrastructure/receipt-row';
import { receiptUrl } from './receipt-files';

export function toReceiptView(row: ReceiptRow): ReceiptView {
  return {
    id: row.id,
    source: row.source,
    pay_type: row.pay_type,
    paid: row.status,
    reject_reason: row.reject_reason,
    receipt: row.files.map(receiptUrl),
    unit_purchase_intent: row.units,
    units_approved: row.units_approved,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export function toReceiptUser(contact: UserContact | undefined): ReceiptUser | null {
  if (!contact) return null;
  const { id, fname, lname, fullName, email, country_code, phone, city, state, country } = contact;
  return { id, fname, lname, fullName, email, country_code, phone, city, state, country };
}

export function toAdminReceiptView(row: ReceiptRow, contacts: Map<string, UserContact>): AdminReceiptView {
  return {
    ...toReceiptView(row),
    user: toReceiptUser(contacts.get(row.member_id)),
    narration: row.narration,
  };
}

export function toAwaitingUser(row: ReceiptRow, contact: UserContact, unitPriceCents: number): AwaitingUser {
  const amountCents = row.units * unitPriceCents;
  return {
    id: contact.id,
    fullName: contact.fullName,
    email: contact.email,
    user: toReceiptUser(contact)!,
    receipt_id: row.id,
    details: {
      unit_purchase_intent: row.units,
      pay_type: row.pay_type,
      pay_now: contact.pay_now,
      pay_later: row.source === 'pay-later',
      paid: row.status,
      reject_reason: row.reject_reason,
      receipt: row.files.map(receiptUrl),
    },
    amount_cents: amountCents,
    amount: amountCents / 100,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The answer of a receipt request found done, or null when it changed nothing. */
export const viewOrNull = (row: ReceiptRow | null): ReceiptView | null => (row ? toReceiptView(row) : null);
