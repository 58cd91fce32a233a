import type { Role } from './roles';
import type { Gender, ReceiptStatus, YesNo } from './enums';
import type { PayType } from './pay-types';
import type { LanguageCode } from './languages';

/** Success envelope of every call. */
export interface ApiSuccess<T> {
  message?: string;
  data: T;
}
/**
 * Every error answer (ADR 0011): a stable `code` (`MODULE.UPPER_SNAKE`, e.g. 'AUTH.BAD_CREDENTIALS')
 * that clients translate by, and the server's text in the request's language. A 422 carries its
 * field messages instead of one text.
 */
export type ApiErrorBody =
  { message: string; code: string } | { message: Record<string, string[]>; code: 'VALIDATION_FAILED' };

/** PUT user/language: the signed-in person's language, used for everything the server writes them. */
export interface LanguagePayload {
  language: LanguageCode;
}

export interface UserDetails {
  paid: ReceiptStatus;
  pay_now: YesNo;
  pay_later: boolean;
  pay_type: PayType | null;
  unit_purchase_intent: number;
  reject_reason: string | null;
  /** URLs of the activation (or pay-later) receipt's files; served to the member and admins only. */
  receipt: string[];
}

/** Referrals shown on the user itself; the rest are read page by page (ADR 0020). */
export const REFERRALS_ON_USER = 10;

export interface ReferralSummary {
  id: string;
  fullName: string;
  balance_units: number;
  profile: string | null;
}

/** The user as read by its owner or an admin. */
export interface UserView {
  id: string;
  fname: string;
  lname: string;
  fullName: string;
  email: string;
  phone: string;
  country_code: string;
  gender: Gender;
  address: string;
  address_line2: string | null;
  city: string;
  state: string;
  country: string;
  profile: string | null;
  role: Role;
  /** The language the server writes this person in (emails, messages). */
  language: LanguageCode;
  referralLink: string;
  referral_user: string | null;
  referred: { id: string; fullName: string } | null;
  balance_units: number;
  balance_dollar: number;
  paid_units: number;
  loyalty_units: number;
  pending_units: number;
  payment_status: YesNo;
  is_free_registration: boolean;
  transaction_done: boolean;
  email_verified_at: string | null;
  created_at: string;
  /** The first page of referrals, oldest first (at most REFERRALS_ON_USER); `user/referrals` pages on. */
  referrals: ReferralSummary[];
  /** How many active referrals there are in all. */
  referrals_total: number;
  details: UserDetails;
}

/** What a referral link shows of the referrer: never the phone. */
export interface ReferrerView {
  id: string;
  fname: string;
  lname: string;
  fullName: string;
  email: string;
  profile: string | null;
}

export interface AuthResult {
  token: string;
  expires_at: string;
  user: UserView;
}

export interface TimeInfo {
  cutoff: string | null;
  estTime: string;
  expired: boolean;
}

export interface GeoOption {
  name: string;
  iso2: string;
}
export interface DialingCode {
  name: string;
  iso2: string;
  code: string;
}

export interface RegisterPayload {
  role?: 'User';
  referral?: string;
  referral_token?: string;
  referral_user?: string;
  fname: string;
  lname: string;
  email: string;
  email_proof: string;
  country_code: string;
  phone: string;
  gender: Gender;
  password: string;
  password_confirmation: string;
  address: string;
  address_line2?: string | null;
  country: string;
  state: string;
  city: string;
  units_purchase_intent: number;
  pay_now: YesNo;
  pay_type: PayType;
  /** The language in use; the server takes Accept-Language when it is missing. */
  language?: LanguageCode;
}

export type ProfilePayload = Pick<
  UserView,
  'fname' | 'lname' | 'phone' | 'country_code' | 'gender' | 'address' | 'country' | 'state' | 'city'
> & { address_line2?: string | null };

/** A page of the caller's referrals (`user/referrals`). */
export interface ReferralsPage {
  data: ReferralSummary[];
  total: number;
  page: number;
  per_page: number;
}
