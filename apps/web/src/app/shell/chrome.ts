/**
 * Pages shown without the site header and footer (spec §2): the change-password page, the whole
 * registration area and the federation return address, the mobile privacy, terms and FAQ pages
 * (embedded in the app) and the voucher sub-transfer page.
 */
const BARE_EXACT = new Set([
  '/password-change',
  '/privacy-policy-mobile',
  '/terms-and-conditions-mobile',
  '/faq-mobile',
]);
const BARE_PREFIXES = ['/register', '/oauth-consumer', '/voucher-subtransfer'];

export function isChromeHidden(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (BARE_EXACT.has(path)) return true;
  return BARE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
