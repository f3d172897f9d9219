import { createApiClient } from '@golfwallet/core/client/api-client';
import { createSession } from '@golfwallet/core/contracts/session/create-session';
import { deleteSession } from '@golfwallet/core/contracts/session/delete-session';
import { transferReferral } from '@golfwallet/core/contracts/user/transfer-referral';
import { isLocale } from '@golfwallet/core/i18n/locales';
import type { QueryClient } from '@tanstack/react-query';
import { API_BASE_URL, api } from './api';
import { currentUserQueryKey, currentUserQueryOptions } from './current-user';
import { i18n } from './i18n';
import { clearSnapshots } from './offline-store';
import { setSessionToken } from './session';
import { local, session } from './storage';

/** E-mail and password of the last login, kept for this tab (session storage loginData, §3). */
export interface LoginData {
  email: string;
  password: string;
}

export function readLoginData(): LoginData | null {
  const raw = session.get('loginData');
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as LoginData).email === 'string' &&
      typeof (parsed as LoginData).password === 'string'
    ) {
      return { email: (parsed as LoginData).email, password: (parsed as LoginData).password };
    }
  } catch {
    // Not ours or damaged: treated as absent.
  }
  return null;
}

export function storeLoginData(data: LoginData) {
  session.set('loginData', JSON.stringify({ email: data.email, password: data.password }));
}

/** A client that speaks for one given session id rather than the stored one. */
export function apiForSession(sessionId: string) {
  return createApiClient({
    baseUrl: API_BASE_URL,
    getToken: () => sessionId,
    getLanguage: () => i18n.language,
  });
}

/** POST /session for e-mail and password, in the page language, as the web platform. */
export function createSessionFor(credentials: LoginData) {
  const language = isLocale(i18n.language) ? i18n.language : undefined;
  return api(createSession, {
    body: { email: credentials.email, password: credentials.password, language, device_platform: 'web' },
  });
}

export type LoginOutcome = { confirmed: true } | { confirmed: false; email: string };

/**
 * Logs in with e-mail and password (POST /session) and remembers them as loginData. A confirmed
 * account is signed in (see completeSignIn). An unconfirmed one is not: its session is ended at
 * once and the caller shows the mail-verify step (spec §4), so nobody is half signed in.
 */
export async function logIn(queryClient: QueryClient, credentials: LoginData): Promise<LoginOutcome> {
  const result = await createSessionFor(credentials);
  storeLoginData(credentials);
  if (!result.email_confirmed) {
    await apiForSession(result.session_id)(deleteSession, {}).catch(() => undefined);
    return { confirmed: false, email: credentials.email };
  }
  await completeSignIn(queryClient, result.session_id);
  return { confirmed: true };
}

/**
 * Makes a session id the signed-in state (spec §4): stores it as userToken, loads the user and
 * hands over a stored referral once. A user load that fails is left to useCurrentUser to show.
 */
export async function completeSignIn(queryClient: QueryClient, sessionId: string) {
  queryClient.removeQueries({ queryKey: currentUserQueryKey });
  await clearSnapshots();
  setSessionToken(sessionId);
  await queryClient.fetchQuery(currentUserQueryOptions).catch(() => undefined);
  await transferStoredReferral();
}

/**
 * Sends the referral kept from a link (local 'referral') once, then forgets it. Only a network
 * failure keeps it for the next sign-in; a refusal (already set, malformed) drops it.
 */
export async function transferStoredReferral() {
  const referral = local.get('referral');
  if (!referral) return;
  try {
    await api(transferReferral, { body: { referral } });
  } catch (error) {
    if (error instanceof Error && 'status' in error && error.status === 0) return;
  }
  local.remove('referral');
}

/**
 * Where to go after signing in (spec §2): stay on a transfer page (it carries on by itself);
 * else to a transfer remembered before signing in; else to /vouchers. Null means stay.
 */
export function afterSignInPath(pathname: string, transferToken: string | null): string | null {
  if (pathname.startsWith('/voucher-subtransfer/')) return null;
  if (pathname === '/app' || pathname.startsWith('/app/')) return '/app/clubs';
  if (transferToken) return `/voucher-subtransfer/${encodeURIComponent(transferToken)}`;
  return '/vouchers';
}
