import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { drivingRangeUrl } from '../../../lib/site-links';
import '../../../styles/pages.css';

/** /driving-range: replaces this page with the external driving-range site (the server does too). */
export function DrivingRangeRedirect() {
  const { t } = useTranslation();
  const url = drivingRangeUrl();
  useEffect(() => {
    window.location.replace(url);
  }, [url]);
  return (
    <div className="page page--center container">
      <h1 className="page__title">{t('pages.drivingRange.redirecting')}</h1>
      <p>
        <a href={url}>{t('pages.drivingRange.link')}</a>
      </p>
    </div>
  );
}
