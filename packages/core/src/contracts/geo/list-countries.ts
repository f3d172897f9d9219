import { z } from 'zod';
import { defineContract } from '../define';

export const zCountry = z.object({
  country_code: z.string(),
  /** The same ISO 3166-1 alpha-2 code, under the name older clients read. */
  isoCode: z.string(),
  /** The country's language, one of our locales: da, no, is, fi, sv. */
  locale: z.string(),
  /** "+45". */
  phonePrefix: z.string(),
  /** The country's name in the caller's language (Accept-Language). */
  countryName: z.string(),
  /** The name of the country's language in the caller's language ("Danish", "dansk"). */
  displayName: z.string(),
  /** A local flag image, e.g. /flags/dk.svg. */
  img_url: z.string(),
  /**
   * The country's golf union can sign a golfer in here (Sweden's MinGolf or the union's OpenID
   * Connect sign-in is set up): only these are offered in the golf-union pickers.
   */
  union_sign_in: z.boolean(),
});
export type Country = z.infer<typeof zCountry>;

export const listCountries = defineContract({
  method: 'GET',
  path: '/countries',
  auth: 'public',
  summary: 'The countries we serve, named in the caller’s language (Accept-Language)',
  tags: ['geo'],
  response: z.array(zCountry),
});
