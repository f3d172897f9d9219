import { API_PREFIX } from '../../lib/api-prefix';

/**
 * The cookie that binds a union sign-in to the browser that began it (login CSRF, issue 31): set
 * by do-signin with a fresh random value (only its SHA-256 is kept with the state), sent back only
 * to our callback (its path), HttpOnly, SameSite=Lax (the union's redirect to the callback is a
 * top-level GET, so the browser sends it), Secure on https, and as long as the state. The callback
 * clears it.
 */
export const BINDING_COOKIE = 'gw_union_signin';
const BINDING_PATH = `${API_PREFIX}/login/oauth2/callback`;

/** The Set-Cookie value for `value` (an empty value and 0 seconds clear it). */
export function bindingCookie(publicUrl: string, value: string, maxAgeSeconds: number): string {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${BINDING_COOKIE}=${value}; Path=${BINDING_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** The sign-in cookie's value in a Cookie header, if any. */
export function bindingOf(header: string | undefined): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === BINDING_COOKIE) return pair.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

/**
 * May this request start a union sign-in (ASVS 7.6.2: no session without the golfer's own
 * action)? A browser tells where a navigation came from in `Sec-Fetch-Site`: a click on our own
 * pages is `same-origin`, an address typed, a bookmark or an app opening an in-app browser tab at
 * do-signin is `none`. Another site (`cross-site`) or a sibling subdomain (`same-site`) may not
 * start one: with a live union session and a remembered consent the union would answer at once
 * and sign the golfer in here without a click of theirs. A request without the header (an old
 * browser, a test client) is let through: the sign-in cookie and the union's own pages still
 * guard it.
 */
export function mayStartSignIn(secFetchSite: string | string[] | undefined): boolean {
  const site = Array.isArray(secFetchSite) ? secFetchSite[0] : secFetchSite;
  return site === undefined || site === 'same-origin' || site === 'none';
}
