import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, translationProblems, type TranslationTree } from '@app/libs';

const LOCALES = join(__dirname, '../../locales');
const read = (language: string) =>
  JSON.parse(readFileSync(join(LOCALES, language, 'translation.json'), 'utf8')) as TranslationTree;

describe('the web translations', () => {
  const others = LANGUAGES.map((language) => language.code).filter((code) => code !== 'en');
  it.each(others)('%s has every key, plural form and placeholder of English', (code) => {
    expect(translationProblems(read('en'), read(code), code)).toEqual([]);
  });
});
