import { createSession } from '@golfwallet/core/contracts/session/create-session';
import { deleteSession } from '@golfwallet/core/contracts/session/delete-session';
import { getSession } from '@golfwallet/core/contracts/session/get-session';
import { setReferral } from '@golfwallet/core/contracts/user/set-referral';
import { isLocale } from '@golfwallet/core/i18n/locales';
import type { QueryClient } from '@tanstack/react-query';
import { followAccountLanguage } from './account-language';
import { api } from './api';
import { apiForSession } from './api-for-session';
import { currentUserQueryOptions, isDeadSession } from './current-user';
import { currentUserQueryKey } from './current-user-key';
import { i18n } from './i18n';
import { clearSnapshots } from './offline-store';
import { sessionToken, setSessionToken } from './session';
import { local } from './storage';
import {
  endUnconfirmedSession,
  forgetUnconfirmedSession,
  keepUnconfirmedSession,
  readUnconfirmedSession,
} from './unconfirmed-session';
import { isInArea, PATH_AREAS, PATHS } from './paths';

/** E-mail and password as typed into a login form; used for one request and never stored. */
export interface Credentials {
  email: string;
  password: string;
}

/** POST /session for e-mail and password, in the page language, as the web platform. */
export function createSessionFor(credentials: Credentials) {
  const language = isLocale(i18n.language) ? i18n.language : undefined;
  return api(createSession, {
    body: { email: credentials.email, password: credentials.password, language, device_platform: 'web' },
  });
}

export type LoginOutcome = { confirmed: true } | { confirmed: false; email: string };

/**
 * Logs in with e-mail and password (POST /session). A confirmed account is signed in (see
 * completeSignIn). An unconfirmed one is not (spec §4: it goes to the mail-verify step); its
 * session is kept as the unconfirmed session, so the verify step can later ask GET /session
 * whether the e-mail is confirmed instead of logging in again with a stored password.
 */
export async function logIn(queryClient: QueryClient, credentials: Credentials): Promise<LoginOutcome> {
  const result = await createSessionFor(credentials);
  await endUnconfirmedSession();
  if (!result.email_confirmed) {
    keepUnconfirmedSession({ sessionId: result.session_id, email: credentials.email });
    return { confirmed: false, email: credentials.email };
  }
  await completeSignIn(queryClient, result.session_id);
  return { confirmed: true };
}

/**
 * What the mail-verify step finds out with GET /session on the unconfirmed session: the e-mail is
 * confirmed now ('signed-in': that session became the signed-in one), not yet ('unconfirmed'), or
 * there is no unconfirmed session left in this tab ('no-session': log in again).
 */
export type ConfirmationCheck = 'signed-in' | 'unconfirmed' | 'no-session';

export async function signInIfConfirmed(queryClient: QueryClient): Promise<ConfirmationCheck> {
  const pending = readUnconfirmedSession();
  if (!pending) return 'no-session';
  let confirmed: boolean;
  try {
    confirmed = (await apiForSession(pending.sessionId)(getSession, {})).email_confirmed;
  } catch (error) {
    if (!isDeadSession(error)) throw error;
    forgetUnconfirmedSession();
    return 'no-session';
  }
  if (!confirmed) return 'unconfirmed';
  forgetUnconfirmedSession();
  await completeSignIn(queryClient, pending.sessionId);
  return 'signed-in';
}

/**
 * Makes a session id the signed-in state (spec §4): stores it as userToken, loads the user and
 * hands over a stored referral once. A user load that fails is left to useCurrentUser to show. In
 * the app, the account's language becomes the app's (account-language.ts). A session this browser
 * still held is ended on the server first (ASVS 7.2.4: a sign-in replaces the token, it does not
 * leave the old one live until it idles out).
 */
export async function completeSignIn(queryClient: QueryClient, sessionId: string) {
  await endReplacedSession(sessionId);
  queryClient.removeQueries({ queryKey: currentUserQueryKey });
  await clearSnapshots();
  setSessionToken(sessionId);
  const user = await queryClient.fetchQuery(currentUserQueryOptions).catch(() => undefined);
  await followAccountLanguage(user).catch(() => undefined);
  await transferStoredReferral();
}

/** DELETE /session for the session id stored before this sign-in (none, the same, or already dead: nothing). */
async function endReplacedSession(newSessionId: string) {
  const previous = sessionToken.get();
  if (!previous || previous === newSessionId) return;
  await apiForSession(previous)(deleteSession, {}).catch(() => undefined);
}

/**
 * Sends the referral kept from a link (local 'referral') once, then forgets it. Only a network
 * failure keeps it for the next sign-in; a refusal (already set, malformed) drops it.
 */
export async function transferStoredReferral() {
  const referral = local.get('referral');
  if (!referral) return;
  try {
    await api(setReferral, { body: { referral } });
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
  if (pathname.startsWith(`${PATH_AREAS.voucherSubtransfer}/`)) return null;
  if (isInArea(pathname, PATHS.app.root)) return PATHS.app.clubs;
  if (transferToken) return PATHS.voucherSubtransfer(transferToken);
  return PATHS.vouchers;
}
