import type { TFunction } from 'i18next';
import { shownPayType } from '@app/libs';

/**
 * A pay type in the reader's language. An older spelling ('Wire', kept by the ledger) reads as its
 * canonical pay type (ADR 0031); a value the web has no text for shows as the server sent it.
 */
export function payTypeLabel(t: TFunction, payType: string | null | undefined): string {
  const shown = shownPayType(payType ?? null);
  return shown ? (t(`payTypes.${shown}` as 'payTypes.ACH', { defaultValue: shown }) as string) : '-';
}
