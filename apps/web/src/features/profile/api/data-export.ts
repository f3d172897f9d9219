import { getDataExport } from '@golfwallet/core/contracts/user/get-data-export';
import { requestDataExport } from '@golfwallet/core/contracts/user/request-data-export';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const dataExportQueryKey = ['user', 'data-export'] as const;

export const dataExportQueryOptions = () =>
  queryOptions({ queryKey: dataExportQueryKey, queryFn: () => api(getDataExport, {}) });

/** GET /user/data-export: the last data access request and when a new one is handled. */
export function useDataExportStatus(enabled: boolean) {
  return useQuery({ ...dataExportQueryOptions(), enabled });
}

/** POST /user/data-export ("Download my data"); the status is read again afterwards. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(requestDataExport, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportQueryKey }),
  });
}
