import { useQuery } from '@tanstack/react-query';
import { device } from './platform/device';

/*
 * Whether the device can sign in with fingerprint or face, apart from the keys themselves
 * (lib/device-keys.ts): the sign-up's password step asks only this, and loads no more.
 */

/** Every query about fingerprint or face on this device; invalidate it after a key changes. */
export const biometricsQueryKey = ['biometrics'] as const;

/** Whether this device has a platform authenticator, asked of the platform (lib/platform). */
export async function authenticatorAvailable() {
  return (await device()).biometrics.available();
}

/** Whether this device has a platform authenticator (fingerprint or face) at all. */
export function useDeviceHasAuthenticator() {
  return useQuery({
    queryKey: [...biometricsQueryKey, 'available'],
    queryFn: authenticatorAvailable,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
