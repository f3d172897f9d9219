import { distanceKm, isValidLatLng, type LatLng } from './geo';

/** A club is "nearby" within this many kilometres of the golfer (§4, §9: 10 distance units). */
export const NEARBY_CLUB_KM = 10;
/** The device position is refreshed, and the choice made again, after a move of more than this (§4, §9). */
export const LOCATION_REFRESH_M = 500;

/** What the choice needs to know about a club. */
export interface ClubCandidate {
  club_id: number;
  latitude: number;
  longitude: number;
  has_products: boolean;
}

/**
 * The outcome: a club (and why it was chosen) or the shop, when no club sells anything.
 * `distance_km` is set whenever the golfer's location is known.
 */
export type CurrentClubChoice<C extends ClubCandidate> =
  | { kind: 'home'; club: C; distance_km: number | null }
  | { kind: 'nearest'; club: C; distance_km: number }
  | { kind: 'first'; club: C; distance_km: null }
  | { kind: 'shop' };

/**
 * Picks the golfer's current club (§4 "Current-club choice"):
 * 1. the home club, if it has products;
 * 2. otherwise, when the location is known, the nearest club with products (great-circle distance);
 * 3. otherwise the first club with products, in the order given;
 * 4. otherwise the shop.
 *
 * Invariants:
 * - a chosen club always has products, and comes from `clubs`;
 * - the result is 'shop' exactly when no club in `clubs` has products;
 * - a home club with products wins however far away it is; a home club without products is skipped;
 * - among clubs at the same distance the earlier one in `clubs` wins (the choice is deterministic);
 * - a location that is not a valid coordinate counts as unknown.
 */
export function chooseCurrentClub<C extends ClubCandidate>(
  clubs: readonly C[],
  options: { homeClubId?: number | null; location?: LatLng | null },
): CurrentClubChoice<C> {
  const location = options.location && isValidLatLng(options.location) ? options.location : null;
  const distanceTo = (club: C) =>
    location ? distanceKm(location, { lat: club.latitude, lng: club.longitude }) : null;
  const selling = clubs.filter((club) => club.has_products);

  const home =
    options.homeClubId == null ? undefined : selling.find((club) => club.club_id === options.homeClubId);
  if (home) return { kind: 'home', club: home, distance_km: distanceTo(home) };

  if (location) {
    let best: { club: C; distance: number } | undefined;
    for (const club of selling) {
      const distance = distanceKm(location, { lat: club.latitude, lng: club.longitude });
      if (!best || distance < best.distance) best = { club, distance };
    }
    if (best) return { kind: 'nearest', club: best.club, distance_km: best.distance };
  }

  const first = selling[0];
  if (first) return { kind: 'first', club: first, distance_km: null };
  return { kind: 'shop' };
}

/** True when a club at this distance counts as nearby (at most NEARBY_CLUB_KM). */
export function isNearbyClub(distance: number | null | undefined): boolean {
  return distance != null && Number.isFinite(distance) && distance >= 0 && distance <= NEARBY_CLUB_KM;
}

/**
 * True when the device has moved far enough (more than LOCATION_REFRESH_M metres) since the last
 * position that was used, or when there was none: then the current club is chosen again.
 */
export function shouldRefreshLocation(previous: LatLng | null | undefined, next: LatLng): boolean {
  if (!previous) return true;
  return distanceKm(previous, next) * 1000 > LOCATION_REFRESH_M;
}
