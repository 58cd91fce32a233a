import { checkSetting, SettingProblem } from './setting-rules';

describe('checkSetting', () => {
  it.each([
    ['per-unit-price', '500', '500'],
    ['per-unit-price', ' 0500.50 ', '500.5'],
    ['per-unit-price', '0.01', '0.01'],
    ['per-unit-price', '1000000', '1000000'],
    ['minimum-unit-purchase', '12', '12'],
    ['target-to-achieve', '0', '0'],
    ['balance-target', '1000000000', '1000000000'],
    ['show-hide-target', 'Hide', 'Hide'],
    ['registration-cutoff', '', ''],
    ['registration-cutoff', '2030-01-31T23:59:59.123+05:30', '2030-01-31T18:29:59.123Z'],
  ] as const)('accepts %s = %p as %p', (key, raw, value) => {
    expect(checkSetting(key, raw)).toEqual({ ok: true, value });
  });

  it.each([
    ['per-unit-price', '0'],
    ['per-unit-price', '1000000.01'],
    ['loan-unit-amount', '1000001'],
    ['loan-unit-amount', '0.00'],
    ['minimum-unit-purchase', '0'],
    ['minimum-unit-purchase', '2.0'],
    ['balance-target', '1000000000.01'],
    ['balance-target', '-1'],
    ['target-to-achieve', '1,000'],
    ['target-to-achieve', '.5'],
    ['target-to-achieve', '5.'],
  ] as const)('refuses %s = %p as not a valid number', (key, raw) => {
    expect(checkSetting(key, raw)).toEqual({ ok: false, problem: SettingProblem.invalidNumber });
  });

  it.each(['2030-04-31T10:00Z', '2029-02-29T10:00Z', '2030-01-01T10:60Z', '2030-01-01T10:00+24:00'])(
    'refuses the impossible date-time %p',
    (raw) => {
      expect(checkSetting('registration-cutoff', raw)).toEqual({
        ok: false,
        problem: SettingProblem.dateTime,
      });
    },
  );

  it('accepts a leap day', () => {
    expect(checkSetting('registration-cutoff', '2028-02-29T10:00Z')).toEqual({
      ok: true,
      value: '2028-02-29T10:00:00.000Z',
    });
  });

  it('keeps the contact address trimmed and lower-cased, or empty', () => {
    expect(checkSetting('contact-email', '  Staff@Example.COM ')).toEqual({
      ok: true,
      value: 'staff@example.com',
    });
    expect(checkSetting('contact-email', '   ')).toEqual({ ok: true, value: '' });
  });

  it.each(['staff', 'staff@', '@example.com', `${'a'.repeat(250)}@example.com`])(
    'refuses the contact address %p',
    (raw) => {
      expect(checkSetting('contact-email', raw)).toEqual({ ok: false, problem: SettingProblem.email });
    },
  );
});
