import { randomBytes } from 'node:crypto';

export function newReferralToken(): string {
  return randomBytes(24).toString('base64url');
}

export function referralLink(publicUrl: string, userId: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/referral/${userId}/${token}`;
}
