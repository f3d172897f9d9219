import { startPinConfirmation } from '@golfwallet/core/contracts/webauthn/webauthn';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { platform } from '../../../lib/platform/platform';
import type { RedeemBody } from './redeem-voucher';

/** Whether this device can confirm a voucher's PIN with fingerprint or face. */
export function useDeviceConfirmsPin() {
  return useQuery({
    queryKey: ['biometrics', 'available'],
    queryFn: () => platform().biometrics.available(),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The device's fingerprint or face in place of a voucher's PIN: the API's challenge for this
 * voucher, signed by one of the golfer's own credentials on this device.
 */
export async function confirmPinWithDevice(voucherId: number): Promise<NonNullable<RedeemBody['assertion']>> {
  const start = await api(startPinConfirmation, { body: { voucher_id: voucherId } });
  const response = await platform().biometrics.authenticate(start.options);
  return { challenge_id: start.challenge_id, response: response as never };
}
