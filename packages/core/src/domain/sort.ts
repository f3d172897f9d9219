import type { TranslationKey } from '../i18n/keys';
import type { Locale } from '../i18n/locales';
import { distanceKm, isValidLatLng, type LatLng } from './geo';

/**
 * The sort orders of the voucher list (§4 "Sort"), in the order the drop-down shows them. Where the
 * list is paged, the API sorts in SQL (apps/api/src/modules/voucher/voucher-list.repository.ts);
 * the app's offline wallet sorts the vouchers kept on the device with sortVouchers below.
 */
export const SORT_VALUES = ['nearest', 'club_az', 'valid_until'] as const;
export type SortOption = (typeof SORT_VALUES)[number];
/** Club A-Z is the default, and what switching a tab resets to. */
export const DEFAULT_SORT: SortOption = 'club_az';

/** The drop-down: each option with its i18n label key (section `domain`). */
export const SORT_OPTIONS: readonly { value: SortOption; labelKey: TranslationKey }[] = [
  { value: 'nearest', labelKey: 'domain.sort.nearest' },
  { value: 'club_az', labelKey: 'domain.sort.clubAZ' },
  { value: 'valid_until', labelKey: 'domain.sort.validUntil' },
];

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && (SORT_VALUES as readonly string[]).includes(value);
}

/** What sorting needs from a voucher. */
export interface SortableVoucher {
  name: string;
  owner_name?: string | null;
  /** Unix seconds (as the API sends it) or a Date. */
  valid_to: number | Date;
  /** For "nearest" (unless SortContext.clubIdsOf says otherwise): see voucherClubIds. */
  club_ids?: readonly number[];
  where?: { club_ids: readonly number[] };
  club_id?: number;
}

/**
 * The clubs of a voucher for "nearest": its club_ids if given, else the clubs of its `where` list,
 * else its issuing club (a `where` list of departments only counts as the issuing club).
 */
export function voucherClubIds(item: SortableVoucher): readonly number[] {
  if (item.club_ids) return item.club_ids;
  if (item.where?.club_ids.length) return item.where.club_ids;
  return item.club_id === undefined ? [] : [item.club_id];
}

export interface ClubPosition {
  latitude: number;
  longitude: number;
}

export interface SortContext<T> {
  /** For the locale-aware A-Z comparison. */
  locale: Locale;
  /** The device position; unknown when null or absent. */
  position?: LatLng | null;
  /** Locally kept club coordinates, by club id. */
  clubs?: ReadonlyMap<number, ClubPosition> | Readonly<Record<number, ClubPosition>>;
  /** The clubs of a voucher; by default voucherClubIds. */
  clubIdsOf?: (item: T) => readonly number[];
}

function clubAt(clubs: SortContext<unknown>['clubs'], id: number): ClubPosition | undefined {
  if (!clubs) return undefined;
  return clubs instanceof Map ? clubs.get(id) : (clubs as Readonly<Record<number, ClubPosition>>)[id];
}

/**
 * Kilometres from `position` to the nearest of the voucher's clubs with known, valid coordinates;
 * null when the position or every club is unknown.
 */
export function nearestClubDistance<T extends SortableVoucher>(
  item: T,
  context: SortContext<T>,
): number | null {
  const position = context.position;
  if (!position || !isValidLatLng(position)) return null;
  const ids = context.clubIdsOf ? context.clubIdsOf(item) : voucherClubIds(item);
  let best: number | null = null;
  for (const id of ids) {
    const club = clubAt(context.clubs, id);
    if (!club) continue;
    const point = { lat: club.latitude, lng: club.longitude };
    if (!isValidLatLng(point)) continue;
    const distance = distanceKm(position, point);
    if (best === null || distance < best) best = distance;
  }
  return best;
}

const collators = new Map<Locale, Intl.Collator>();
function collatorFor(locale: Locale): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale === 'no' ? 'nb' : locale, { sensitivity: 'base', numeric: true });
    collators.set(locale, collator);
  }
  return collator;
}

const validToMs = (value: number | Date) => (value instanceof Date ? value.getTime() : value * 1000);

/**
 * Sorts vouchers for the list, returning a new array (the input is left alone).
 * - club_az: owner name, then name, compared in the locale's alphabet (Danish puts Æ Ø Å last).
 * - valid_until: valid_to ascending, then club A-Z.
 * - nearest: distance of the voucher's nearest club to the device, then club A-Z; vouchers with no
 *   known club (or no known position) come last, among themselves club A-Z.
 * Invariants: a permutation of the input; stable for items equal under the order.
 */
export function sortVouchers<T extends SortableVoucher>(
  items: readonly T[],
  option: SortOption,
  context: SortContext<T>,
): T[] {
  const collator = collatorFor(context.locale);
  const byClub = (a: T, b: T) =>
    collator.compare(a.owner_name ?? '', b.owner_name ?? '') || collator.compare(a.name, b.name);
  if (option === 'club_az') return [...items].sort(byClub);
  if (option === 'valid_until') {
    return [...items].sort((a, b) => validToMs(a.valid_to) - validToMs(b.valid_to) || byClub(a, b));
  }
  const keyed = items.map((item) => ({ item, distance: nearestClubDistance(item, context) }));
  keyed.sort((a, b) => {
    if (a.distance === null || b.distance === null) {
      if (a.distance !== b.distance) return a.distance === null ? 1 : -1;
      return byClub(a.item, b.item);
    }
    return a.distance - b.distance || byClub(a.item, b.item);
  });
  return keyed.map((entry) => entry.item);
}
