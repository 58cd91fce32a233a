import { LANGUAGES, type LanguageCode } from '@app/libs';

export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

const byLowerCase = new Map(LANGUAGE_CODES.map((code) => [code.toLowerCase(), code]));
const byPrimary = new Map(LANGUAGE_CODES.map((code) => [code.split('-')[0]!.toLowerCase(), code]));

/** One of our 19 codes for a tag: exact ('zh-CN'), else by its primary subtag ('fr-CA' -> 'fr', 'zh' -> 'zh-CN'). */
export function matchLanguage(tag: string): LanguageCode | undefined {
  const lower = tag.trim().toLowerCase();
  return byLowerCase.get(lower) ?? byPrimary.get(lower.split('-')[0]!);
}

/**
 * The best of our languages for an Accept-Language header (RFC 9110: q-values, higher first, ties in
 * the order given); English when nothing matches or there is no header.
 */
export function bestLanguage(header: string | string[] | undefined): LanguageCode {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = text
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const code = matchLanguage(entry.tag);
    if (code) return code;
  }
  return DEFAULT_LANGUAGE;
}
