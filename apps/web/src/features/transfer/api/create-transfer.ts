import { createTransfer } from '@golfwallet/core/contracts/transfers/create-transfer';
import type { TransferRequestBody } from '@golfwallet/core/validation/transfer';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface TransferRequest {
  /** One voucher of the group; the API takes `quantity` from it and its identical unprinted siblings. */
  voucherId: number;
  body: TransferRequestBody;
}

/** POST /voucher/transfer/:id: sends the link to the recipient by e-mail or SMS. */
export function sendTransfer({ voucherId, body }: TransferRequest) {
  return api(createTransfer, { params: { id: String(voucherId) }, body });
}

/** Sends a transfer; `onTransferred` lets the page reload what the transfer changed (its lists). */
export function useCreateTransfer(onTransferred?: () => void) {
  return useMutation({
    mutationFn: sendTransfer,
    // Offline, fail at once with the connection text instead of waiting unseen (spec §8).
    networkMode: 'always',
    onSuccess: () => onTransferred?.(),
  });
}
