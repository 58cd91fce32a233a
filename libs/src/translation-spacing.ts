/**
 * Japanese and Chinese are written without spaces between words: an ASCII space between two of their
 * characters is a typing slip (or a word split in two, "登 録"). Korean is not on the list: it puts
 * spaces between words. Placeholders and Latin words may keep a space on either side.
 */
import type { TranslationTree } from './translation-parity';

const UNSPACED_LANGUAGES = new Set(['ja', 'zh']);

// Han, kana (with the prolonged-sound mark and middle dot, which Unicode files under Common), CJK
// punctuation and full-width forms.
const CJK =
  '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u30a0-\\u30ff\\u3001-\\u303f\\uff01-\\uff60';
const SPACE_BETWEEN_CJK = new RegExp(`[${CJK}][ \\u00a0]+(?=[${CJK}])`, 'gu');

/** Whether `language` (a BCP 47 tag such as `zh-CN`) writes its words without spaces. */
export function writesWithoutSpaces(language: string): boolean {
  return UNSPACED_LANGUAGES.has(language.split('-')[0]!.toLowerCase());
}

/** Every text of `tree` with a space between two CJK characters, one line each; empty for other languages. */
export function cjkSpacingProblems(tree: TranslationTree, language: string, prefix = ''): string[] {
  if (!writesWithoutSpaces(language)) return [];
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value !== 'string') return cjkSpacingProblems(value, language, `${prefix}${key}.`);
    const spaced = [...value.matchAll(SPACE_BETWEEN_CJK)].map((match) => {
      const at = match.index;
      return JSON.stringify(value.slice(Math.max(0, at - 3), at + match[0].length + 4));
    });
    return spaced.length ? [`${prefix}${key}: space between CJK characters in ${spaced.join(', ')}`] : [];
  });
}
