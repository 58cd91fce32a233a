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

  it.each([
    ['https://cdn.example.com/show/teaser.mp4', 'https://cdn.example.com/show/teaser.mp4'],
    ['  https://CDN.Example.com/Teaser.WEBM?v=2  ', 'https://cdn.example.com/Teaser.WEBM?v=2'],
    ['https://videos.example.org/s3/teaser.m4v#t=5', 'https://videos.example.org/s3/teaser.m4v#t=5'],
    ['https://example.com/médias/bande-annonce.mp4', 'https://example.com/m%C3%A9dias/bande-annonce.mp4'],
    ['   ', ''],
  ])('accepts the teaser video link %p as %p', (raw, value) => {
    expect(checkSetting('teaser-video-url', raw)).toEqual({ ok: true, value });
  });

  it.each([
    'http://cdn.example.com/teaser.mp4',
    'ftp://cdn.example.com/teaser.mp4',
    'javascript:alert(1)//.mp4',
    'data:video/mp4;base64,AAAA.mp4',
    '/media/teaser/teaser.mp4',
    'cdn.example.com/teaser.mp4',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://cdn.example.com/live/playlist.m3u8',
    'https://cdn.example.com/teaser.mp4/',
    'https://cdn.example.com/teaser.mov',
    'https://user:secret@cdn.example.com/teaser.mp4',
    'https://cdn.example.com/my teaser.mp4',
  ])('refuses the teaser video link %p', (raw) => {
    expect(checkSetting('teaser-video-url', raw)).toEqual({ ok: false, problem: SettingProblem.videoUrl });
  });

  it('refuses a teaser video link longer than 2000 characters, also once escaped', () => {
    const refused = { ok: false, problem: SettingProblem.videoUrl };
    const link = (name: string) => `https://cdn.example.com/${name}.mp4`;
    expect(checkSetting('teaser-video-url', link('a'.repeat(1972)))).toEqual({
      ok: true,
      value: link('a'.repeat(1972)),
    });
    expect(checkSetting('teaser-video-url', link('a'.repeat(1973)))).toEqual(refused);
    // 600 characters typed, 3600 once each é is written %C3%A9.
    expect(checkSetting('teaser-video-url', link('é'.repeat(600)))).toEqual(refused);
  });
});
