import type { ActiveSession } from '@golfwallet/core/contracts/session/active-sessions';
import { formatDate } from '@golfwallet/core/format/dates';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { serverFieldErrors } from '../../../lib/form-errors';
import { currentLocale } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { useActiveSessions, useEndSessions } from '../api/active-sessions';

const TIME_ZONE = 'Europe/Copenhagen';

/**
 * "Signed-in devices" (ASVS 7.5.2): the golfer's live sessions with device, sign-in and last use,
 * this one marked. Signing out another device, or all others, needs the current password (an
 * account without one leaves the field empty and must have signed in within 10 minutes).
 */
export function ActiveSessionsSection() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const list = useActiveSessions();
  const end = useEndSessions();
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const sessions = list.data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current);
  const when = (iso: string) => formatDate(new Date(iso), TIME_ZONE, locale);
  const fieldError = serverFieldErrors(end.error).find(
    (field) => field.field === 'current_password',
  )?.message;
  const failure = end.isError && !fieldError ? errorMessage(end.error, t) : null;

  const endSessions = (id: string | undefined) => {
    setDone(null);
    end.mutate(
      { id, current_password: password || undefined },
      {
        onSuccess: () => {
          setPassword('');
          setDone(id ? t('profile.sessions.ended') : t('profile.sessions.endedOthers'));
        },
      },
    );
  };
  const device = (session: ActiveSession) =>
    t(`profile.sessions.device.${session.device_platform ?? 'unknown'}`);

  return (
    <section className="profile__sessions" aria-labelledby="profile-sessions">
      <h2 id="profile-sessions">{t('profile.sessions.title')}</h2>
      <p>{t('profile.sessions.intro')}</p>
      <ul className="profile__session-list">
        {sessions.map((session) => (
          <li key={session.id} className="profile__session">
            <span>
              <strong>{device(session)}</strong>
              {session.current && <> ({t('profile.sessions.thisDevice')})</>}
            </span>
            <span>{t('profile.sessions.created', { date: when(session.created_at) })}</span>
            <span>{t('profile.sessions.lastUsed', { date: when(session.last_used_at) })}</span>
            {!session.current && (
              <Button
                variant="secondary"
                busy={end.isPending && end.variables?.id === session.id}
                aria-label={`${t('profile.sessions.end')}: ${device(session)}, ${when(session.created_at)}`}
                onClick={() => endSessions(session.id)}
              >
                {t('profile.sessions.end')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {list.isSuccess && others.length === 0 && <p>{t('profile.sessions.none')}</p>}
      {others.length > 0 && (
        <>
          <TextField
            label={t('profile.currentPassword.label')}
            type="password"
            autoComplete="current-password"
            value={password}
            error={fieldError}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button
            variant="secondary"
            busy={end.isPending && !end.variables?.id}
            onClick={() => endSessions(undefined)}
          >
            {t('profile.sessions.endOthers')}
          </Button>
        </>
      )}
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      {done && <p role="status">{done}</p>}
    </section>
  );
}
