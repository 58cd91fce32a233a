import { OTP_LENGTH } from '@app/libs';

/** Keeps digits only and cuts to the code length, so a pasted sentence or longer number still fits. */
export const normalizeOtp = (raw: string): string => raw.replace(/\D/g, '').slice(0, OTP_LENGTH);

export const isCompleteOtp = (value: string): boolean => value.length === OTP_LENGTH && /^\d+$/.test(value);
