/** What the voucher search looks at (§5 "Voucher search"). */
export interface SearchableVoucher {
  name: string;
  owner_name?: string | null;
}

const fold = (text: string) => text.normalize('NFC').toLowerCase();

/**
 * True when every word of `text` occurs, case-insensitively, in the voucher name plus the owner
 * name. Blank text matches every voucher.
 */
export function matchesSearch(voucher: SearchableVoucher, text: string): boolean {
  const words = fold(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${voucher.name} ${voucher.owner_name ?? ''}`);
  return words.every((word) => haystack.includes(word));
}

/** The vouchers that match the search text, in their order. */
export function filterBySearch<T extends SearchableVoucher>(items: readonly T[], text: string): T[] {
  return items.filter((item) => matchesSearch(item, text));
}
