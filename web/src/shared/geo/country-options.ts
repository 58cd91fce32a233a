import type { GeoOption } from '@app/libs';
import { countryName } from './country-names';

export interface CountryOption {
  /** The data set's English name: what the API stores and expects. */
  value: string;
  /** The name in the page's language. */
  label: string;
  /** Both names, lower-cased: someone may type either. */
  search: string;
}

/** The country select's options, named and sorted in `language`, their values the names the API takes. */
export function countryOptions(countries: GeoOption[] | undefined, language: string): CountryOption[] {
  const collator = new Intl.Collator(language);
  return (countries ?? [])
    .map((country) => {
      const label = countryName(country.iso2, language, country.name);
      return { value: country.name, label, search: `${label} ${country.name}`.toLocaleLowerCase(language) };
    })
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** Select filter: an option matches when either of its names contains what was typed. */
export const matchesSearch = (input: string, option?: { search?: string }): boolean =>
  Boolean(option?.search?.includes(input.trim().toLocaleLowerCase()));
