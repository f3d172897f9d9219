import type { Country } from '@golfwallet/core/contracts/geo/list-countries';
import type { Locale } from '@golfwallet/core/i18n/locales';
import type { Deps } from '../../deps';
import { listCountryRows } from './countries.repository';
import { countryName, languageName } from './names';

/** The countries we serve (§3) with names in the caller's language and a local flag image. */
export async function listCountries(deps: Deps, locale: Locale): Promise<Country[]> {
  const rows = await listCountryRows(deps.db);
  return rows.map((row) => ({
    country_code: row.code,
    isoCode: row.code,
    locale: row.locale,
    phonePrefix: row.phonePrefix,
    countryName: countryName(row.code, locale),
    displayName: languageName(row.locale, locale),
    img_url: `/flags/${row.code.toLowerCase()}.svg`,
  }));
}
