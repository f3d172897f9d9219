import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useAudit } from '../api/reports';
import { usePortalFormat } from '../hooks/use-portal-format';

/** The club's audit log, newest first, read-only. */
export function AuditPage() {
  const { t } = useTranslation();
  const audit = useAudit();
  const { dateTime } = usePortalFormat();
  return (
    <>
      <h1>{t('partner.audit.title')}</h1>
      {audit.isPending && <Spinner />}
      {audit.isError && <Alert variant="error">{errorMessage(audit.error, t)}</Alert>}
      {audit.data && audit.data.items.length === 0 && <p>{t('partner.audit.empty')}</p>}
      {audit.data && audit.data.items.length > 0 && (
        <table className="portal-table">
          <thead>
            <tr>
              <th scope="col">{t('partner.audit.at')}</th>
              <th scope="col">{t('partner.audit.who')}</th>
              <th scope="col">{t('partner.audit.action')}</th>
              <th scope="col">{t('partner.audit.subject')}</th>
            </tr>
          </thead>
          <tbody>
            {audit.data.items.map((row) => (
              <tr key={row.id}>
                <td>{dateTime(row.at)}</td>
                <td>{row.staff_name ?? '—'}</td>
                <td>{t(`partner.audit.actions.${row.action}`)}</td>
                <td>{row.subject}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
