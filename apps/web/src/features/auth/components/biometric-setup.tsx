import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { useBiometricsAvailable, useSetUpBiometrics } from '../api/biometric';

/** Sets up fingerprint or face login on this device (the app's More tab), where the device can. */
export function BiometricSetup() {
  const { t } = useTranslation();
  const available = useBiometricsAvailable();
  const setUp = useSetUpBiometrics();
  if (!available.data) return null;
  return (
    <section className="biometric-setup" aria-labelledby="biometric-setup-title">
      <h2 id="biometric-setup-title" className="app-subtitle">
        {t('auth.biometric.setUp')}
      </h2>
      <p>{t('auth.biometric.setUpIntro')}</p>
      {setUp.isSuccess ? (
        <p className="app-success" role="status">
          {t('auth.biometric.ready')}
        </p>
      ) : (
        <Button
          variant="secondary"
          className="button--block"
          busy={setUp.isPending}
          onClick={() => setUp.mutate()}
        >
          {t('auth.biometric.setUp')}
        </Button>
      )}
      {setUp.isError && (
        <p className="app-alert" role="alert">
          {t('auth.biometric.setUpFailed')}
        </p>
      )}
    </section>
  );
}
