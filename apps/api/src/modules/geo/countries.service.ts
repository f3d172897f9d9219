import type { Country } from '@golfwallet/core/contracts/geo/list-countries';
import type { Locale } from '@golfwallet/core/i18n/locales';
import type { Deps } from '../../deps';
import { unionSignInCountries } from '../federation/union-sign-in.service';
import { listCountryRows } from './countries.repository';
import { countryName, languageName } from './names';

/**
 * The countries we serve (§3) with names in the caller's language, a local flag image, and whether
 * their golf union can sign a golfer in here.
 */
export async function listCountries(deps: Deps, locale: Locale): Promise<Country[]> {
  const rows = await listCountryRows(deps.db);
  const signIn = await unionSignInCountries(deps);
  return rows.map((row) => ({
    country_code: row.code,
    isoCode: row.code,
    locale: row.locale,
    phonePrefix: row.phonePrefix,
    countryName: countryName(row.code, locale),
    displayName: languageName(row.locale, locale),
    img_url: `/flags/${row.code.toLowerCase()}.svg`,
    union_sign_in: signIn.has(row.code.toUpperCase()),
  }));
}
