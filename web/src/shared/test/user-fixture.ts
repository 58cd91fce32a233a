import { Role, type UserView } from '@app/libs';

/** A complete, verified, paid member; tests override what they exercise. */
export function makeUser(overrides: Partial<UserView> = {}): UserView {
  return {
    id: 'u-1',
    fname: 'Ada',
    lname: 'Lovelace',
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '5550100',
    country_code: '1',
    gender: 'Female',
    address: '1 Main Street',
    address_line2: null,
    city: 'Austin',
    state: 'Texas',
    country: 'United States',
    profile: null,
    role: Role.User,
    referralLink: 'http://localhost/referral/u-1/abc',
    referral_user: null,
    referred: null,
    balance_units: 3,
    balance_dollar: 1500,
    payment_status: 'Yes',
    is_free_registration: false,
    transaction_done: true,
    email_verified_at: '2025-01-02T10:00:00Z',
    created_at: '2025-01-02T10:00:00Z',
    referrals: [],
    details: {
      paid: 'Yes',
      pay_now: 'Yes',
      pay_later: false,
      pay_type: 'Credit/Debit Card',
      unit_purchase_intent: 1,
      reject_reason: null,
    },
    ...overrides,
  };
}
