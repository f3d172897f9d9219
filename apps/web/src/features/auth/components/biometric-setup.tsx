import { formatDate } from '@golfwallet/core/format/dates';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { useBiometricKeys } from '../../../lib/device-keys';
import { errorMessage } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';
import { useRemoveBiometricKey, useSetUpBiometrics } from '../api/biometric';
import './biometric.css';

const TIME_ZONE = 'Europe/Copenhagen';

/**
 * Fingerprint or face login under More, where the device can: set it up on this device, or see
 * that it is; the golfer's keys on every device, each removable (a removed key signs nothing in
 * and confirms no PIN; this device then stops offering it).
 */
export function BiometricSetup() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const keys = useBiometricKeys();
  const setUp = useSetUpBiometrics();
  const remove = useRemoveBiometricKey();
  if (!keys.data?.available) return null;
  const here = new Set(keys.data.here);
  return (
    <section className="biometric-setup" aria-labelledby="biometric-setup-title">
      <h2 id="biometric-setup-title" className="app-subtitle">
        {t('auth.biometric.setUp')}
      </h2>
      <p>{t('auth.biometric.setUpIntro')}</p>
      {here.size > 0 ? (
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
      {keys.data.keys.length > 0 && (
        <>
          <h3 className="biometric-setup__keys-title">{t('auth.biometric.keysTitle')}</h3>
          <ul className="biometric-setup__keys">
            {keys.data.keys.map((key) => {
              const added = t('auth.biometric.keyAdded', {
                date: formatDate(new Date(key.created_at), TIME_ZONE, locale),
              });
              const name = here.has(key.credential_id)
                ? `${added} (${t('auth.biometric.thisDevice')})`
                : added;
              return (
                <li key={key.credential_id}>
                  <span>{name}</span>
                  <Button
                    variant="secondary"
                    busy={remove.isPending && remove.variables === key.credential_id}
                    aria-label={t('auth.biometric.removeKey', { key: name })}
                    onClick={() => remove.mutate(key.credential_id)}
                  >
                    {t('auth.biometric.remove')}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {remove.isError && (
        <p className="app-alert" role="alert">
          {errorMessage(remove.error, t)}
        </p>
      )}
    </section>
  );
}
