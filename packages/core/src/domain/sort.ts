/**
 * The sort orders of the voucher list (§4 "Sort"), in the order the drop-down shows them. The
 * sorting itself runs in SQL where the list is paged (apps/api/.../voucher-list.repository.ts).
 */
export const SORT_VALUES = ['nearest', 'club_az', 'valid_until'] as const;
export type SortOption = (typeof SORT_VALUES)[number];
/** Club A-Z is the default, and what switching a tab resets to. */
export const DEFAULT_SORT: SortOption = 'club_az';

/** The drop-down: each option with its i18n label key (section `domain`). */
export const SORT_OPTIONS: readonly { value: SortOption; labelKey: string }[] = [
  { value: 'nearest', labelKey: 'domain.sort.nearest' },
  { value: 'club_az', labelKey: 'domain.sort.clubAZ' },
  { value: 'valid_until', labelKey: 'domain.sort.validUntil' },
];

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && (SORT_VALUES as readonly string[]).includes(value);
}
