import { confirmTransferProcess } from '@golfwallet/core/contracts/transfers/confirm-transfer-process';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { transferProcessKeys } from './get-transfer-process';

export interface ConfirmTransferInput {
  token: string;
  locale: string;
}

/** PATCH /transfer-process/:token with an empty body: the vouchers become the caller's. */
export function confirmTransfer({ token, locale }: ConfirmTransferInput) {
  return api(confirmTransferProcess, { params: { token }, query: { locale }, body: {} });
}

export function useConfirmTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTransfer,
    onSuccess: (_result, { token }) =>
      queryClient.invalidateQueries({ queryKey: [...transferProcessKeys.all, token] }),
  });
}
