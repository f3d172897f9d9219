/**
 * Browser storage, under exactly the keys of spec §3: local userToken, transferProcess, referral,
 * registerName, logInPopupIsOpen. Session storage holds no password (the spec's loginData is gone):
 * only the id of an unconfirmed login's session while its mail-verify step is open. Reads never
 * throw (private mode, quota).
 */
export const LOCAL_KEYS = {
  userToken: 'userToken',
  transferProcess: 'transferProcess',
  referral: 'referral',
  registerName: 'registerName',
  logInPopupIsOpen: 'logInPopupIsOpen',
  /** The language chosen with ?lang=, remembered. */
  lang: 'lang',
  /** The voucher tab last chosen. */
  voucherTab: 'voucherTab',
  /** The cookie decision and its time (lib/cookie-consent.ts). */
  cookieConsent: 'cookieConsent',
  /** The club portal's staff session id (a staff session is not a golfer session). */
  staffToken: 'staffToken',
  /**
   * 'app' while a sign-up or password reset started in the app (/app/…) waits for its mailed
   * link, so the link's page returns to the app rather than the web site (lib/account-flow.ts).
   */
  accountFlow: 'accountFlow',
} as const;
export const SESSION_KEYS = {
  /** The unconfirmed login's session (lib/unconfirmed-session). */
  unconfirmedSession: 'unconfirmedSession',
  newsletterShown: 'newsletterShown',
  /** The Idempotency-Key of the shop payment attempt in progress. */
  shopCheckoutKey: 'shopCheckoutKey',
  /** 'link' while a union sign-in started from the profile is under way (golf ID to link). */
  federationPurpose: 'federationPurpose',
  /** 'app' while a union sign-in begun in the app is away at the union (lib/union-sign-in.ts). */
  unionSignInFrom: 'unionSignInFrom',
} as const;

type LocalKey = keyof typeof LOCAL_KEYS;
type SessionKey = keyof typeof SESSION_KEYS;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const local = {
  get: (key: LocalKey): string | null => safe(() => window.localStorage.getItem(LOCAL_KEYS[key]), null),
  set: (key: LocalKey, value: string) =>
    safe(() => window.localStorage.setItem(LOCAL_KEYS[key], value), undefined),
  remove: (key: LocalKey) => safe(() => window.localStorage.removeItem(LOCAL_KEYS[key]), undefined),
};

export const session = {
  get: (key: SessionKey): string | null => safe(() => window.sessionStorage.getItem(SESSION_KEYS[key]), null),
  set: (key: SessionKey, value: string) =>
    safe(() => window.sessionStorage.setItem(SESSION_KEYS[key], value), undefined),
  remove: (key: SessionKey) => safe(() => window.sessionStorage.removeItem(SESSION_KEYS[key]), undefined),
};
