import { App } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { asAppError } from '../../../shared/api/app-error';
import { useServerMessage } from '../../../shared/i18n/use-server-message';

/** The ledger's server texts (the spec's wording) and their translation keys under `ledger.serverMessages`. */
const LEDGER_TEXTS = {
  'There should be at least one unit': 'atLeastOneUnit',
  'Please enter the number of loyalty units to add.': 'loyaltyZero',
  "User doesn't have any loyalty units to deduct.": 'noLoyaltyToDeduct',
  'Deducted units must be less than or equal to loyalty units.': 'deductTooMuch',
  'This pending transaction was already approved or voided.': 'alreadyResolved',
  'This transaction was already deleted.': 'alreadyReversed',
  'This transaction is not pending.': 'notPending',
  'This transaction cannot be deleted.': 'cannotReverse',
  'Deleting this transaction would take the balance below zero.': 'reversalWouldOverdraw',
  'Transaction not found': 'transferNotFound',
  'User not found': 'memberNotFound',
  'This idempotency key was already used for a different transfer.': 'idempotencyMismatch',
  'Units transferred successfully': 'transferred',
  'These units were already transferred.': 'alreadyTransferred',
  'Transaction deleted successfully!': 'deleted',
  'Approved successfully!': 'approved',
  'Loyalty units added successfully': 'loyaltyAdded',
  'Loyalty units deducted successfully': 'loyaltyDeducted',
  'Narration is required': 'narrationRequired',
  'Please select a user.': 'selectUser',
  'Please select a payment method.': 'selectPayType',
  'Please select a member.': 'selectMember',
} as const;
type LedgerText = keyof typeof LEDGER_TEXTS;
const isLedgerText = (text: string): text is LedgerText => Object.hasOwn(LEDGER_TEXTS, text);

/** Ledger server texts in the reader's language; other texts go through the app-wide translation. */
export function useLedgerText() {
  const { t } = useTranslation();
  const translateServer = useServerMessage();
  return useMemo(
    () => (text: string) => {
      const trimmed = text.trim();
      return isLedgerText(trimmed)
        ? t(`ledger.serverMessages.${LEDGER_TEXTS[trimmed]}`)
        : translateServer(text);
    },
    [t, translateServer],
  );
}

/** Toasts for ledger actions; duration comes from AppProviders (5 s). */
export function useLedgerToast() {
  const { message } = App.useApp();
  const translate = useLedgerText();
  return useMemo(
    () => ({
      success: (serverText: string | undefined, fallback: string) =>
        void message.success(serverText ? translate(serverText) : fallback),
      error: (text: string) => void message.error(text),
      serverError: (error: unknown, fallback?: string) => {
        const appError = asAppError(error);
        const generic = appError.status === 'NETWORK' || appError.status >= 500;
        void message.error(generic && fallback ? fallback : translate(appError.message));
      },
    }),
    [message, translate],
  );
}
