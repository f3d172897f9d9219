import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { PushError } from '../../../lib/platform/types';
import { usePushDevice, usePushSupported, useTurnOffPush, useTurnOnPush } from '../api/push';

/**
 * Push on this device (spec §2 "Notifications"): on or off per device; the browser asks for
 * permission when it is turned on, and a refusal says where to allow it.
 */
export function PushSetting() {
  const { t } = useTranslation();
  const device = usePushDevice();
  const turnOn = useTurnOnPush();
  const turnOff = useTurnOffPush();
  const supported = usePushSupported();
  const on = Boolean(device.data);
  const error = turnOn.error ?? turnOff.error;
  const problem =
    error instanceof PushError
      ? t(error.reason === 'denied' ? 'app.notifications.push.denied' : 'app.notifications.push.failed')
      : error
        ? errorMessage(error, t)
        : null;

  return (
    <section className="push-setting" aria-labelledby="push-setting-title">
      <h2 id="push-setting-title" className="app-subtitle">
        {t('app.notifications.push.title')}
      </h2>
      {supported.data === undefined ? null : !supported.data ? (
        <p>{t('app.notifications.push.unsupported')}</p>
      ) : (
        <>
          <p role="status">{t(on ? 'app.notifications.push.enabled' : 'app.notifications.push.disabled')}</p>
          {problem && (
            <p className="app-alert" role="alert">
              {problem}
            </p>
          )}
          <Button
            variant="secondary"
            className="button--block"
            busy={turnOn.isPending || turnOff.isPending || device.isPending}
            onClick={() => (on ? turnOff.mutate() : turnOn.mutate())}
          >
            {t(on ? 'app.notifications.push.off' : 'app.notifications.push.on')}
          </Button>
        </>
      )}
    </section>
  );
}
