import { dispense } from '@golfwallet/core/contracts/range/dispense';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getDevicePosition } from '../model/position';
import { invalidateRange } from './get-dispensers';

export interface DispenseChoice {
  dispenserId: number;
  basketId: number;
  /** A driving-range card; null pays with ball money. */
  voucherId: number | null;
  /** The tap's Idempotency-Key: a retry of the same tap sends it again and drops no second basket. */
  key: string;
}

/**
 * POST /range/dispense with the device position (the server checks the distance; without a
 * position it answers 'Geolocation is not available yet'), under the tap's Idempotency-Key.
 * Reloads the uses left afterwards.
 */
export async function dispenseBasket(choice: DispenseChoice) {
  const position = await getDevicePosition().catch(() => null);
  return api(dispense, {
    headers: { 'idempotency-key': choice.key },
    body: {
      dispenser_id: choice.dispenserId,
      basket_id: choice.basketId,
      ...(choice.voucherId !== null ? { voucher_id: choice.voucherId } : {}),
      ...(position ?? {}),
    },
  });
}

export function useDispense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dispenseBasket,
    onSettled: () => void invalidateRange(queryClient),
  });
}
