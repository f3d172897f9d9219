import {
  finishBiometricRegistration,
  finishBiometricSignIn,
  startBiometricRegistration,
  startBiometricSignIn,
} from '@golfwallet/core/contracts/webauthn/webauthn';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { platform } from '../../../lib/platform/platform';
import { completeSignIn } from '../../../lib/sign-in';

/** Whether this device can sign in with fingerprint or face. */
export function useBiometricsAvailable() {
  return useQuery({
    queryKey: ['biometrics', 'available'],
    queryFn: () => platform().biometrics.available(),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Sets up fingerprint or face login on this device for the signed-in golfer. */
export function useSetUpBiometrics() {
  return useMutation({
    mutationFn: async () => {
      const start = await api(startBiometricRegistration, {});
      const response = await platform().biometrics.register(start.options);
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
      const response = await platform().biometrics.authenticate(start.options);
      const session = await api(finishBiometricSignIn, {
        body: {
          challenge_id: start.challenge_id,
          response: response as never,
          device_platform: platform().name,
        },
      });
      await completeSignIn(queryClient, session.session_id);
      return session;
    },
  });
}
