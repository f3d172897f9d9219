import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DeadEnd } from '../../../components/ui/dead-end';
import { Spinner } from '../../../components/ui/spinner';
import { dispatchDraft } from '../model/draft-store';
import {
  type FederationOutcome,
  federationDraft,
  federationState,
  parseFederationParams,
} from '../model/federation';
import { useHandleFederationResult } from './federation-result-handler';
import './registration.css';
import { useRegistrationNavigate } from '../hooks/use-registration-navigate';

/**
 * /register/oauth-consumer: where the golf-union sign-in returns, with the result in the query
 * string (spec §4). Without a session or existing golf ids it asks whether the person already has
 * an account: No registers them automatically, Yes imports the existing account.
 */
export function OAuthConsumerPage() {
  const { pathname } = useLocation();
  // The same page also answers at /oauth-consumer, outside the registration frame.
  if (pathname.startsWith('/register')) return <OAuthConsumer />;
  return (
    <div className="registration">
      <OAuthConsumer />
    </div>
  );
}

function OAuthConsumer() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const handle = useHandleFederationResult();
  const started = useRef(false);
  const [kind, setKind] = useState<FederationOutcome['kind'] | 'working'>('working');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    handle(parseFederationParams(params)).then(setKind, () => setKind('failed'));
  }, [handle, params]);

  if (kind === 'working' || kind === 'signed-in' || kind === 'update') {
    return (
      <>
        <h1>{t('registration.oauth.title')}</h1>
        <p>{t('registration.oauth.working')}</p>
        <Spinner />
      </>
    );
  }
  if (kind === 'failed') {
    return (
      <DeadEnd title={t('registration.oauth.title')} message={t('errors.cannotLogin')}>
        <li>
          <Link to="/register" className="button button--primary">
            {t('registration.oauth.tryAgain')}
          </Link>
        </li>
      </DeadEnd>
    );
  }
  return <OAuthQuestion />;
}

/**
 * "Do you already have an account?" after a union sign-in that matched none (spec §4): No starts
 * the automatic registration on the password step, Yes goes to the import screen.
 */
export function OAuthQuestion() {
  const { t } = useTranslation();
  const goTo = useRegistrationNavigate();

  const noAccount = () => {
    const result = federationState.get().result;
    if (!result) return;
    dispatchDraft({ type: 'abort' });
    dispatchDraft({ type: 'set', data: federationDraft(result) });
    goTo('password');
  };

  return (
    <>
      <h1>{t('registration.oauth.existingTitle')}</h1>
      <p>{t('registration.oauth.existingText')}</p>
      <div className="registration__choices">
        <Button onClick={() => goTo('import')}>{t('registration.oauth.yes')}</Button>
        <Button variant="secondary" onClick={noAccount}>
          {t('registration.oauth.no')}
        </Button>
      </div>
    </>
  );
}
