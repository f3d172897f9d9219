import { SHARED_WEB_PATHS as SHARED, voucherSubtransferPath } from '@golfwallet/core/web/paths';
import { APP_PATHS } from './app-paths';
import { shopPaths } from './shop-paths';

/**
 * The first part of the paths that take a token and have no page of their own, for checks of the
 * form "is this page one of them" (the router serves only the pages below it).
 */
export const PATH_AREAS = {
  voucherSubtransfer: SHARED.voucherSubtransferArea,
} as const;

/** Whether `pathname` is `area` itself or a page below it ("/app", "/app/clubs"; not "/apps"). */
export function isInArea(pathname: string, area: string): boolean {
  return pathname === area || pathname.startsWith(`${area}/`);
}

/**
 * Every path of the web site by name (spec §2): links, redirects and path checks import these,
 * never a literal (`npm run lint`, rule B4). The app shell's paths (/app/…) and the shop's
 * (/shop/…) are kept in their own modules and named here too; the club portal's (/partner/…) are
 * the portal feature's own (`features/partner/model/paths.ts`). The paths the server also names
 * (mail links, payment and sign-in returns) come from `@golfwallet/core/web/paths`. `app/router-paths.test.ts` checks
 * that the router serves every path named here and that every route it has is named.
 */
export const PATHS = {
  landing: '/',
  vouchers: SHARED.vouchers,
  profile: '/profile',
  contact: '/contact-us',
  privacy: '/privacy-policy',
  privacyMobile: '/privacy-policy-mobile',
  terms: '/terms-and-conditions',
  termsMobile: '/terms-and-conditions-mobile',
  faq: '/faq',
  faqMobile: '/faq-mobile',
  emailVerify: SHARED.emailVerify,
  passwordChange: SHARED.passwordChange,
  /** Redirected by the server to DRIVING_RANGE_URL; the router's page only shows while it loads. */
  drivingRange: SHARED.drivingRange,
  range: '/range',
  /** Where a golf union sends the browser back after sign-in (the registration area has its own). */
  oauthConsumer: SHARED.oauthConsumer,
  /** The recipient's page of a voucher transfer link. */
  voucherSubtransfer: voucherSubtransferPath,
  /** The registration area, its pages by name. */
  register: {
    start: SHARED.register,
    email: '/register/email',
    union: '/register/union',
    nonUnion: '/register/non-union',
    password: '/register/password',
    verify: '/register/verify',
    forgotPassword: '/register/forgot-password',
    loginSweden: '/register/loginSweden',
    oauthConsumer: SHARED.registerOauthConsumer,
    update: '/register/update',
    golfId: '/register/golf-id',
    import: '/register/import',
  },
  app: APP_PATHS,
  shop: shopPaths,
} as const;
