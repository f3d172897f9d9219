import { useTranslation } from '../../../lib/use-translation';
import { Spinner } from '../../../components/ui/spinner';
import { currentLocale } from '../../../lib/i18n';
import { SUPPORT_EMAIL } from '../../../lib/site-links';
import { useSections } from '../../../lib/use-sections';
import { useScrollToTop } from '../hooks/use-scroll-to-top';
import { mobileHelpLocale } from '../model/page-locales';
import '../../../styles/pages.css';

const VALUES = ['free', 'setPrice', 'percentOff', 'amountOff'] as const;
const TYPES = ['normal', 'offer', 'loyalty'] as const;

/**
 * /faq-mobile: the static voucher help shown inside the app (spec §2), in Danish, German or
 * English by location; value settings and voucher types. Scrolls to the top on open.
 */
export function FaqMobilePage() {
  useScrollToTop();
  const helpLocale = mobileHelpLocale(currentLocale());
  const { status } = useSections(helpLocale, ['faq']);
  const { t } = useTranslation(helpLocale);
  if (status === 'loading') return <Spinner />;
  return (
    <article className="page page--reading page--app container" lang={helpLocale}>
      <title>{`${t('faq.title')} – GolfWallet`}</title>
      <h1 className="page__title">{t('faq.title')}</h1>
      <p className="page__lead">{t('faq.intro')}</p>

      <section aria-labelledby="help-values">
        <h2 id="help-values">{t('faq.valuesTitle')}</h2>
        <p>{t('faq.valuesIntro')}</p>
        <dl className="help-list">
          {VALUES.map((value) => (
            <div key={value} className="help-list__item">
              <dt>{t(`faq.values.${value}.title`)}</dt>
              <dd>{t(`faq.values.${value}.text`)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="help-types">
        <h2 id="help-types">{t('faq.typesTitle')}</h2>
        <p>{t('faq.typesIntro')}</p>
        <dl className="help-list">
          {TYPES.map((type) => (
            <div key={type} className="help-list__item">
              <dt>{t(`faq.types.${type}.title`)}</dt>
              <dd>{t(`faq.types.${type}.text`)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="help-use">
        <h2 id="help-use">{t('faq.useTitle')}</h2>
        <p>{t('faq.useText')}</p>
      </section>

      <section aria-labelledby="help-print">
        <h2 id="help-print">{t('faq.printTitle')}</h2>
        <p>{t('faq.printText')}</p>
      </section>

      <p className="page__note">{t('faq.contactText', { email: SUPPORT_EMAIL })}</p>
    </article>
  );
}
