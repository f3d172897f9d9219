/** Sweden signs in on our own MinGolf form; every other country through the federation redirect. */
export const SWEDEN = 'SE';
/** Denmark (da) when the visitor's country is not one we serve (spec §4). */
export const FALLBACK_COUNTRY = 'DK';

/** The country preselected for golf-union sign-in: the IP country if we serve it, else Denmark. */
export function defaultSignInCountry(ipCountry: string | undefined, served: readonly string[]): string {
  const code = ipCountry?.toUpperCase();
  return code && served.includes(code) ? code : FALLBACK_COUNTRY;
}

/**
 * Where the browser goes for a golf-union sign-in (spec §7): the API's federation endpoint,
 * which comes back to the site's own /register/oauth-consumer.
 */
export function federationSignInUrl(countryCode: string, origin: string): string {
  const query = new URLSearchParams({
    countryCode,
    callback: `${origin}/register/oauth-consumer`,
    consumer: 'WEB',
  });
  return `/api/v1/login/oauth2/do-signin?${query.toString()}`;
}
