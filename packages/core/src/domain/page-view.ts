/**
 * What a page view counts (cookie consent "statistics", privacy policy §6): which page of the
 * site, never who or with what. Invariants: the answer is one of PAGE_VIEW_PATHS, so the counted
 * set stays small and fixed; query strings, transfer tokens and other path parameters never reach
 * it; an unknown path counts as the not-found page ("/*").
 */
export const PAGE_VIEW_PATHS = [
  '/',
  '/vouchers',
  '/profile',
  '/contact-us',
  '/privacy-policy',
  '/privacy-policy-mobile',
  '/terms-and-conditions',
  '/terms-and-conditions-mobile',
  '/faq',
  '/faq-mobile',
  '/email-verify',
  '/voucher-subtransfer/:token',
  '/password-change',
  '/driving-range',
  '/oauth-consumer',
  '/register',
  '/register/email',
  '/register/union',
  '/register/non-union',
  '/register/password',
  '/register/loginSweden',
  '/register/oauth-consumer',
  '/register/update',
  '/register/golf-id',
  '/register/import',
  '/register/verify',
  '/register/forgot-password',
  '/*',
] as const;
export type PageViewPath = (typeof PAGE_VIEW_PATHS)[number];

const KNOWN = new Set<string>(PAGE_VIEW_PATHS);

/** The counted page of a location ("/voucher-subtransfer/abc?x=1" → "/voucher-subtransfer/:token"). */
export function pageViewPath(location: string): PageViewPath {
  const path = (location.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  if (/^\/voucher-subtransfer\/[^/]+$/.test(path)) return '/voucher-subtransfer/:token';
  return KNOWN.has(path) ? (path as PageViewPath) : '/*';
}
