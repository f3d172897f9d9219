import { PATHS } from './paths';

/** Sweden signs in on our own MinGolf form; every other country through the federation redirect. */
export const SWEDEN = 'SE';

/**
 * Where the browser goes for a golf-union sign-in (spec §7): the API's federation endpoint,
 * which comes back to the site's own /register/oauth-consumer.
 */
export function federationSignInUrl(countryCode: string, origin: string): string {
  const query = new URLSearchParams({
    countryCode,
    callback: `${origin}${PATHS.register.oauthConsumer}`,
    consumer: 'WEB',
  });
  return `/api/v1/login/oauth2/do-signin?${query.toString()}`;
}
