import type { VoucherFilters } from '@golfwallet/core/contracts/vouchers/shapes';
import { local } from '../../../lib/storage';

/** The three tabs of the web voucher list (spec §2, §4 "Voucher tabs"), in their order. */
export const VOUCHER_TABS = ['notPrinted', 'all', 'favourites'] as const;
export type VoucherTab = (typeof VOUCHER_TABS)[number];
export const DEFAULT_TAB: VoucherTab = 'notPrinted';

/** The archive page size of spec §9. */
export const VOUCHER_PAGE_SIZE = 12;

function isVoucherTab(value: unknown): value is VoucherTab {
  return typeof value === 'string' && (VOUCHER_TABS as readonly string[]).includes(value);
}

/** The tab chosen last (local voucherTab), else not printed. */
export function storedTab(): VoucherTab {
  const value = local.get('voucherTab');
  return isVoucherTab(value) ? value : DEFAULT_TAB;
}

export function storeTab(tab: VoucherTab) {
  local.set('voucherTab', tab);
}

/** Search applies on the all and not-printed tabs only (spec §5 "Voucher search"). */
export function tabHasSearch(tab: VoucherTab): boolean {
  return tab !== 'favourites';
}

/**
 * What each tab asks GET /vouchers for. Every tab shows active vouchers with uses left (spec §9);
 * driving-range e-cards are left out by the API unless asked for.
 * - not printed: unprinted only, identical vouchers of one order grouped with their count;
 * - all: printed and unprinted, one entry per voucher;
 * - favourites: favourites, one entry per voucher.
 */
export function tabFilters(tab: VoucherTab): VoucherFilters {
  switch (tab) {
    case 'notPrinted':
      return { active: true, only_unused: true, with_pdf: false, group: 'order' };
    case 'all':
      return { active: true, only_unused: true, group: 'none' };
    case 'favourites':
      return { active: true, only_unused: true, favourites: true, group: 'none' };
  }
}
