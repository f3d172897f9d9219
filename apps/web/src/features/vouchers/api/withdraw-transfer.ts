import { cancelTransfer } from '@golfwallet/core/contracts/transfers/cancel-transfer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateVoucherLists } from './get-vouchers';

/**
 * DELETE /voucher/transfer/:id: the sender withdraws a transfer nobody has accepted yet; the
 * vouchers are free again, so every list reloads.
 */
export function useWithdrawTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transferId: number) => api(cancelTransfer, { params: { id: transferId } }),
    onSettled: () => invalidateVoucherLists(queryClient),
  });
}
