import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { languageLinks } from '../../../lib/language-sites';

/**
 * The profile's language choice (spec §2): English, Danish, Norwegian, Swedish, each linking to its
 * country site (on other hosts the link switches language with ?lang=).
 */
export function LanguageLinks() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const links = languageLinks({ hostname: window.location.hostname, pathname });
  return (
    <section className="profile__languages" aria-labelledby="profile-language">
      <h2 id="profile-language">{t('profile.language.title')}</h2>
      <ul className="profile__language-list">
        {links.map((link) => (
          <li key={link.locale}>
            <a
              href={link.href}
              hrefLang={link.locale}
              aria-current={i18n.language === link.locale ? 'true' : undefined}
            >
              {t(`profile.language.${link.locale}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
