import type { Club, Department } from '@golfwallet/core/contracts/reference/shapes';
import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';

/** One place a voucher can be used: a club, or a department (shop, range, …) of a club. */
export interface ValidPlace {
  key: string;
  club: string;
  department: string | null;
}

/**
 * Where a voucher can be used (its `where`), as names: every club of `club_ids` and every
 * department of `department_ids` with its club, in the order given. Empty lists mean the issuing
 * club only, which the details already name. Ids not (yet) known are left out.
 */
export function validPlaces(
  where: VoucherItem['where'],
  clubs: readonly Pick<Club, 'club_id' | 'name'>[],
  departments: readonly Department[],
): ValidPlace[] {
  const clubName = new Map(clubs.map((club) => [club.club_id, club.name]));
  const places: ValidPlace[] = [];
  for (const id of where.club_ids) {
    const name = clubName.get(id);
    if (name) places.push({ key: `c${id}`, club: name, department: null });
  }
  const departmentById = new Map(departments.map((department) => [department.department_id, department]));
  for (const id of where.department_ids) {
    const department = departmentById.get(id);
    const club = department ? clubName.get(department.club_id) : undefined;
    if (department && club) places.push({ key: `d${id}`, club, department: department.department_name });
  }
  return places;
}
