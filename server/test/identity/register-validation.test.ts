import { Messages } from '@app/libs';
import { startTestApp, TestApp } from '../support/test-app';
import { registration, uniqueEmail } from '../support/journeys';
import { expectClientError, nextIp, rowCounts } from '../support/fixtures';

jest.setTimeout(30_000);

/**
 * Every rule of the registration payload. The proof here is fake, so a payload that passes
 * validation is answered exactly `{ email: ['Please verify your email first'] }` by the handler.
 */
describe('register payload validation', () => {
  let t: TestApp;
  let before: Record<string, number>;
  beforeAll(async () => {
    t = await startTestApp();
    before = await rowCounts(t);
  });
  afterAll(async () => {
    expect(await rowCounts(t)).toEqual(before);
    await t.close();
  });

  const send = (change: Record<string, unknown>, remove: string[] = []) => {
    const body: Record<string, unknown> = { ...registration(uniqueEmail(), 'fake.proof.value'), ...change };
    for (const key of remove) delete body[key];
    return t.client(nextIp()).post('/api/register', body);
  };

  const refused: Array<[string, Record<string, unknown>, string, string]> = [
    ['fname blank after trimming', { fname: '   ' }, 'fname', 'The first name field is required.'],
    [
      'fname over 100 characters',
      { fname: 'f'.repeat(101) },
      'fname',
      'The first name may not be greater than 100 characters.',
    ],
    ['fname a number', { fname: 42 }, 'fname', 'The first name must be a string.'],
    ['lname empty', { lname: '' }, 'lname', 'The last name field is required.'],
    ['lname an object', { lname: { first: 'x' } }, 'lname', 'The last name must be a string.'],
    [
      'phone with letters',
      { phone: '555-CALL-NOW' },
      'phone',
      'The phone must be a number of 4 to 15 digits.',
    ],
    ['phone of 3 digits', { phone: '123' }, 'phone', 'The phone must be a number of 4 to 15 digits.'],
    [
      'phone of 16 digits',
      { phone: '1'.repeat(16) },
      'phone',
      'The phone must be a number of 4 to 15 digits.',
    ],
    ['phone a list', { phone: ['5551234567'] }, 'phone', 'The phone must be a number of 4 to 15 digits.'],
    [
      'country_code of 5 digits',
      { country_code: '12345' },
      'country_code',
      'The country code must be 1 to 4 digits.',
    ],
    [
      'country_code with a plus',
      { country_code: '+1' },
      'country_code',
      'The country code must be 1 to 4 digits.',
    ],
    ['gender not in the list', { gender: 'Unknown' }, 'gender', 'The gender must be Male, Female or Other.'],
    ['gender in lower case', { gender: 'female' }, 'gender', 'The gender must be Male, Female or Other.'],
    ['address blank', { address: ' ' }, 'address', 'The address field is required.'],
    [
      'address over 255 characters',
      { address: 'a'.repeat(256) },
      'address',
      'The address may not be greater than 255 characters.',
    ],
    [
      'address_line2 over 255 characters',
      { address_line2: 'a'.repeat(256) },
      'address_line2',
      'The address line 2 may not be greater than 255 characters.',
    ],
    ['address_line2 a number', { address_line2: 7 }, 'address_line2', 'The address line 2 must be a string.'],
    ['country empty', { country: '' }, 'country', 'The country field is required.'],
    [
      'state over 120 characters',
      { state: 's'.repeat(121) },
      'state',
      'The state may not be greater than 120 characters.',
    ],
    ['city blank', { city: '  ' }, 'city', 'The city field is required.'],
    ['email malformed', { email: 'jane.example.com' }, 'email', 'The email must be a valid email address.'],
    [
      'email over 254 characters',
      { email: `${'e'.repeat(250)}@example.com` },
      'email',
      'The email may not be greater than 254 characters.',
    ],
    ['email a number', { email: 12345 }, 'email', 'The email must be a valid email address.'],
    [
      'email_proof over 2000 characters',
      { email_proof: 'p'.repeat(2001) },
      'email_proof',
      'email_proof must be shorter than or equal to 2000 characters',
    ],
    ['email_proof a number', { email_proof: 7 }, 'email_proof', Messages.verifyEmailFirst],
    ['password a number', { password: 12345678 }, 'password', 'The password must be a string.'],
    ['password empty', { password: '' }, 'password', 'The password field is required.'],
    [
      'password over 1024 characters',
      { password: 'p'.repeat(1025) },
      'password',
      'The password is too long.',
    ],
    [
      'password_confirmation empty',
      { password_confirmation: '' },
      'password_confirmation',
      'The password confirmation field is required.',
    ],
    [
      'units_purchase_intent zero',
      { units_purchase_intent: 0 },
      'units_purchase_intent',
      'The units must be at least 1.',
    ],
    [
      'units_purchase_intent negative',
      { units_purchase_intent: -3 },
      'units_purchase_intent',
      'The units must be at least 1.',
    ],
    [
      'units_purchase_intent a fraction',
      { units_purchase_intent: 1.5 },
      'units_purchase_intent',
      'The units must be a whole number.',
    ],
    [
      'units_purchase_intent words',
      { units_purchase_intent: 'many' },
      'units_purchase_intent',
      'The units must be a whole number.',
    ],
    [
      'units_purchase_intent over a million',
      { units_purchase_intent: 1_000_001 },
      'units_purchase_intent',
      'The units may not be greater than 1000000.',
    ],
    ['pay_now not Yes or No', { pay_now: 'Maybe' }, 'pay_now', 'The pay now field must be Yes or No.'],
    ['pay_type unknown', { pay_type: 'Cash' }, 'pay_type', 'The selected pay type is invalid.'],
    [
      'referral over 64 characters',
      { referral: 'r'.repeat(65) },
      'referral',
      'referral must be shorter than or equal to 64 characters',
    ],
    [
      'referral_token over 200 characters',
      { referral_token: 't'.repeat(201) },
      'referral_token',
      'referral_token must be shorter than or equal to 200 characters',
    ],
    [
      'referral_user over 255 characters',
      { referral_user: 'u'.repeat(256) },
      'referral_user',
      'The referral user may not be greater than 255 characters.',
    ],
    ['referral_user a number', { referral_user: 5 }, 'referral_user', 'referral_user must be a string'],
    ['an unknown field', { is_admin: true }, 'is_admin', 'The is_admin field is not allowed.'],
  ];

  it.each(refused)('refuses %s with 422 on that field alone', async (_case, change, field, message) => {
    const reply = await send(change);
    expectClientError(reply, 422);
    expect(Object.keys(reply.body.message)).toEqual([field]);
    expect(reply.body.message[field]).toContain(message);
  });

  const required: Array<[string, string]> = [
    ['fname', 'The first name field is required.'],
    ['lname', 'The last name field is required.'],
    ['phone', 'The phone must be a number of 4 to 15 digits.'],
    ['country_code', 'The country code must be 1 to 4 digits.'],
    ['gender', 'The gender must be Male, Female or Other.'],
    ['address', 'The address field is required.'],
    ['country', 'The country field is required.'],
    ['state', 'The state field is required.'],
    ['city', 'The city field is required.'],
    ['email', 'The email must be a valid email address.'],
    ['password', 'The password field is required.'],
    ['password_confirmation', 'The password confirmation field is required.'],
    ['units_purchase_intent', 'The units must be a whole number.'],
    ['pay_now', 'The pay now field must be Yes or No.'],
    ['pay_type', 'The selected pay type is invalid.'],
  ];

  it.each(required)('requires %s', async (field, message) => {
    const reply = await send({}, [field]);
    expectClientError(reply, 422);
    expect(Object.keys(reply.body.message)).toEqual([field]);
    expect(reply.body.message[field]).toContain(message);
  });

  it('lists every broken field at once', async () => {
    const reply = await send({ fname: '', gender: 'x', pay_now: 'x' }, ['city']);
    expectClientError(reply, 422);
    expect(Object.keys(reply.body.message).sort()).toEqual(['city', 'fname', 'gender', 'pay_now']);
  });

  const accepted: Array<[string, Record<string, unknown>, string[]]> = [
    ['phone and country code as numbers', { phone: 5551234567, country_code: 44 }, []],
    [
      'no address line 2, referral or role',
      {},
      ['address_line2', 'referral', 'referral_token', 'referral_user', 'role'],
    ],
    ['an empty address line 2', { address_line2: '' }, []],
    ['a null address line 2', { address_line2: null }, []],
    ['units as a numeric string', { units_purchase_intent: '12' }, []],
    ['pay type ACH', { pay_type: 'ACH' }, []],
    ['an email with surrounding spaces and capitals', { email: '  Jane.Doe@Example.COM ' }, []],
    [
      'passwords of 1024 characters (the policy then decides)',
      { password: 'p'.repeat(1024), password_confirmation: 'p'.repeat(1024) },
      [],
    ],
  ];

  it.each(accepted)('lets %s through validation', async (_case, change, remove) => {
    const reply = await send(change, remove);
    expectClientError(reply, 422);
    expect(reply.body.message).toEqual({ email: [Messages.verifyEmailFirst] });
  });
});
