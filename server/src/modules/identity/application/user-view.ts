import type { ReferrerView, UserView } from '@app/libs';
import type { UserRecord } from '../infrastructure/user.orm-entity';
import { referralLink } from '../domain/referral-link';

export const avatarUrl = (name: string | null): string | null => (name ? `/api/files/avatars/${name}` : null);
const fullName = (u: Pick<UserRecord, 'fname' | 'lname'>) => `${u.fname} ${u.lname}`.trim();

/**
 * The user as its owner (or an admin) reads it. Balances and payment state belong to modules that
 * are not built yet; until they are, no units and no payment exist, so those read as zero / No.
 */
export function toUserView(
  user: UserRecord,
  publicUrl: string,
  related: { referrer: UserRecord | null; referrals: UserRecord[] },
): UserView {
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
    referralLink: referralLink(publicUrl, user.id, user.referralToken),
    referral_user: user.referralUser,
    referred: related.referrer ? { id: related.referrer.id, fullName: fullName(related.referrer) } : null,
    balance_units: 0,
    balance_dollar: 0,
    payment_status: 'No',
    is_free_registration: false,
    transaction_done: false,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    referrals: related.referrals.map((r) => ({
      id: r.id,
      fullName: fullName(r),
      balance_units: 0,
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
