import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';

/**
 * /register (spec §2): the country picker with the golf-union sign-in (passed in by the route),
 * or sign-up by e-mail.
 */
export function RegisterStartPage({ golfUnionSignIn }: { golfUnionSignIn: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('registration.start.title')}</h1>
      <p>{t('registration.start.intro')}</p>
      <section className="registration__section" aria-labelledby="register-federation">
        <h2 id="register-federation">{t('registration.start.federationTitle')}</h2>
        <p>{t('registration.start.federationText')}</p>
        {golfUnionSignIn}
      </section>
      <section className="registration__section" aria-labelledby="register-email">
        <h2 id="register-email">{t('registration.start.emailTitle')}</h2>
        <p>{t('registration.start.emailText')}</p>
        <Link to={PATHS.register.email} className="button button--secondary">
          {t('registration.start.emailButton')}
        </Link>
      </section>
    </>
  );
}
