import { listDepartments } from '@golfwallet/core/contracts/reference/list-departments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The clubs' departments (GET /departments), to redeem a department voucher at its club. */
export const departmentsQueryOptions = queryOptions({
  queryKey: ['departments'] as const,
  queryFn: () => api(listDepartments, {}),
  staleTime: 60 * 60_000,
});

export function useDepartments() {
  return useQuery(departmentsQueryOptions);
}
