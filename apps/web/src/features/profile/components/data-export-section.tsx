import type { UserProfile } from '@golfwallet/core/contracts/user/shapes';
import { formatDate } from '@golfwallet/core/format/dates';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { errorMessage } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';
import { useSections } from '../../../lib/use-sections';
import { useDataExportStatus, useRequestDataExport } from '../api/data-export';

const TIME_ZONE = 'Europe/Copenhagen';

/**
 * "Download my data" (issue 18, spec §1 privacy text): asks the API for an export, which is
 * prepared in the background and mailed as a single-use link. A request within 6 months of the
 * last one is refused with the policy's reason and the dates (the server's message is shown).
 */
export function DataExportSection({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const texts = useSections(locale, ['privacy']).status;
  const status = useDataExportStatus(user.email_confirmed);
  const request = useRequestDataExport();
  const [done, setDone] = useState<{ email: string; days: number } | null>(null);
  if (texts !== 'ready') return null;

  const last = status.data?.last_requested_at;
  return (
    <section className="profile__data" aria-labelledby="profile-data">
      <h2 id="profile-data">{t('privacy.export.title')}</h2>
      <p>{t('privacy.export.text')}</p>
      {last && (
        <p>{t('privacy.export.lastRequest', { date: formatDate(new Date(last), TIME_ZONE, locale) })}</p>
      )}
      {request.isError && (
        <p className="form-alert" role="alert">
          {errorMessage(request.error, t)}
        </p>
      )}
      <Button
        variant="secondary"
        busy={request.isPending}
        onClick={() =>
          request.mutate(undefined, {
            onSuccess: (answer) => setDone({ email: answer.email, days: answer.link_days }),
          })
        }
      >
        {t('privacy.export.button')}
      </Button>
      <MessageDialog
        open={done !== null}
        title={t('privacy.export.requestedTitle')}
        buttonLabel={t('profile.gotIt')}
        onClose={() => setDone(null)}
      >
        {t('privacy.export.requestedText', { email: done?.email ?? '', days: done?.days ?? 0 })}
      </MessageDialog>
    </section>
  );
}
