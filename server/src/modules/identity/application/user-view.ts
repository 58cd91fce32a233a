import type { ReferrerView, UserView } from '@app/libs';
import type { UserRecord } from '../infrastructure/user.orm-entity';
import { referralLink } from '../domain/referral-link';
import type { MemberBalanceFigures } from './member-balances';

export const avatarUrl = (name: string | null): string | null => (name ? `/api/files/avatars/${name}` : null);
const fullName = (u: Pick<UserRecord, 'fname' | 'lname'>) => `${u.fname} ${u.lname}`.trim();

/**
 * The user as its owner (or an admin) reads it. Balances come from the ledger; payment state belongs
 * to the payments/receipts modules that are not built yet, so it reads as No until they exist.
 */
export function toUserView(
  user: UserRecord,
  publicUrl: string,
  related: {
    referrer: UserRecord | null;
    referrals: UserRecord[];
    balances: Map<string, MemberBalanceFigures>;
  },
): UserView {
  const units = (id: string) => {
    const b = related.balances.get(id);
    return b ? b.paidUnits + b.loyaltyUnits : 0;
  };
  const own = related.balances.get(user.id);
  return {
    id: user.id,
    fname: user.fname,
    lname: user.lname,
    fullName: fullName(user),
    email: user.email,
    phone: user.phone,
    country_code: user.countryCode,
    gender: user.gender,
    address: user.address,
    address_line2: user.addressLine2,
    city: user.city,
    state: user.state,
    country: user.country,
    profile: avatarUrl(user.avatar),
    role: user.role,
    language: user.language,
    referralLink: referralLink(publicUrl, user.id, user.referralToken),
    referral_user: user.referralUser,
    referred: related.referrer ? { id: related.referrer.id, fullName: fullName(related.referrer) } : null,
    balance_units: units(user.id),
    balance_dollar: (own?.cents ?? 0) / 100,
    paid_units: own?.paidUnits ?? 0,
    loyalty_units: own?.loyaltyUnits ?? 0,
    pending_units: own?.pendingUnits ?? 0,
    payment_status: 'No',
    is_free_registration: false,
    transaction_done: (own?.paidUnits ?? 0) > 0,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    referrals: related.referrals.map((r) => ({
      id: r.id,
      fullName: fullName(r),
      balance_units: units(r.id),
      profile: avatarUrl(r.avatar),
    })),
    details: {
      paid: 'No',
      pay_now: user.payNow,
      pay_later: false,
      pay_type: user.payType,
      unit_purchase_intent: user.unitsPurchaseIntent,
      reject_reason: null,
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
