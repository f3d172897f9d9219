import { isInArea, PATH_AREAS, PATHS } from '../../lib/paths';

/**
 * Pages shown without the site header and footer (spec §2): the change-password page, the whole
 * registration area and the federation return address, the mobile privacy, terms and FAQ pages
 * (embedded in the app) and the voucher sub-transfer page.
 */
const BARE_EXACT = new Set<string>([
  PATHS.passwordChange,
  PATHS.privacyMobile,
  PATHS.termsMobile,
  PATHS.faqMobile,
]);
const BARE_AREAS = [PATHS.register.start, PATHS.oauthConsumer, PATH_AREAS.voucherSubtransfer];

export function isChromeHidden(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (BARE_EXACT.has(path)) return true;
  return BARE_AREAS.some((area) => isInArea(path, area));
}
