/**
 * Every page path of the web app (apps/web/src/app/router.tsx), as patterns: `:name` is one path
 * segment. The server answers these with index.html and 200, and any other path with index.html
 * and 404 (the app then shows its not-found page). web-pages.test.ts in the web app fails when
 * this list and the router disagree.
 */
export const WEB_PAGES = [
  '/',
  '/app',
  '/app/login',
  '/app/sign-up',
  '/app/sign-up/union',
  '/app/sign-up/non-union',
  '/app/sign-up/password',
  '/app/sign-up/sweden',
  '/app/sign-up/oauth-consumer',
  '/app/sign-up/update',
  '/app/sign-up/import',
  '/app/verify',
  '/app/forgot-password',
  '/app/clubs',
  '/app/vouchers',
  '/app/vouchers/:id',
  '/app/transfer',
  '/app/upload',
  '/app/shop',
  '/app/shop/clubs/:clubId',
  '/app/shop/products/:productId',
  '/app/shop/cart',
  '/app/shop/payment',
  '/app/shop/cards',
  '/app/shop/history',
  '/app/wallet',
  '/app/range',
  '/app/more',
  '/app/more/history',
  '/app/more/notifications',
  '/app/more/profile',
  '/app/more/change-club',
  '/app/more/language',
  '/app/more/feedback',
  '/app/more/faq',
  '/app/more/terms',
  '/app/more/privacy',
  '/app/more/contact',
  '/contact-us',
  '/driving-range',
  '/email-verify',
  '/faq',
  '/faq-mobile',
  '/oauth-consumer',
  '/partner',
  '/partner/audit',
  '/partner/desk',
  '/partner/forgot-password',
  '/partner/issue',
  '/partner/login',
  '/partner/products',
  '/partner/range',
  '/partner/products/:id',
  '/partner/products/new',
  '/partner/redemptions',
  '/partner/reports',
  '/partner/set-password',
  '/partner/shop-settings',
  '/partner/staff',
  '/password-change',
  '/privacy-policy',
  '/privacy-policy-mobile',
  '/profile',
  '/range',
  '/register',
  '/register/email',
  '/register/forgot-password',
  '/register/golf-id',
  '/register/import',
  '/register/loginSweden',
  '/register/non-union',
  '/register/oauth-consumer',
  '/register/password',
  '/register/union',
  '/register/update',
  '/register/verify',
  '/shop',
  '/shop/cards',
  '/shop/cart',
  '/shop/clubs/:clubId',
  '/shop/history',
  '/shop/payment',
  '/shop/products/:productId',
  '/shop/wallet',
  '/terms-and-conditions',
  '/terms-and-conditions-mobile',
  '/voucher-subtransfer/:id',
  '/vouchers',
] as const;

function compile(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  // Like the client router: case-insensitive, a trailing slash allowed.
  return new RegExp(`^/${body}${body ? '/?' : ''}$`, 'i');
}

const MATCHERS = WEB_PAGES.map(compile);

/** Whether a path (without query) is one of the app's pages. */
export function isWebPage(pathname: string): boolean {
  return MATCHERS.some((matcher) => matcher.test(pathname));
}

/**
 * The public pages built as HTML for each language (apps/web/src/prerender.tsx), by path: the
 * server answers them, and any path that is not a page (with 404) the not-found page, with that
 * HTML, which the browser then hydrates.
 */
export const PRERENDERED_PAGES = {
  '/': 'landing',
  '/faq': 'faq',
  '/contact-us': 'contact',
  '/privacy-policy': 'privacy',
  '/terms-and-conditions': 'terms',
} as const;
export type PrerenderedPage = (typeof PRERENDERED_PAGES)[keyof typeof PRERENDERED_PAGES] | 'not-found';

/**
 * The prerendered page at a path (without query), if it is one: only at its exact path, as the
 * page's links are built for it (/faq/ or /FAQ get the app, which shows the same page).
 */
export function prerenderedPageAt(pathname: string): PrerenderedPage | undefined {
  return Object.hasOwn(PRERENDERED_PAGES, pathname)
    ? (PRERENDERED_PAGES as Record<string, PrerenderedPage>)[pathname]
    : undefined;
}

/**
 * Where the built web app (dist/) keeps a prerendered page: one per language, and per kind of host,
 * as the language links differ on a country site (links to the other sites) and elsewhere (?lang=).
 */
export function prerenderedFile(page: PrerenderedPage, locale: string, countrySite: boolean): string {
  return `prerendered/${locale}/${page}${countrySite ? '' : '.other'}.html`;
}

/** In the not-found page's HTML, the path its ?lang= links carry: the server puts the real one in. */
export const NOT_FOUND_PATH_MARK = '/__not-found__';

const PRERENDERED = new Set<string>([...Object.values(PRERENDERED_PAGES), 'not-found']);

export function isPrerenderedPage(value: unknown): value is PrerenderedPage {
  return typeof value === 'string' && PRERENDERED.has(value);
}
