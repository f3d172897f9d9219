import { APP_PATHS } from './app-paths';
import { shopPaths } from './shop-paths';

/**
 * The first part of the paths that take a token and have no page of their own, for checks of the
 * form "is this page one of them" (the router serves only the pages below it).
 */
export const PATH_AREAS = {
  voucherSubtransfer: '/voucher-subtransfer',
} as const;

/** Whether `pathname` is `area` itself or a page below it ("/app", "/app/clubs"; not "/apps"). */
export function isInArea(pathname: string, area: string): boolean {
  return pathname === area || pathname.startsWith(`${area}/`);
}

/**
 * Every path of the web site by name (spec §2): links, redirects and path checks import these,
 * never a literal (`npm run lint`, rule B4). The app shell's paths (/app/…) and the shop's
 * (/shop/…) are kept in their own modules and named here too; the club portal's (/partner/…) are
 * the portal feature's own (`features/partner/model/paths.ts`). `app/router-paths.test.ts` checks
 * that the router serves every path named here and that every route it has is named.
 */
export const PATHS = {
  landing: '/',
  vouchers: '/vouchers',
  profile: '/profile',
  contact: '/contact-us',
  privacy: '/privacy-policy',
  privacyMobile: '/privacy-policy-mobile',
  terms: '/terms-and-conditions',
  termsMobile: '/terms-and-conditions-mobile',
  faq: '/faq',
  faqMobile: '/faq-mobile',
  emailVerify: '/email-verify',
  passwordChange: '/password-change',
  /** Redirected by the server to DRIVING_RANGE_URL; the router's page only shows while it loads. */
  drivingRange: '/driving-range',
  range: '/range',
  /** Where a golf union sends the browser back after sign-in (the registration area has its own). */
  oauthConsumer: '/oauth-consumer',
  /** The recipient's page of a voucher transfer link. */
  voucherSubtransfer: (token: string) => `${PATH_AREAS.voucherSubtransfer}/${encodeURIComponent(token)}`,
  /** The registration area, its pages by name. */
  register: {
    start: '/register',
    email: '/register/email',
    union: '/register/union',
    nonUnion: '/register/non-union',
    password: '/register/password',
    verify: '/register/verify',
    forgotPassword: '/register/forgot-password',
    loginSweden: '/register/loginSweden',
    oauthConsumer: '/register/oauth-consumer',
    update: '/register/update',
    golfId: '/register/golf-id',
    import: '/register/import',
  },
  app: APP_PATHS,
  shop: shopPaths,
} as const;
