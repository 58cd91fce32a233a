import {
  CARD_PAY_TYPE,
  DEFAULT_COUNTRY,
  DEFAULT_COUNTRY_CODE,
  type Gender,
  type PayType,
  type RegisterPayload,
  type YesNo,
} from '@app/libs';

export interface RegisterFormValues {
  referral_user?: string;
  fname: string;
  lname: string;
  email: string;
  country_code: string;
  phone: string;
  gender: Gender;
  password: string;
  password_confirmation: string;
  address: string;
  address_line2?: string;
  country: string;
  state: string;
  city: string;
  units_purchase_intent: number;
  pay_now: YesNo;
  pay_type: PayType;
}

export const REGISTER_DEFAULTS: Partial<RegisterFormValues> = {
  country_code: DEFAULT_COUNTRY_CODE,
  country: DEFAULT_COUNTRY,
  // The spec's business constants: pay now defaults to No.
  pay_now: 'No',
  pay_type: CARD_PAY_TYPE,
  units_purchase_intent: 1,
};

export interface ReferralLink {
  id: string;
  token: string;
}

/** Builds the payload: a referral link sends its id and token, otherwise the free-text referrer. */
export function toRegisterPayload(
  values: RegisterFormValues,
  proof: string,
  link: ReferralLink | null,
): RegisterPayload {
  const { referral_user, address_line2, ...rest } = values;
  const referral = link
    ? { referral: link.id, referral_token: link.token }
    : referral_user?.trim()
      ? { referral_user: referral_user.trim() }
      : {};
  return {
    ...rest,
    ...referral,
    role: 'User',
    email: values.email.trim(),
    email_proof: proof,
    ...(address_line2?.trim() ? { address_line2: address_line2.trim() } : {}),
  };
}

export const landingPathAfterRegister = (payType: PayType): '/pay-now' | '/home' =>
  payType === CARD_PAY_TYPE ? '/pay-now' : '/home';
