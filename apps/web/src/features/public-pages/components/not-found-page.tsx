import { useTranslation } from '../../../lib/use-translation';
import { SiteLink } from '../../../components/ui/site-link';
import { Spinner } from '../../../components/ui/spinner';
import { currentLocale } from '../../../lib/i18n';
import { useSections } from '../../../lib/use-sections';
import { notFoundLocale } from '../model/page-locales';
import { PATHS } from '../../../lib/paths';
import '../../../styles/pages.css';

/** Any unknown address: buttons to the main page, FAQ and contact; Danish on Danish, else English. */
export function NotFoundPage() {
  const pageLocale = notFoundLocale(currentLocale());
  const { status } = useSections(pageLocale, ['pages']);
  const { t } = useTranslation(pageLocale);
  if (status === 'loading') return <Spinner />;
  return (
    <div className="page page--center container" lang={pageLocale}>
      <title>{`${t('pages.notFound.title')} – GolfWallet`}</title>
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">{t('pages.notFound.title')}</h1>
      <p className="page__lead">{t('pages.notFound.text')}</p>
      <div className="button-row">
        <SiteLink to={PATHS.landing} className="button button--primary">
          {t('pages.notFound.home')}
        </SiteLink>
        <SiteLink to={PATHS.faq} className="button button--secondary">
          {t('pages.notFound.faq')}
        </SiteLink>
        <SiteLink to={PATHS.contact} className="button button--secondary">
          {t('pages.notFound.contact')}
        </SiteLink>
      </div>
    </div>
  );
}
