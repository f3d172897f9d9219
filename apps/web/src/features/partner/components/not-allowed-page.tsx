import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { PORTAL } from '../model/paths';

/** What the desk sees in place of an owner-only page (its URL typed or followed). */
export function NotAllowedPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('partner.notAllowed.title')}</h1>
      <p>{t('partner.notAllowed.body')}</p>
      <p>
        <Link to={PORTAL.desk}>{t('partner.notAllowed.back')}</Link>
      </p>
    </>
  );
}
