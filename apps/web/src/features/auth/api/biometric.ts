import {
  finishBiometricRegistration,
  finishBiometricSignIn,
  startBiometricRegistration,
  startBiometricSignIn,
} from '@golfwallet/core/contracts/webauthn/webauthn';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { completeSignIn } from '../../../lib/sign-in';

/** The device layer, loaded when first needed: the Log in screen ships without it. */
const device = () => import('../../../lib/platform/platform').then((module) => module.platform());

/** Whether this device can sign in with fingerprint or face. */
export function useBiometricsAvailable() {
  return useQuery({
    queryKey: ['biometrics', 'available'],
    queryFn: async () => (await device()).biometrics.available(),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Sets up fingerprint or face login on this device for the signed-in golfer. */
export function useSetUpBiometrics() {
  return useMutation({
    mutationFn: async () => {
      const start = await api(startBiometricRegistration, {});
      const response = await (await device()).biometrics.register(start.options);
      return api(finishBiometricRegistration, {
        body: { challenge_id: start.challenge_id, response: response as never },
      });
    },
  });
}

/** Signs in with fingerprint or face: the device signs our challenge, the API opens a session. */
export function useBiometricSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const start = await api(startBiometricSignIn, {});
      const here = await device();
      const response = await here.biometrics.authenticate(start.options);
      const session = await api(finishBiometricSignIn, {
        body: {
          challenge_id: start.challenge_id,
          response: response as never,
          device_platform: here.name,
        },
      });
      await completeSignIn(queryClient, session.session_id);
      return session;
    },
  });
}
