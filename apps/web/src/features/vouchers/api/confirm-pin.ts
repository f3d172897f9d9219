import { startPinConfirmation } from '@golfwallet/core/contracts/webauthn/webauthn';
import { api } from '../../../lib/api';
import { useBiometricKeys } from '../../../lib/device-keys';
import { device } from '../../../lib/platform/device';
import type { RedeemBody } from './redeem-voucher';

/**
 * Whether this device can confirm a voucher's PIN with fingerprint or face: it holds a key of
 * the signed-in golfer's that the server still has.
 */
export function useDeviceConfirmsPin(enabled: boolean): boolean {
  const keys = useBiometricKeys(enabled);
  return (keys.data?.here.length ?? 0) > 0;
}

/**
 * The device's fingerprint or face in place of a voucher's PIN: the API's challenge for this
 * voucher, signed by one of the golfer's own credentials on this device.
 */
export async function confirmPinWithDevice(voucherId: number): Promise<NonNullable<RedeemBody['assertion']>> {
  const start = await api(startPinConfirmation, { body: { voucher_id: voucherId } });
  const response = await (await device()).biometrics.authenticate(start.options);
  return { challenge_id: start.challenge_id, response: response as never };
}
