import { countryPhrases } from '@golfwallet/core/i18n/glossary';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { SiteLink, useSitePlace } from '../../../components/ui/site-link';
import { accountDeletedNotice } from '../../../lib/account-deleted';
import { currentLocale } from '../../../lib/i18n';
import { languageLinks } from '../../../lib/language-sites';
import { openLoginPopup } from '../../../lib/login-popup';
import { useStore } from '../../../lib/store';
import { drivingRangeUrl } from '../../../lib/site-links';
import { useVisitorCountry } from '../api/get-geoip';
import { useLoginPopupFlag } from '../hooks/use-login-popup-flag';
import { suggestedSiteLocale } from '../model/geo';
import { AppLinks } from './app-links';
import { BenefitIcon, type BenefitIconName } from './benefit-icon';
import { HeroArt } from './hero-art';
import { PATHS } from '../../../lib/paths';
import '../../../styles/pages.css';

const BENEFITS: BenefitIconName[] = ['collect', 'transfer', 'redeem', 'offers'];

/**
 * The front page for signed-out visitors (spec §2): greets the visitor's country (by IP), offers
 * sign-up and login, four benefit blocks, the driving-range site and the apps. (Signed-in golfers
 * go on to /vouchers: app/routes/landing.tsx.) Prerendered for each language (src/prerender.tsx).
 */
export function LandingPage() {
  useLoginPopupFlag();
  const { t } = useTranslation();
  const locale = currentLocale();
  const placeNow = useSitePlace();
  const country = useVisitorCountry();
  const accountDeleted = useStore(accountDeletedNotice);
  const otherLocale = country ? suggestedSiteLocale(country.country_code, locale) : null;
  const place = countryPhrases(locale, country?.country_code);
  const otherSite =
    otherLocale && place ? languageLinks(placeNow).find((link) => link.locale === otherLocale) : undefined;

  return (
    <div className="landing">
      <title>{`${t('common.appName')} – ${t('pages.landing.title')}`}</title>
      {accountDeleted && (
        <div className="landing__notice container" role="status">
          <p>{t('pages.landing.accountDeleted')}</p>
          <Button variant="secondary" onClick={() => accountDeletedNotice.set(false)}>
            {t('common.close')}
          </Button>
        </div>
      )}
      <section className="hero" aria-labelledby="landing-title">
        <div className="hero__inner container">
          <div className="hero__text">
            <p className="hero__greeting" aria-live="polite">
              {country && (
                <span className="hero__greeting-pill">
                  {place
                    ? t('pages.landing.greeting', { from: place.from })
                    : t('pages.landing.greetingAnywhere')}
                </span>
              )}
            </p>
            <h1 id="landing-title" className="hero__title">
              {t('pages.landing.title')}
            </h1>
            <p className="hero__intro">{t('pages.landing.intro')}</p>
            <div className="hero__actions">
              <SiteLink to={PATHS.register.start} className="button button--primary button--large">
                {t('common.header.signUp')}
              </SiteLink>
              <Button variant="secondary" className="button--large" onClick={() => openLoginPopup()}>
                {t('common.header.logIn')}
              </Button>
            </div>
            {otherSite && place && (
              <p className="hero__other-site">
                <a href={otherSite.href} hrefLang={otherSite.locale}>
                  {t('pages.landing.otherSite', { in: place.in })}
                </a>
              </p>
            )}
          </div>
          <HeroArt />
        </div>
      </section>

      <section className="benefits container" aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="section-title">
          {t('pages.landing.benefitsTitle')}
        </h2>
        <ul className="benefits__list">
          {BENEFITS.map((name) => (
            <li key={name} className="benefit">
              <BenefitIcon name={name} />
              <h3 className="benefit__title">{t(`pages.landing.benefits.${name}.title`)}</h3>
              <p className="benefit__text">{t(`pages.landing.benefits.${name}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="promos container">
        <section className="promo promo--range" aria-labelledby="range-title">
          <h2 id="range-title" className="promo__title">
            {t('pages.landing.rangeTitle')}
          </h2>
          <p>{t('pages.landing.rangeText')}</p>
          <a className="button button--light" href={drivingRangeUrl()}>
            {t('pages.landing.rangeLink')}
          </a>
        </section>
        <section className="promo promo--apps" aria-labelledby="apps-title">
          <h2 id="apps-title" className="promo__title">
            {t('pages.landing.appsTitle')}
          </h2>
          <p>{t('pages.landing.appsText')}</p>
          <AppLinks />
        </section>
      </div>
    </div>
  );
}
