import { OIDC_COUNTRIES, type OidcCountry } from '../../config';

/** Where the development identity provider is mounted on our own server. */
export const DEV_OIDC_PREFIX = '/dev/union-oidc';

/**
 * Our client at the development provider for a country. The secret protects nothing real: the
 * provider only exists on a development server and signs in seeded test members.
 */
export function devClientFor(country: OidcCountry): { clientId: string; clientSecret: string } {
  const code = country.toLowerCase();
  return { clientId: `golfwallet-${code}`, clientSecret: `golfwallet-dev-secret-${code}` };
}

/** The account id at the development provider: "<union id>:<member number>". */
export function devAccountId(unionId: number, memberNumber: string): string {
  return `${unionId}:${memberNumber}`;
}

/** The country of a development client id ("golfwallet-dk" → DK). */
export function countryOfDevClient(clientId: unknown): OidcCountry | undefined {
  return OIDC_COUNTRIES.find((country) => devClientFor(country).clientId === clientId);
}
