import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cjkSpacingProblems, LANGUAGES, translationProblems, type TranslationTree } from '@app/libs';
import { LOCALE_NAMESPACES, serverLocales } from '.';

const read = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(__dirname, language, `${namespace}.json`), 'utf8')) as TranslationTree;

describe('the server translations', () => {
  it('load every language of the switcher', () => {
    expect(Object.keys(serverLocales).sort()).toEqual(LANGUAGES.map((language) => language.code).sort());
  });

  const others = LANGUAGES.map((language) => language.code).filter((code) => code !== 'en');
  it.each(others)('%s has every key, plural form and placeholder of English', (code) => {
    const problems = LOCALE_NAMESPACES.flatMap((namespace) =>
      translationProblems(read('en', namespace), read(code, namespace), code).map((p) => `${namespace}:${p}`),
    );
    expect(problems).toEqual([]);
  });

  it.each(others)('%s has no space between two CJK characters (Japanese and Chinese)', (code) => {
    const problems = LOCALE_NAMESPACES.flatMap((namespace) =>
      cjkSpacingProblems(read(code, namespace), code).map((p) => `${namespace}:${p}`),
    );
    expect(problems).toEqual([]);
  });
});
