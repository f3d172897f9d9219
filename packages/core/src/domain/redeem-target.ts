/** What choosing where a voucher is used needs to know about it. */
export interface RedeemableVoucher {
  club_id: number;
  where: { club_ids: readonly number[]; department_ids: readonly number[] };
}

export interface DepartmentOfClub {
  department_id: number;
  club_id: number;
}

export interface RedeemTarget {
  club_id: number;
  department_id?: number;
}

/**
 * Where "Use here" redeems a voucher (the club and, for department vouchers, the department):
 * 1. the current club, when the voucher is valid there (listed, or the issuing club of a voucher
 *    without a where-list, or a listed department belongs to it);
 * 2. else the first listed department whose club is known;
 * 3. else the first listed club;
 * 4. else the issuing club.
 * Invariants: the answer is a place the voucher names (or its issuing club); a department is only
 * ever given with its own club. The server checks the choice again (restrictions, radius).
 */
export function chooseRedeemTarget(
  voucher: RedeemableVoucher,
  departments: readonly DepartmentOfClub[],
  currentClubId?: number | null,
): RedeemTarget {
  const listedDepartments = voucher.where.department_ids.flatMap((id) => {
    const department = departments.find((d) => d.department_id === id);
    return department ? [department] : [];
  });
  const unrestricted = voucher.where.club_ids.length === 0 && voucher.where.department_ids.length === 0;
  if (currentClubId != null) {
    const atCurrent = listedDepartments.find((d) => d.club_id === currentClubId);
    if (atCurrent) return { club_id: currentClubId, department_id: atCurrent.department_id };
    if (voucher.where.club_ids.includes(currentClubId)) return { club_id: currentClubId };
    if (unrestricted && voucher.club_id === currentClubId) return { club_id: currentClubId };
  }
  const department = listedDepartments[0];
  if (department) return { club_id: department.club_id, department_id: department.department_id };
  const club = voucher.where.club_ids[0];
  if (club !== undefined) return { club_id: club };
  return { club_id: voucher.club_id };
}
