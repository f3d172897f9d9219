import { useId, useState } from 'react';
import { useForm } from '../../../lib/form';
import { useTranslation } from '../../../lib/use-translation';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, fieldErrorText } from '../../../lib/error-message';
import { lazyRules, lazyZodResolver, usePreloadedRules } from '../../../lib/lazy-rules';
import { type GolfIdChoice, IncompleteGolfIdError, useLinkGolfId } from '../api/link-golf-id';
import { type FederationResult, federationState, useFederationState } from '../model/federation';
import { useRegistrationArea } from '../hooks/use-registration-navigate';

/**
 * /register/update (spec §2): the e-mail of the union sign-in already belongs to an account with
 * golf ids. Add the new ID, replace one of the existing ones (chosen from a list, then "Replace
 * selected"), or ignore it and go back to the sign-in choice (the app's Log in in the app). The account is reached with the
 * update session id when there is one, else with its e-mail and password.
 */
export function UpdateGolfIdPage() {
  const { result, credentials } = useFederationState();
  const { unionSignIn } = useRegistrationArea();
  if (!result || result.existing_golf_ids.length === 0) return <Navigate to={unionSignIn} replace />;
  return <UpdateGolfId result={result} credentials={credentials} />;
}

/** The account's e-mail and password, checked when they are asked for. */
const rules = lazyRules(() => import('@golfwallet/core/validation/login'));
const credentialsResolver = lazyZodResolver(rules, (module) => module.golfIdsSchema);

function UpdateGolfId({
  result,
  credentials,
}: {
  result: FederationResult;
  credentials: { email: string; password: string } | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signedIn, unionSignIn } = useRegistrationArea();
  const link = useLinkGolfId();
  const groupId = useId();
  const [replacing, setReplacing] = useState(false);
  const [selected, setSelected] = useState<string>('');
  const [selectionError, setSelectionError] = useState(false);
  const needsCredentials = !result.updateSessionId && !credentials;
  usePreloadedRules(rules);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string; password: string }, { email: string; password: string }>({
    resolver: needsCredentials ? credentialsResolver : undefined,
    defaultValues: { email: result.email ?? '', password: '' },
  });

  const run = (typed: { email: string; password: string }, choice: GolfIdChoice) => {
    link.mutate(
      { result, credentials: needsCredentials ? typed : credentials, choice },
      { onSuccess: () => navigate(signedIn, { replace: true }) },
    );
  };

  const add = handleSubmit((typed) => run(typed, { action: 'add' }));
  const replaceSelected = handleSubmit((typed) => {
    if (!selected) {
      setSelectionError(true);
      return;
    }
    run(typed, { action: 'replace', replace_golf_id: selected });
  });

  const ignore = () => {
    federationState.set({ result: null, credentials: null });
    navigate(unionSignIn, { replace: true });
  };

  const failure = link.isError
    ? link.error instanceof IncompleteGolfIdError
      ? t('errors.cannotLogin')
      : errorMessage(link.error, t)
    : null;

  return (
    <>
      <h1>{t('registration.update.title')}</h1>
      <p>
        {t('registration.update.intro', {
          ids: result.existing_golf_ids.join(', '),
          golfId: result.golfId ?? '',
        })}
      </p>
      <form className="registration__form" onSubmit={add} noValidate>
        {needsCredentials && (
          <>
            <p>{t('registration.update.credentialsIntro')}</p>
            <TextField
              label={t('registration.import.email')}
              type="email"
              autoComplete="email"
              error={fieldErrorText(errors.email?.message, t)}
              {...register('email')}
            />
            <TextField
              label={t('registration.import.password')}
              type="password"
              autoComplete="current-password"
              error={fieldErrorText(errors.password?.message, t)}
              {...register('password')}
            />
          </>
        )}
        {replacing && (
          <fieldset className="registration__fieldset">
            <legend>{t('registration.update.chooseReplace')}</legend>
            {result.existing_golf_ids.map((id) => (
              <label key={id} className="registration__radio">
                <input
                  type="radio"
                  name={`${groupId}-replace`}
                  value={id}
                  checked={selected === id}
                  aria-describedby={selectionError ? `${groupId}-error` : undefined}
                  onChange={() => {
                    setSelected(id);
                    setSelectionError(false);
                  }}
                />{' '}
                {id}
              </label>
            ))}
            {selectionError && (
              <p id={`${groupId}-error`} className="field__error" role="alert">
                {t('registration.update.chooseError')}
              </p>
            )}
          </fieldset>
        )}
        {failure && (
          <p className="form-alert" role="alert">
            {failure}
          </p>
        )}
        <div className="registration__actions">
          {replacing ? (
            <>
              <Button onClick={replaceSelected} busy={link.isPending}>
                {t('registration.update.replaceSelected')}
              </Button>
              <Button variant="secondary" onClick={() => setReplacing(false)}>
                {t('registration.back')}
              </Button>
            </>
          ) : (
            <>
              <Button type="submit" busy={link.isPending}>
                {t('registration.update.add')}
              </Button>
              <Button variant="secondary" onClick={() => setReplacing(true)}>
                {t('registration.update.replace')}
              </Button>
              <Button variant="secondary" onClick={ignore}>
                {t('registration.update.ignore')}
              </Button>
            </>
          )}
        </div>
      </form>
    </>
  );
}
