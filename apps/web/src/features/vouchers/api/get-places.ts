import { listClubs } from '@golfwallet/core/contracts/reference/list-clubs';
import { listDepartments } from '@golfwallet/core/contracts/reference/list-departments';
import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type ValidPlace, validPlaces } from '../model/valid-places';

/** Clubs and departments change rarely: loaded once per visit, and only when a voucher needs them. */
const REFERENCE_STALE_MS = 60 * 60_000;

/**
 * The names of the places a voucher is valid at (GET /clubs, and GET /departments when it names
 * departments); empty while they load, or when the voucher is for its issuing club only.
 */
export function useValidPlaces(voucher: Pick<VoucherItem, 'where'> | null): ValidPlace[] {
  const where = voucher?.where ?? { club_ids: [], department_ids: [] };
  const clubs = useQuery({
    queryKey: ['reference', 'clubs'],
    queryFn: () => api(listClubs, {}),
    enabled: where.club_ids.length > 0 || where.department_ids.length > 0,
    staleTime: REFERENCE_STALE_MS,
  });
  const departments = useQuery({
    queryKey: ['reference', 'departments'],
    queryFn: () => api(listDepartments, {}),
    enabled: where.department_ids.length > 0,
    staleTime: REFERENCE_STALE_MS,
  });
  return validPlaces(where, clubs.data ?? [], departments.data ?? []);
}
