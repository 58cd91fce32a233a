import { bestLanguage, isLanguageCode, matchLanguage } from './languages';

describe('request languages', () => {
  it('takes English without a header or without a language we offer', () => {
    expect(bestLanguage(undefined)).toBe('en');
    expect(bestLanguage('')).toBe('en');
    expect(bestLanguage('tlh, nl;q=0.5')).toBe('en');
    expect(bestLanguage('*')).toBe('en');
  });

  it('matches exact codes whatever their case, and regional variants by their language', () => {
    expect(bestLanguage('es')).toBe('es');
    expect(bestLanguage('zh-cn')).toBe('zh-CN');
    expect(bestLanguage('zh-TW')).toBe('zh-CN');
    expect(bestLanguage('fr-CA,fr;q=0.9')).toBe('fr');
    expect(bestLanguage('pt-BR')).toBe('pt');
    expect(matchLanguage('EN-gb')).toBe('en');
  });

  it('prefers the highest q-value, then the order given, and skips q=0', () => {
    expect(bestLanguage('de;q=0.4, es;q=0.8, fr;q=0.8')).toBe('es');
    expect(bestLanguage('nl, ja;q=0.2, ko;q=0.3')).toBe('ko');
    expect(bestLanguage('es;q=0, de')).toBe('de');
    expect(bestLanguage(['nl', 'sv;q=0.5'])).toBe('sv');
  });

  it('knows the 19 codes and nothing else', () => {
    expect(isLanguageCode('uk')).toBe(true);
    expect(isLanguageCode('zh')).toBe(false);
    expect(isLanguageCode(7)).toBe(false);
  });
});
