/** Denmark (da) when the visitor's country is not one we serve (spec §4). */
export const FALLBACK_COUNTRY = 'DK';

/** The country preselected for golf-union sign-in: the IP country if we serve it, else Denmark. */
export function defaultSignInCountry(ipCountry: string | undefined, served: readonly string[]): string {
  const code = ipCountry?.toUpperCase();
  return code && served.includes(code) ? code : FALLBACK_COUNTRY;
}
