import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';

/**
 * The list order and search of GET /vouchers, imitated for the web tests' in-memory server. The
 * rules themselves run in SQL in the API (apps/api/src/modules/voucher/voucher-list.repository.ts):
 * search needs every word in the voucher name plus the club name, case-insensitively; club A-Z
 * orders by club name, then voucher name; valid until by valid_to, then club A-Z.
 */
export function searchVouchers(items: readonly VoucherItem[], text: string): VoucherItem[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    const haystack = `${item.name} ${item.owner_name ?? ''}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

export function sortVoucherItems(
  items: readonly VoucherItem[],
  sort: 'club_az' | 'valid_until',
): VoucherItem[] {
  const byClub = (a: VoucherItem, b: VoucherItem) =>
    (a.owner_name ?? '').toLowerCase().localeCompare((b.owner_name ?? '').toLowerCase()) ||
    a.name.toLowerCase().localeCompare(b.name.toLowerCase()) ||
    a.voucher_id - b.voucher_id;
  if (sort === 'club_az') return [...items].sort(byClub);
  return [...items].sort((a, b) => a.valid_to - b.valid_to || byClub(a, b));
}
