import {
  finishBiometricSignIn,
  removeBiometricKey,
  startBiometricSignIn,
} from '@golfwallet/core/contracts/webauthn/webauthn';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../../lib/api';
import { biometricsQueryKey } from '../../../lib/device-authenticator';
import { forgetDeviceKey, setUpDeviceKey } from '../../../lib/device-keys';
import { closeLoginPopup } from '../../../lib/login-popup';
import { afterSignInPath, completeSignIn } from '../../../lib/sign-in';
import { local } from '../../../lib/storage';
import { device } from '../../../lib/platform/device';

/**
 * Sets up fingerprint or face login on this device for the signed-in golfer; the device remembers
 * the key it made, so it offers fingerprint or face only with a key of its own.
 */
export function useSetUpBiometrics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => setUpDeviceKey(queryClient),
    onSettled: () => queryClient.invalidateQueries({ queryKey: biometricsQueryKey }),
  });
}

/** Removes one of the golfer's keys (this device's or another's); this device forgets it too. */
export function useRemoveBiometricKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentialId: string) => {
      await api(removeBiometricKey, { body: { credential_id: credentialId } });
      await forgetDeviceKey(credentialId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: biometricsQueryKey }),
  });
}

/**
 * Signs in with fingerprint or face: the device signs our challenge, the API opens a session.
 * Then, as after an e-mail login, the login popup closes and the golfer goes on (My clubs in the
 * app; a pending transfer or the vouchers on the web).
 */
export function useBiometricSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
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
    onSuccess: () => {
      closeLoginPopup();
      const next = afterSignInPath(pathname, local.get('transferProcess'));
      if (next) navigate(next, { replace: true });
    },
  });
}
