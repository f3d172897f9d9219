/**
 * The web app's pages that the server also names: the links in its mails and pushes, the pages a
 * payment or a golf union's sign-in returns to, and the page the server itself redirects. Each is
 * written here once; the web's paths modules (apps/web/src/lib/paths.ts and the modules it names)
 * take them from here, and the API's mail builders import them. Rule B4 of docs/ARCHITECTURE.md
 * (`scripts/check-route-literals.ts`) fails on such a path written anywhere else in either app.
 */
export const SHARED_WEB_PATHS = {
  vouchers: '/vouchers',
  /** The page of the e-mail confirmation link (`?key=`). */
  emailVerify: '/email-verify',
  /** The page of the password-reset link (`?key=`). */
  passwordChange: '/password-change',
  /** Redirected by the server to DRIVING_RANGE_URL. */
  drivingRange: '/driving-range',
  /** The registration area's first page: where the server's failed-sign-in page lets a golfer try again. */
  register: '/register',
  /** Where a golf union sends the browser back after sign-in: the registration area's page and the profile's. */
  registerOauthConsumer: '/register/oauth-consumer',
  oauthConsumer: '/oauth-consumer',
  /** The first part of a voucher transfer link's path; the token follows. */
  voucherSubtransferArea: '/voucher-subtransfer',
  /** The shop's cart on the web: where a card payment returns unless the client names another page. */
  shopCart: '/shop/cart',
  /** The app shell's notifications inbox: where a push opens. */
  appNotifications: '/app/more/notifications',
  /** The club portal's page of the invitation and reset links (`?key=`). */
  portalSetPassword: '/partner/set-password',
} as const;

/** The recipient's page of a voucher transfer link. */
export function voucherSubtransferPath(token: string): string {
  return `${SHARED_WEB_PATHS.voucherSubtransferArea}/${encodeURIComponent(token)}`;
}

/** An absolute link to a page: `publicUrl` (with or without a trailing "/") and the path, with an optional query. */
export function webLink(publicUrl: string, path: string, query?: Record<string, string>): string {
  const base = publicUrl.replace(/\/+$/, '');
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${base}${path}${search}`;
}
