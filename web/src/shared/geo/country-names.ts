const namesByLanguage = new Map<string, Intl.DisplayNames | null>();

function displayNames(language: string): Intl.DisplayNames | null {
  if (!namesByLanguage.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    } catch {
      // A browser without the API (or the language) shows the data set's English names.
    }
    namesByLanguage.set(language, names);
  }
  return namesByLanguage.get(language) ?? null;
}

/**
 * A country's name in `language`, from the browser's own data (CLDR) by its ISO 3166 code: the
 * data set the server lists countries from knows English names only. `fallback` when the browser
 * has no name for the code.
 */
export function countryName(iso2: string, language: string, fallback: string): string {
  try {
    return displayNames(language)?.of(iso2.toUpperCase()) ?? fallback;
  } catch {
    return fallback; // a code Intl does not accept
  }
}
