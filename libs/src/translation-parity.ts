/**
 * Checks a translation file against the English one it translates: the same keys (plural keys as
 * the language's plural rules need them) and the same `{{placeholders}}` in every text. Used by the
 * web's and the server's locale tests, so a translation can only fall back to English by a missing
 * file, never break a text.
 */
export type TranslationTree = { [key: string]: string | TranslationTree };

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1]!);

function leaves(tree: TranslationTree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value);
    else for (const [path, text] of leaves(value, `${prefix}${key}.`)) found.set(path, text);
  }
  return found;
}

/** The plural categories i18next asks of `language` for whole counts (what PluralRules selects). */
export function pluralCategoriesOf(language: string): Set<string> {
  const rules = new Intl.PluralRules(language);
  const categories = new Set<string>();
  for (let n = 0; n <= 1000; n++) categories.add(rules.select(n));
  return categories;
}

/** Every problem of `translated` against `english`, one line each; empty when it is faithful. */
export function translationProblems(
  english: TranslationTree,
  translated: TranslationTree,
  language: string,
): string[] {
  const source = leaves(english);
  const target = leaves(translated);
  const needed = pluralCategoriesOf(language);
  const allowed = new Set([...new Intl.PluralRules(language).resolvedOptions().pluralCategories, ...needed]);
  const problems: string[] = [];
  const pluralBases = new Map<string, string[]>();
  for (const [key, text] of source) {
    const plural = PLURAL.exec(key);
    if (plural) {
      pluralBases.set(plural[1]!, [...(pluralBases.get(plural[1]!) ?? []), ...placeholders(text)]);
      continue;
    }
    const translation = target.get(key);
    if (translation === undefined) problems.push(`${key}: missing`);
    else if (placeholders(translation).sort().join() !== placeholders(text).sort().join())
      problems.push(`${key}: placeholders ${placeholders(translation)} instead of ${placeholders(text)}`);
  }
  for (const [base, english] of pluralBases) {
    for (const category of needed)
      if (!target.has(`${base}_${category}`)) problems.push(`${base}_${category}: missing`);
    for (const [key, translation] of target) {
      const plural = PLURAL.exec(key);
      if (plural?.[1] !== base) continue;
      const stray = placeholders(translation).filter((p) => !english.includes(p));
      if (stray.length) problems.push(`${key}: unknown placeholders ${stray}`);
    }
  }
  for (const key of target.keys()) {
    const plural = PLURAL.exec(key);
    const known = plural ? pluralBases.has(plural[1]!) && allowed.has(plural[2]!) : source.has(key);
    if (!known) problems.push(`${key}: not in English`);
  }
  return problems;
}
