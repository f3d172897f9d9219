import { ApiError } from '@golfwallet/core/client/api-client';
import { useState } from 'react';
import { useForm } from '../../../lib/form';
import { useTranslation } from '../../../lib/use-translation';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, fieldErrorText } from '../../../lib/error-message';
import { usePressThrottle } from '../../../lib/press-throttle';
import { useSwedenLogin } from '../api/sweden-login';
import { maskSwedishGolfId } from '../model/sweden';
import type { swedenLoginSchema } from '../model/sweden-rules';
import { lazyRules, lazyZodResolver, usePreloadedRules } from '../../../lib/lazy-rules';
import { OAuthQuestion } from './oauth-consumer-page';
import { useHandleFederationResult } from './federation-result-handler';

type Form = z.input<typeof swedenLoginSchema>;
type Values = z.output<typeof swedenLoginSchema>;

const rules = lazyRules(() => import('../model/sweden-rules'));
const resolver = lazyZodResolver(rules, (module) => module.swedenLoginSchema);

/**
 * /register/loginSweden (spec §2, §5): the Swedish union's sign-in (MinGolf) with golf ID
 * (999999-999) and password. Presses are limited to one per 5 seconds. The result is handled like
 * any golf-union sign-in; a failure is told in a popup.
 */
export function SwedenLoginPage() {
  const { t } = useTranslation();
  const login = useSwedenLogin();
  const handle = useHandleFederationResult();
  const tryPress = usePressThrottle();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  usePreloadedRules(rules);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = useForm<Form, Values>({
    resolver,
    defaultValues: { golfId: '', password: '' },
  });

  const onValid = (values: Values) => {
    if (!tryPress()) return;
    login.mutate(values, {
      onSuccess: async (result) => {
        const kind = await handle(result);
        if (kind === 'ask') setAsking(true);
        else if (kind === 'failed') setFailure(t('errors.cannotLogin'));
      },
      onError: (error) => {
        tryPress.release();
        setFailure(
          error instanceof ApiError && error.code === 'ROUTE_NOT_FOUND'
            ? t('errors.internal')
            : errorMessage(error, t),
        );
      },
    });
  };

  if (asking) return <OAuthQuestion />;

  const golfId = register('golfId');
  return (
    <>
      <h1>{t('registration.sweden.title')}</h1>
      <p>{t('registration.sweden.intro')}</p>
      <form className="registration__form" onSubmit={handleSubmit(onValid)} noValidate>
        {isSubmitted && Object.keys(errors).length > 0 && (
          <p className="form-alert" role="alert">
            {t('validation.fieldsError')}
          </p>
        )}
        <TextField
          label={t('registration.sweden.golfId')}
          hint={t('registration.sweden.golfIdHint')}
          inputMode="numeric"
          autoComplete="username"
          placeholder="999999-999"
          maxLength={10}
          error={fieldErrorText(errors.golfId?.message, t)}
          {...golfId}
          onChange={(event) => {
            event.target.value = maskSwedishGolfId(event.target.value);
            return golfId.onChange(event);
          }}
        />
        <TextField
          label={t('registration.sweden.password')}
          type="password"
          autoComplete="current-password"
          error={fieldErrorText(errors.password?.message, t)}
          {...register('password')}
        />
        <div className="registration__actions">
          <Button type="submit" busy={login.isPending}>
            {t('registration.sweden.submit')}
          </Button>
        </div>
      </form>
      <MessageDialog
        open={failure !== null}
        title={t('errors.networkTitle')}
        buttonLabel={t('registration.ok')}
        onClose={() => setFailure(null)}
      >
        {failure ?? ''}
      </MessageDialog>
    </>
  );
}
