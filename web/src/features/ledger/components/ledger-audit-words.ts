import { TRANSFER_KINDS } from '@app/libs';
import { formatDate } from '../../../shared/format/format-date';

// The ledger audit's kinds, accounts and statuses as the server names them, and its times.

/** The audit's kinds: why units moved, and the reversal of a movement. */
export const KINDS = [...TRANSFER_KINDS, 'reversal'] as const;
type Kind = (typeof KINDS)[number];
export const isKind = (kind: string): kind is Kind => (KINDS as readonly string[]).includes(kind);
const ACCOUNTS = ['member_paid', 'member_loyalty', 'issuer', 'loyalty_issuer'] as const;
type Account = (typeof ACCOUNTS)[number];
export const isAccount = (account: string): account is Account =>
  (ACCOUNTS as readonly string[]).includes(account);
export const STATUSES = ['pending', 'posted', 'voided', 'reversed'] as const;
export const isStatus = (status: string): status is (typeof STATUSES)[number] =>
  (STATUSES as readonly string[]).includes(status);

export const time = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${formatDate(d)} ${d.toLocaleTimeString()}`;
};
