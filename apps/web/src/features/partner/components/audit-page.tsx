import { toLocale } from '@golfwallet/core/i18n/locales';
import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useAudit } from '../api/reports';
import { describeAuditChanges } from '../model/audit-changes';
import { usePortalFormat } from '../hooks/use-portal-format';

/** The club's audit log, newest first, read-only; an edit lists what it changed, before → after. */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? 'da';
  const audit = useAudit();
  const { dateTime } = usePortalFormat();
  return (
    <>
      <h1>{t('partner.audit.title')}</h1>
      {audit.isPending && <Spinner />}
      {audit.isError && <Alert variant="error">{errorMessage(audit.error, t)}</Alert>}
      {audit.data && audit.data.items.length === 0 && <p>{t('partner.audit.empty')}</p>}
      {audit.data && audit.data.items.length > 0 && (
        <table className="portal-table portal-table--stack">
          <thead>
            <tr>
              <th scope="col">{t('partner.audit.at')}</th>
              <th scope="col">{t('partner.audit.who')}</th>
              <th scope="col">{t('partner.audit.action')}</th>
              <th scope="col">{t('partner.audit.subject')}</th>
              <th scope="col">{t('partner.audit.changes')}</th>
            </tr>
          </thead>
          <tbody>
            {audit.data.items.map((row) => {
              const changes = describeAuditChanges(row.action, row.details, locale, t);
              return (
                <tr key={row.id}>
                  <td data-label={t('partner.audit.at')}>{dateTime(row.at)}</td>
                  <td data-label={t('partner.audit.who')}>{row.staff_name ?? '—'}</td>
                  <td data-label={t('partner.audit.action')}>{t(`partner.audit.actions.${row.action}`)}</td>
                  <td data-label={t('partner.audit.subject')}>{row.subject}</td>
                  <td data-label={t('partner.audit.changes')}>
                    {changes.length > 0 && (
                      <ul className="portal-plain-list">
                        {changes.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}
