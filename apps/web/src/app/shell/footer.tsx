import { useTranslation } from '../../lib/use-translation';
import { useCurrentYear } from '../../lib/current-year';
import { useSessionToken } from '../../lib/session';
import { Logo } from '../../components/ui/logo';
import { SiteLink } from '../../components/ui/site-link';
import { PATHS } from '../../lib/paths';

/** The site footer (spec §2): contact, privacy policy, terms and conditions, FAQ. */
export function Footer() {
  const { t } = useTranslation();
  const signedIn = Boolean(useSessionToken());
  const year = useCurrentYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="site-footer__brand">
          <Logo
            to={signedIn ? PATHS.vouchers : PATHS.landing}
            label={signedIn ? t('common.logoVouchers') : t('common.logoHome')}
            inverted
          />
          <p className="site-footer__tagline">{t('common.footer.tagline')}</p>
        </div>
        <nav className="site-footer__nav" aria-label={t('common.footer.navLabel')}>
          <ul className="site-footer__list">
            <li>
              <SiteLink to={PATHS.contact}>{t('common.footer.contact')}</SiteLink>
            </li>
            <li>
              <SiteLink to={PATHS.privacy}>{t('common.footer.privacy')}</SiteLink>
            </li>
            <li>
              <SiteLink to={PATHS.terms}>{t('common.footer.terms')}</SiteLink>
            </li>
            <li>
              <SiteLink to={PATHS.faq}>{t('common.footer.faq')}</SiteLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className="site-footer__bottom container">
        <p>{t('common.footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
