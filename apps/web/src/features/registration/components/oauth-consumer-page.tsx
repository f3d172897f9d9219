import { ApiError } from '@golfwallet/core/client/api-client';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isNetworkError } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';
import { usePressThrottle } from '../../../lib/press-throttle';
import { useSections } from '../../../lib/use-sections';
import { useRegisterFederated } from '../api/register-federated';
import { dispatchDraft } from '../model/draft-store';
import { takeSignInResult } from '../api/take-sign-in-result';
import { federationDraft, federationState, signInFailureKey, signInResultCode } from '../model/federation';
import { type HandledKind, useHandleFederationResult } from './federation-result-handler';
import './registration.css';
import { useRegistrationArea, useRegistrationNavigate } from '../hooks/use-registration-navigate';
import { isInArea, PATHS } from '../../../lib/paths';

// Shown only when the automatic registration fails: loaded then, not with the page.
const MessageDialog = lazy(() =>
  import('../../../components/ui/message-dialog').then((module) => ({ default: module.MessageDialog })),
);
// Shown only when the sign-in return failed: loaded then, not with the page.
const DeadEnd = lazy(() =>
  import('../../../components/ui/dead-end').then((module) => ({ default: module.DeadEnd })),
);

/**
 * /register/oauth-consumer: where the golf-union sign-in returns (spec §4), with a failure or a
 * one-time code in the query (`?result=`), which the page exchanges once for the result (issue 31:
 * no session id or personal data in the address). Without a session or existing golf ids it asks
 * whether the person already has an account: No registers them automatically, Yes imports the
 * existing account.
 */
export function OAuthConsumerPage() {
  const { pathname } = useLocation();
  // The same page also answers at /oauth-consumer, outside the registration frame.
  if (!isInArea(pathname, PATHS.oauthConsumer)) return <OAuthConsumer />;
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
  const [kind, setKind] = useState<HandledKind | 'working'>('working');
  // The server's own words for a refusal (a spent code, a golf ID of another person), if any.
  const [refusal, setRefusal] = useState<string | null>(null);

  const failure = signInFailureKey(params.get('error'));
  // The reasons are golf-ID texts, not among the page texts every page loads.
  const federationTexts = useSections(currentLocale(), ['federation']).status;

  useEffect(() => {
    if (started.current || failure) return;
    started.current = true;
    const code = signInResultCode(params);
    if (!code) {
      setKind('failed');
      return;
    }
    takeSignInResult(code)
      .then(handle)
      .then(setKind, (error: unknown) => {
        if (error instanceof ApiError && error.code !== 'INTERNAL' && !isNetworkError(error)) {
          setRefusal(errorMessage(error, t));
        }
        setKind('failed');
      });
  }, [handle, params, failure, t]);

  if (failure && federationTexts === 'loading') return <Spinner />;
  if (failure) {
    return <SignInFailed message={t(failure)} />;
  }

  if (kind === 'working' || kind === 'signed-in' || kind === 'update' || kind === 'linked') {
    return (
      <>
        <h1>{t('registration.oauth.title')}</h1>
        <p>{t('registration.oauth.working')}</p>
        <Spinner />
      </>
    );
  }
  if (kind === 'failed') {
    return <SignInFailed message={refusal ?? t('errors.cannotLogin')} />;
  }
  return <OAuthQuestion />;
}

/** The union sign-in's return failed: what went wrong, and back to the union sign-in. */
function SignInFailed({ message }: { message: string }) {
  const { t } = useTranslation();
  const { unionSignIn } = useRegistrationArea();
  return (
    <Suspense fallback={<Spinner />}>
      <DeadEnd title={t('registration.oauth.title')} message={message}>
        <li>
          <Link to={unionSignIn} className="button button--primary">
            {t('registration.oauth.tryAgain')}
          </Link>
        </li>
      </DeadEnd>
    </Suspense>
  );
}

/**
 * "Do you already have an account?" after a union sign-in that matched none (spec §4): No
 * registers automatically from what the union verified (no password) and signs in, or shows
 * 'Can not register you automatically'; without a sign-in proof it falls back to the password
 * step. Yes goes to the import screen.
 */
export function OAuthQuestion() {
  const { t } = useTranslation();
  const goTo = useRegistrationNavigate();
  const navigate = useNavigate();
  const { signedIn } = useRegistrationArea();
  const registerFederated = useRegisterFederated();
  const tryPress = usePressThrottle();
  const [failed, setFailed] = useState(false);

  const noAccount = () => {
    const result = federationState.get().result;
    if (!result || !tryPress()) return;
    if (result.updateSessionId) {
      registerFederated.mutate(result.updateSessionId, {
        onSuccess: () => navigate(signedIn, { replace: true }),
        onError: () => {
          tryPress.release();
          setFailed(true);
        },
      });
      return;
    }
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
        <Button variant="secondary" onClick={noAccount} busy={registerFederated.isPending}>
          {t('registration.oauth.no')}
        </Button>
      </div>
      {failed && (
        <Suspense fallback={null}>
          <MessageDialog
            open
            title={t('errors.networkTitle')}
            buttonLabel={t('registration.ok')}
            onClose={() => setFailed(false)}
          >
            {t('errors.cannotRegisterAutomatically')}
          </MessageDialog>
        </Suspense>
      )}
    </>
  );
}
