import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from './country-names';
import { useCountriesQuery } from './geo.api';

/**
 * Shows a stored country (accounts keep the data set's English name, which the API expects) in the
 * page's language. Until the country list has loaded, or for a name not in it, the stored name.
 */
export function useCountryName(): (storedName: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const { data } = useCountriesQuery();
  const isoByName = useMemo(() => new Map((data ?? []).map((c) => [c.name, c.iso2])), [data]);
  return useCallback(
    (storedName) => {
      if (!storedName) return '';
      const iso2 = isoByName.get(storedName);
      return iso2 ? countryName(iso2, i18n.language, storedName) : storedName;
    },
    [isoByName, i18n.language],
  );
}
