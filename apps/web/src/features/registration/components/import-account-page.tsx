import { getGolfIds } from '@golfwallet/core/contracts/user/get-golf-ids';
import type { golfIdsSchema } from '@golfwallet/core/validation/login';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from '../../../lib/form';
import { useTranslation } from '../../../lib/use-translation';
import { Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api';
import { fieldErrorText } from '../../../lib/error-message';
import { lazyRules, lazyZodResolver, usePreloadedRules } from '../../../lib/lazy-rules';
import { linkGolfId } from '../api/link-golf-id';
import { federationState, useFederationState } from '../model/federation';
import { useRegistrationArea, useRegistrationNavigate } from '../hooks/use-registration-navigate';

type Form = z.input<typeof golfIdsSchema>;
type Values = z.output<typeof golfIdsSchema>;

const rules = lazyRules(() => import('@golfwallet/core/validation/login'));
const resolver = lazyZodResolver(rules, (module) => module.golfIdsSchema);

/**
 * /register/import (spec §2): the e-mail and password of an existing account. If it has golf ids,
 * the update screen decides what to do with the new one; else the account logs in and gets the
 * golf ID of the union sign-in. A failure says the person cannot log in.
 */
export function ImportAccountPage() {
  const { result } = useFederationState();
  const { unionSignIn } = useRegistrationArea();
  if (!result) return <Navigate to={unionSignIn} replace />;
  return <ImportAccount />;
}

function ImportAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goTo = useRegistrationNavigate();
  const { signedIn } = useRegistrationArea();
  const queryClient = useQueryClient();
  usePreloadedRules(rules);
  const importAccount = useMutation({
    mutationFn: async (credentials: Values) => {
      const answer = await api(getGolfIds, { body: credentials });
      const state = federationState.get();
      federationState.set({ ...state, credentials });
      if (answer.data.golf_ids.length > 0 && state.result) {
        federationState.set({
          result: { ...state.result, existing_golf_ids: answer.data.golf_ids },
          credentials,
        });
        return 'update' as const;
      }
      if (!state.result) throw new Error('no union sign-in');
      await linkGolfId(queryClient, state.result, credentials, { action: 'add' });
      return 'signed-in' as const;
    },
    onSuccess: (next) =>
      next === 'update' ? goTo('update', { replace: true }) : navigate(signedIn, { replace: true }),
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = useForm<Form, Values>({
    resolver,
    defaultValues: { email: federationState.get().result?.email ?? '', password: '' },
  });

  return (
    <>
      <h1>{t('registration.import.title')}</h1>
      <p>{t('registration.import.intro')}</p>
      <form
        className="registration__form"
        onSubmit={handleSubmit((values) => importAccount.mutate(values))}
        noValidate
      >
        {isSubmitted && Object.keys(errors).length > 0 && (
          <p className="form-alert" role="alert">
            {t('validation.fieldsError')}
          </p>
        )}
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
        {importAccount.isError && (
          <p className="form-alert" role="alert">
            {t('errors.cannotLogin')}
          </p>
        )}
        <div className="registration__actions">
          <Button type="submit" busy={importAccount.isPending}>
            {t('registration.import.submit')}
          </Button>
        </div>
      </form>
    </>
  );
}
