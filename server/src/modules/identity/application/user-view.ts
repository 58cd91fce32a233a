import type { PayType, ReferralSummary, ReferrerView, UserView } from '@app/libs';
import type { UserRecord } from '../infrastructure/user.orm-entity';
import type { ReferralRow, UserViewRow } from '../infrastructure/user-view.queries';
import { referralLink } from '../domain/referral-link';
import type { MemberBalanceFigures } from './member-balances';
import type { MemberPaymentFigures } from './member-payments';

export const avatarUrl = (name: string | null): string | null => (name ? `/api/files/avatars/${name}` : null);
const fullName = (u: Pick<UserRecord, 'fname' | 'lname'>) => `${u.fname} ${u.lname}`.trim();

/** A referral as the user view lists it, with the units the ledger holds for them. */
export function toReferralSummary(
  referral: ReferralRow,
  balances: Map<string, MemberBalanceFigures>,
): ReferralSummary {
  const b = balances.get(referral.id);
  return {
    id: referral.id,
    fullName: fullName(referral),
    balance_units: b ? b.paidUnits + b.loyaltyUnits : 0,
    profile: avatarUrl(referral.avatar),
  };
}

/**
 * The user as its owner (or an admin) reads it, from the one-statement read (ADR 0020): the first
 * page of referrals and their count; further pages through `user/referrals`. Balances come from the
 * ledger, the payment state from the receipts module (null: the member has done nothing about paying
 * yet, so it reads as No with the registration's pay type and units).
 */
export function toUserView(
  user: UserViewRow,
  publicUrl: string,
  balances: Map<string, MemberBalanceFigures>,
  payment: MemberPaymentFigures | null = null,
): UserView {
  const own = balances.get(user.id);
  const paid = payment?.payment_status === 'Yes';
  return {
    id: user.id,
    fname: user.fname,
    lname: user.lname,
    fullName: fullName(user),
    email: user.email,
    phone: user.phone,
    country_code: user.country_code,
    gender: user.gender,
    address: user.address,
    address_line2: user.address_line2,
    city: user.city,
    state: user.state,
    country: user.country,
    profile: avatarUrl(user.avatar),
    role: user.role,
    language: user.language,
    referralLink: referralLink(publicUrl, user.id, user.referral_token),
    referral_user: user.referral_user,
    referred: user.referrer ? { id: user.referrer.id, fullName: fullName(user.referrer) } : null,
    balance_units: own ? own.paidUnits + own.loyaltyUnits : 0,
    balance_dollar: (own?.cents ?? 0) / 100,
    paid_units: own?.paidUnits ?? 0,
    loyalty_units: own?.loyaltyUnits ?? 0,
    pending_units: own?.pendingUnits ?? 0,
    payment_status: payment?.payment_status ?? 'No',
    is_free_registration: false,
    transaction_done: paid || (own?.paidUnits ?? 0) > 0,
    email_verified_at: user.email_verified_at?.toISOString() ?? null,
    created_at: user.created_at.toISOString(),
    referrals: user.referrals.map((r) => toReferralSummary(r, balances)),
    referrals_total: user.referrals_total,
    details: {
      // A member who paid by card has no receipt, and is paid all the same.
      paid: paid && (payment?.paid ?? 'No') === 'No' ? 'Yes' : (payment?.paid ?? 'No'),
      pay_now: user.pay_now,
      pay_later: payment?.pay_later ?? false,
      pay_type: (payment?.pay_type as PayType | null | undefined) ?? user.pay_type,
      unit_purchase_intent: payment?.unit_purchase_intent ?? user.units_purchase_intent,
      reject_reason: payment?.reject_reason ?? null,
      receipt: payment?.receipt ?? [],
    },
  };
}

export function toReferrerView(user: UserRecord): ReferrerView {
  return {
    id: user.id,
    fname: user.fname,
    lname: user.lname,
    fullName: fullName(user),
    email: user.email,
    profile: avatarUrl(user.avatar),
  };
}
