import { ApiError } from '@golfwallet/core/client/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { useDeviceHoldsKey } from '../../../lib/device-keys';
import { errorMessage } from '../../../lib/error-message';
import { useBiometricSignIn } from '../api/biometric';
import './biometric.css';

/**
 * "Log in with fingerprint or face", on the app's Log in screen and in the web's login popup, only
 * where this device holds a key it made (set up under More; removed keys are forgotten); a
 * cancelled prompt says nothing, a refusal says to use e-mail and password.
 */
export function BiometricSignIn() {
  const { t } = useTranslation();
  const holdsKey = useDeviceHoldsKey();
  const signIn = useBiometricSignIn();
  if (!holdsKey.data) return null;
  // The device's own prompt cancelled: nothing to tell beyond the button.
  const cancelled =
    signIn.error instanceof Error && ['NotAllowedError', 'AbortError'].includes(signIn.error.name);
  const problem =
    signIn.error instanceof ApiError
      ? errorMessage(signIn.error, t)
      : signIn.error && !cancelled
        ? t('errors.biometricSignInFailed')
        : null;
  return (
    <div className="biometric-sign-in">
      <p className="biometric-sign-in__or">{t('auth.biometric.or')}</p>
      <Button
        variant="secondary"
        className="button--block"
        busy={signIn.isPending}
        onClick={() => signIn.mutate()}
      >
        {t('auth.biometric.signIn')}
      </Button>
      {problem && (
        <p className="app-alert" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
