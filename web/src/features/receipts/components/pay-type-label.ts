import type { TFunction } from 'i18next';

/** A pay type in the reader's language; a value the web has no text for shows as the server sent it. */
export const payTypeLabel = (t: TFunction, payType: string | null | undefined): string =>
  payType ? (t(`payTypes.${payType}` as 'payTypes.ACH', { defaultValue: payType }) as string) : '-';
