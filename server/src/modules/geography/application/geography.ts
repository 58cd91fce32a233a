import { Injectable } from '@nestjs/common';
import { City, Country, State } from 'country-state-city';
import type { DialingCode, GeoOption } from '@app/libs';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** Countries, states and cities from the bundled data set: no outside service, no key. */
@Injectable()
export class Geography {
  private countriesCache?: GeoOption[];
  private dialingCache?: DialingCode[];

  countries(): GeoOption[] {
    return (this.countriesCache ??= Country.getAllCountries()
      .map((c) => ({ name: c.name, iso2: c.isoCode }))
      .sort(byName));
  }

  states(countryIso2: string): GeoOption[] | null {
    if (!Country.getCountryByCode(countryIso2)) return null;
    return State.getStatesOfCountry(countryIso2)
      .map((s) => ({ name: s.name, iso2: s.isoCode }))
      .sort(byName);
  }

  cities(countryIso2: string, stateIso2: string): Array<{ name: string }> | null {
    if (!State.getStateByCodeAndCountry(stateIso2, countryIso2)) return null;
    const names = new Set(City.getCitiesOfState(countryIso2, stateIso2).map((c) => c.name));
    return [...names].map((name) => ({ name })).sort(byName);
  }

  dialingCodes(): DialingCode[] {
    return (this.dialingCache ??= Country.getAllCountries()
      .filter((c) => c.phonecode)
      .map((c) => ({
        name: c.name,
        iso2: c.isoCode,
        code: c.phonecode.replace(/^\+/, '').split(/[^0-9]/)[0],
      }))
      .filter((c) => c.code)
      .sort(byName));
  }
}
