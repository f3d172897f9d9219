import { uploadVoucher } from '@golfwallet/core/contracts/vouchers/upload-voucher';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { WALLET_QUERY_KEY } from '../../../lib/wallet-key';

/** POST /voucher/upload {voucher_number}; offline it fails at once with the connection text. */
export function useUploadVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voucherNumber: string) => api(uploadVoucher, { body: { voucher_number: voucherNumber } }),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY }),
  });
}
