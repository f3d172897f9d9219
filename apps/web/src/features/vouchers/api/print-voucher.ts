import { printVouchers } from '@golfwallet/core/contracts/vouchers/print-vouchers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { patchCachedVouchers } from './voucher-cache';

/** PATCH /voucher/pdf/:id: renders the PDF, marks the voucher printed and answers a link to it. */
export function printVoucher(voucherId: number) {
  return api(printVouchers, { params: { id: String(voucherId) } });
}

/** Prints one voucher; on success the lists show it as printed at once (the page reloads them later). */
export function usePrintVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: printVoucher,
    onSuccess: (result) => {
      patchCachedVouchers(queryClient, result.voucher_ids, { pdf: true });
    },
  });
}
