import { cjkSpacingProblems, LANGUAGES, translationProblems, type TranslationTree } from '@app/libs';
import enTexts from '../../locales/en/translation.json';
import zhCNTexts from '../../locales/zh-CN/translation.json';
import csTexts from '../../locales/cs/translation.json';
import frTexts from '../../locales/fr/translation.json';
import deTexts from '../../locales/de/translation.json';
import elTexts from '../../locales/el/translation.json';
import hiTexts from '../../locales/hi/translation.json';
import idTexts from '../../locales/id/translation.json';
import itTexts from '../../locales/it/translation.json';
import jaTexts from '../../locales/ja/translation.json';
import koTexts from '../../locales/ko/translation.json';
import plTexts from '../../locales/pl/translation.json';
import ptTexts from '../../locales/pt/translation.json';
import ruTexts from '../../locales/ru/translation.json';
import esTexts from '../../locales/es/translation.json';
import svTexts from '../../locales/sv/translation.json';
import thTexts from '../../locales/th/translation.json';
import ukTexts from '../../locales/uk/translation.json';
import viTexts from '../../locales/vi/translation.json';

// Static imports (not the lazy backend's import.meta.glob, which jest does not run): a language added to
// the switcher without its file fails the first test.
const files: Record<string, TranslationTree> = {
  en: enTexts,
  'zh-CN': zhCNTexts,
  cs: csTexts,
  fr: frTexts,
  de: deTexts,
  el: elTexts,
  hi: hiTexts,
  id: idTexts,
  it: itTexts,
  ja: jaTexts,
  ko: koTexts,
  pl: plTexts,
  pt: ptTexts,
  ru: ruTexts,
  es: esTexts,
  sv: svTexts,
  th: thTexts,
  uk: ukTexts,
  vi: viTexts,
};

describe('the web translations', () => {
  it('exist for every language of the switcher', () => {
    expect(Object.keys(files).sort()).toEqual(LANGUAGES.map((language) => language.code).sort());
  });

  const others = LANGUAGES.map((language) => language.code).filter((code) => code !== 'en');
  it.each(others)('%s has every key, plural form and placeholder of English', (code) => {
    expect(translationProblems(files.en!, files[code]!, code)).toEqual([]);
  });

  it.each(others)('%s has no space between two CJK characters (Japanese and Chinese)', (code) => {
    expect(cjkSpacingProblems(files[code]!, code)).toEqual([]);
  });
});
