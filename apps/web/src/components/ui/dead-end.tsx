import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { Logo } from './logo';
import { PATHS } from '../../lib/paths';

/**
 * A page that cannot go on (a transfer link that does not work, an expired password link, a
 * failed sign-in return) on a route without the header and footer: the logo, what went wrong, the
 * way on the caller gives (`children`, e.g. "Ask for a new link") and always a way home.
 */
export function DeadEnd({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="dead-end" aria-labelledby="dead-end-title">
      <Logo to={PATHS.landing} label={t('common.logoHome')} />
      <h1 id="dead-end-title">{title}</h1>
      <p className="dead-end__message" role="alert">
        {message}
      </p>
      <ul className="dead-end__actions">
        {children}
        <li>
          <Link to={PATHS.landing} className="button button--secondary">
            {t('common.deadEnd.home')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
