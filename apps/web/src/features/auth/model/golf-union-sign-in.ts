/** Denmark (da) when the visitor's country is not one we serve (spec §4). */
export const FALLBACK_COUNTRY = 'DK';

/**
 * The country preselected for golf-union sign-in: the IP country if its union signs in here, else
 * Denmark, else (Denmark's union not signing in here) the first that does.
 */
export function defaultSignInCountry(ipCountry: string | undefined, served: readonly string[]): string {
  const code = ipCountry?.toUpperCase();
  if (code && served.includes(code)) return code;
  return served.length === 0 || served.includes(FALLBACK_COUNTRY) ? FALLBACK_COUNTRY : served[0]!;
}
