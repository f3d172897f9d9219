import { useTranslation } from '../../lib/use-translation';

/** A loading indicator; `overlay` covers the page (spec §2: while vouchers load). */
export function Spinner({ overlay = false }: { overlay?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={overlay ? 'spinner-overlay' : 'spinner-inline'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
