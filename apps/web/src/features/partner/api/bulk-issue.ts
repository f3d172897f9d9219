import {
  type BulkIssueBody,
  getBulkIssue,
  previewBulkIssue,
  startBulkIssue,
} from '@golfwallet/core/contracts/partner/bulk-issue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from './partner-api';
import { partnerKeys } from './staff-session';

type BulkIssueInput = Pick<BulkIssueBody, 'product_id' | 'list' | 'include_opted_out'>;

/** Who a bulk issue would reach (nothing is issued). */
export function usePreviewBulkIssue() {
  return useMutation({ mutationFn: (body: BulkIssueInput) => partnerApi(previewBulkIssue, { body }) });
}

export function useStartBulkIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkIssueInput) => partnerApi(startBulkIssue, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.products() }),
  });
}

/** A started bulk issue, asked again every second until it is done. */
export function useBulkIssue(id: number | null) {
  return useQuery({
    queryKey: ['partner', 'bulk-issue', id ?? 0],
    queryFn: () => partnerApi(getBulkIssue, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : 1000),
  });
}
