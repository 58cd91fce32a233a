import { countryName } from './country-names';
import { countryOptions, matchesSearch } from './country-options';
import { toDialingCodeOptions } from './dialing-code-options';

const COUNTRIES = [
  { name: 'United States', iso2: 'US' },
  { name: 'Germany', iso2: 'DE' },
  { name: 'Austria', iso2: 'AT' },
];

describe('country names in the page language', () => {
  it('names a country by its ISO code in each language, the stored name when there is none', () => {
    expect(countryName('US', 'de', 'United States')).toBe('Vereinigte Staaten');
    expect(countryName('US', 'ja', 'United States')).toBe('アメリカ合衆国');
    expect(countryName('us', 'zh-CN', 'United States')).toBe('美国');
    expect(countryName('US', 'en', 'United States')).toBe('United States');
    expect(countryName('QX', 'de', 'Nowhere Land')).toBe('Nowhere Land');
    expect(countryName('not a code', 'de', 'Nowhere Land')).toBe('Nowhere Land');
  });

  it('offers the countries named and sorted in the language, keeping the names the API takes as values', () => {
    const options = countryOptions(COUNTRIES, 'de');
    expect(options.map((o) => [o.label, o.value])).toEqual([
      ['Deutschland', 'Germany'],
      ['Österreich', 'Austria'],
      ['Vereinigte Staaten', 'United States'],
    ]);
    const germany = options[0];
    expect(matchesSearch('deutsch', germany)).toBe(true);
    expect(matchesSearch('Germ', germany)).toBe(true);
    expect(matchesSearch('Öster', germany)).toBe(false);
  });

  it('keeps the code of every country sharing a dialing code, to name each in the language', () => {
    const options = toDialingCodeOptions([
      { name: 'United States', iso2: 'US', code: '1' },
      { name: 'Canada', iso2: 'CA', code: '+1' },
    ]);
    expect(options).toEqual([
      {
        value: '1',
        countries: [
          { name: 'United States', iso2: 'US' },
          { name: 'Canada', iso2: 'CA' },
        ],
      },
    ]);
  });
});
