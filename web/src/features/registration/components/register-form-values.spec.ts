import { landingPathAfterRegister, toRegisterPayload, type RegisterFormValues } from './register-form-values';

const values: RegisterFormValues = {
  referral_user: '  Grace Hopper ',
  fname: 'Ada',
  lname: 'Lovelace',
  email: ' ada@example.com ',
  country_code: '1',
  phone: '5550100',
  gender: 'Female',
  password: 'correct horse',
  password_confirmation: 'correct horse',
  address: '1 Main Street',
  address_line2: '  ',
  country: 'United States',
  state: 'Texas',
  city: 'Austin',
  units_purchase_intent: 2,
  pay_now: 'Yes',
  pay_type: 'Credit/Debit Card',
};

describe('toRegisterPayload', () => {
  it('sends the free-text referrer, the email proof and role User without a referral link', () => {
    const payload = toRegisterPayload(values, 'proof-1', null);
    expect(payload).toMatchObject({
      role: 'User',
      referral_user: 'Grace Hopper',
      email: 'ada@example.com',
      email_proof: 'proof-1',
    });
    expect(payload).not.toHaveProperty('referral');
    expect(payload).not.toHaveProperty('address_line2');
  });

  it('sends the link id and token instead of the free text when registering through a referral link', () => {
    const payload = toRegisterPayload(values, 'proof-1', { id: 'r-9', token: 'tok' });
    expect(payload).toMatchObject({ referral: 'r-9', referral_token: 'tok' });
    expect(payload).not.toHaveProperty('referral_user');
  });
});

describe('landingPathAfterRegister', () => {
  it('goes to /pay-now for card payments and /home otherwise', () => {
    expect(landingPathAfterRegister('Credit/Debit Card')).toBe('/pay-now');
    expect(landingPathAfterRegister('Wire Transfer')).toBe('/home');
  });
});
