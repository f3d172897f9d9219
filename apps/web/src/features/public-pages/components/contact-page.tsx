import { useTranslation } from '../../../lib/use-translation';
import { SiteLink } from '../../../components/ui/site-link';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../../lib/site-links';
import { PATHS } from '../../../lib/paths';
import '../../../styles/pages.css';

/** /contact-us: the Danish support phone number and the support e-mail address (spec §2). */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <div className="page container">
      <title>{`${t('pages.contact.title')} – ${t('common.appName')}`}</title>
      <h1 className="page__title">{t('pages.contact.title')}</h1>
      <p className="page__lead">{t('pages.contact.intro')}</p>
      <div className="contact-cards">
        <section className="card contact-card" aria-labelledby="contact-phone">
          <h2 id="contact-phone" className="card__title">
            {t('pages.contact.phoneTitle')}
          </h2>
          <p className="contact-card__label">{t('pages.contact.phoneText')}</p>
          <a className="contact-card__value" href={SUPPORT_PHONE_HREF}>
            {SUPPORT_PHONE}
          </a>
        </section>
        <section className="card contact-card" aria-labelledby="contact-email">
          <h2 id="contact-email" className="card__title">
            {t('pages.contact.emailTitle')}
          </h2>
          <p className="contact-card__label">{t('pages.contact.emailText')}</p>
          <a className="contact-card__value" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
        </section>
      </div>
      <p className="page__note">
        {t('pages.contact.faqText')} <SiteLink to={PATHS.faq}>{t('pages.contact.faqLink')}</SiteLink>.
      </p>
    </div>
  );
}
