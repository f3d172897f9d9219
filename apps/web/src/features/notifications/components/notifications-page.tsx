import {
  NOTIFICATION_KINDS,
  type NotificationSettings,
} from '@golfwallet/core/contracts/notifications/shapes';
import { formatDateTime, fromUnixSeconds } from '@golfwallet/core/format/dates';
import { DEFAULT_LOCALE, isLocale } from '@golfwallet/core/i18n/locales';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import {
  useInbox,
  useMarkRead,
  useNotificationSettings,
  useSaveNotificationSettings,
} from '../api/notifications';
import { PushSetting } from './push-setting';

/**
 * More → Notifications (spec §2): the inbox the API keeps (a voucher received, a transfer
 * accepted, an offer, a voucher expiring within 7 days) with the unread count, push on this
 * device, and the settings per kind. A voucher sent to the golfer arrives once the transfer is
 * accepted by its link (spec §2 "Transfer page"), and the screen says so.
 */
export function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const inbox = useInbox();
  const markRead = useMarkRead();

  return (
    <div className="notifications">
      <h1 className="app-title">{t('app.notifications.title')}</h1>
      {inbox.isPending ? (
        <Spinner />
      ) : inbox.isError ? (
        <p className="app-alert" role="alert">
          {errorMessage(inbox.error, t)}
        </p>
      ) : (
        <>
          <p role="status">{t('app.notifications.unread', { count: inbox.data.unread })}</p>
          {/* A transfer waits for the recipient to accept it by the mailed link; only then is there
              anything to show here (issue 34, item 7). */}
          <p className="notifications__note">{t('app.notifications.transfersArrive')}</p>
          {inbox.data.items.length === 0 ? (
            <p>{t('app.notifications.empty')}</p>
          ) : (
            <ul className="history__list">
              {inbox.data.items.map((item) => (
                <li
                  key={item.id}
                  className={['history__item', item.read ? null : 'notification--unread']
                    .filter(Boolean)
                    .join(' ')}
                >
                  <span className="history__kind">
                    {t(`app.notifications.kinds.${item.kind}`, { name: item.voucher_name })}
                  </span>
                  <time className="history__time" dateTime={new Date(item.created_at * 1000).toISOString()}>
                    {formatDateTime(
                      fromUnixSeconds(item.created_at),
                      Intl.DateTimeFormat().resolvedOptions().timeZone,
                      locale,
                    )}
                  </time>
                </li>
              ))}
            </ul>
          )}
          {inbox.data.unread > 0 && (
            <Button
              variant="secondary"
              className="button--block"
              busy={markRead.isPending}
              onClick={() => markRead.mutate(undefined)}
            >
              {t('app.notifications.markAll')}
            </Button>
          )}
          {markRead.isError && (
            <p className="app-alert" role="alert">
              {errorMessage(markRead.error, t)}
            </p>
          )}
        </>
      )}
      <PushSetting />
      <NotificationSettingsForm />
    </div>
  );
}

function NotificationSettingsForm() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  if (!settings.data) return null;
  const current = draft ?? settings.data;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(current);
  };

  return (
    <form className="feedback" onSubmit={onSubmit}>
      <fieldset className="feedback__rating">
        <legend className="app-subtitle">{t('app.notifications.settings')}</legend>
        {NOTIFICATION_KINDS.map((kind) => (
          <label key={kind} className="feedback__star">
            <input
              type="checkbox"
              checked={current[kind]}
              onChange={(event) => setDraft({ ...current, [kind]: event.target.checked })}
            />
            {t(`app.notifications.settingKinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      {save.isSuccess && (
        <p className="app-success" role="status">
          {t('app.notifications.saved')}
        </p>
      )}
      {save.isError && (
        <p className="app-alert" role="alert">
          {errorMessage(save.error, t)}
        </p>
      )}
      <Button type="submit" busy={save.isPending} className="button--block">
        {t('app.notifications.save')}
      </Button>
    </form>
  );
}
