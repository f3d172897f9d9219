import { isNearbyClub } from '@golfwallet/core/domain/current-club';
import { distanceKm, type LatLng } from '@golfwallet/core/domain/geo';
import type { Club, Department, MyClub, Union } from '@golfwallet/core/contracts/reference/shapes';
import { AppError } from '@golfwallet/core/errors/app-error';
import type { Locale } from '@golfwallet/core/i18n/locales';
import type { Deps } from '../../deps';
import type { UserRow } from '../session/session.repository';
import {
  type ClubRow,
  clubRowsByIds,
  findClubRow,
  listClubRows,
  listDepartmentRows,
  listUnionRows,
  usableVoucherCountsByClub,
} from './reference.repository';

/** Distances are reported to the metre. */
const roundKm = (km: number) => Math.round(km * 1000) / 1000;

function toClub(row: ClubRow): Club {
  return {
    club_id: row.id,
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    city: row.city,
    country_code: row.countryCode,
    has_products: row.hasProducts,
    driving_range: row.hasDrivingRange,
    logo_url: row.logoUrl,
  };
}

export async function listUnions(deps: Deps): Promise<Union[]> {
  const rows = await listUnionRows(deps.db);
  return rows.map((row) => ({
    union_id: row.id,
    name: row.name,
    tid: row.tid,
    country_code: row.countryCode,
  }));
}

export async function listDepartments(deps: Deps): Promise<Department[]> {
  const rows = await listDepartmentRows(deps.db);
  return rows.map((row) => ({ department_id: row.id, department_name: row.name, club_id: row.clubId }));
}

export async function listClubs(deps: Deps): Promise<Club[]> {
  const rows = await listClubRows(deps.db);
  return rows.map(toClub);
}

/**
 * The golfer's own clubs: the home club (always, even without vouchers) and every club where they
 * hold usable vouchers, home club first, then by name in the caller's language.
 */
export async function listMyClubs(deps: Deps, user: UserRow, locale: Locale): Promise<MyClub[]> {
  const counts = await usableVoucherCountsByClub(deps.db, user.id, deps.now());
  const ids = new Set(counts.keys());
  if (user.clubId !== null) ids.add(user.clubId);
  const rows = await clubRowsByIds(deps.db, [...ids]);
  const collator = new Intl.Collator(locale);
  return rows
    .map((row) => ({
      ...toClub(row),
      is_home_club: row.id === user.clubId,
      vouchers: counts.get(row.id) ?? 0,
    }))
    .sort((a, b) => Number(b.is_home_club) - Number(a.is_home_club) || collator.compare(a.name, b.name));
}

/** One club as this golfer sees it: their usable vouchers there and, with a position, how far it is. */
export async function getMyClubDetails(
  deps: Deps,
  user: UserRow,
  input: { clubId: number; location: LatLng | null },
) {
  const club = await findClubRow(deps.db, input.clubId);
  if (!club) throw new AppError('CLUB_NOT_FOUND');
  const counts = await usableVoucherCountsByClub(deps.db, user.id, deps.now(), club.id);
  const distance = input.location
    ? roundKm(distanceKm(input.location, { lat: club.latitude, lng: club.longitude }))
    : null;
  return {
    club_id: club.id,
    name: club.name,
    is_home_club: club.id === user.clubId,
    vouchers: counts.get(club.id) ?? 0,
    driving_range: club.hasDrivingRange,
    has_products: club.hasProducts,
    distance_km: distance,
    is_nearby: isNearbyClub(distance),
  };
}

/** The club nearest to a position by great-circle distance; ties go to the lower club id. */
export async function getNearestClub(deps: Deps, location: LatLng): Promise<Club & { distance_km: number }> {
  const rows = await listClubRows(deps.db);
  let best: { row: ClubRow; distance: number } | undefined;
  for (const row of rows) {
    const distance = distanceKm(location, { lat: row.latitude, lng: row.longitude });
    if (!best || distance < best.distance || (distance === best.distance && row.id < best.row.id)) {
      best = { row, distance };
    }
  }
  if (!best) throw new AppError('CLUB_NOT_FOUND');
  return { ...toClub(best.row), distance_km: roundKm(best.distance) };
}
