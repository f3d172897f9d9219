import { ApiError } from '@golfwallet/core/client/api-client';
import type { changePasswordFormSchema } from '@golfwallet/core/validation/password-recovery';
import { useState } from 'react';
import { useForm } from '../../../lib/form';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { DeadEnd } from '../../../components/ui/dead-end';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { TextField } from '../../../components/ui/text-field';
import { afterPasswordChangePath } from '../../../lib/account-flow';
import { errorMessage, fieldErrorText } from '../../../lib/error-message';
import { useChangePassword } from '../api/change-password';
import { browser } from '../../../lib/browser';
import './auth.css';
import { PATHS } from '../../../lib/paths';
import { loadCommonPasswords } from '../../../lib/common-passwords';
import { lazyRules, lazyZodResolver, usePreloadedRules } from '../../../lib/lazy-rules';

type Form = z.input<typeof changePasswordFormSchema>;
type Values = z.output<typeof changePasswordFormSchema>;

const rules = lazyRules(() => import('@golfwallet/core/validation/password-recovery'));
const resolver = lazyZodResolver(rules, (module) => module.changePasswordFormSchema);

/**
 * /password-change?key= (spec §2, §5): new password, repeat, Confirm. Sends only the password and
 * the key; a server message shows under the password field; the confirmation popup's Got it goes
 * to / and reloads (to the app's Log in when the reset was asked for in the app). A missing, used or expired key is a dead end with the logo, a link to ask
 * for a new one and a way home.
 */
export function PasswordChangePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = params.get('key')?.trim() ?? '';
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const [deadKey, setDeadKey] = useState<string | null>(null);
  usePreloadedRules(rules);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<Form, Values>({
    resolver,
    defaultValues: { password: '', repeat_password: '' },
  });

  const onValid = ({ password }: Values) => {
    change.mutate(
      { password, token: key },
      {
        onSuccess: () => setDone(true),
        onError: (error) => {
          if (error instanceof ApiError && (error.code === 'KEY_EXPIRED' || error.code === 'INVALID_KEY')) {
            setDeadKey(
              error.code === 'KEY_EXPIRED' ? t('errors.keyExpired') : t('auth.passwordChange.invalidKey'),
            );
            return;
          }
          const fieldMessage =
            error instanceof ApiError && error.fields.length > 0
              ? (error.fields.find((field) => field.field === 'password') ?? error.fields[0])?.message
              : undefined;
          setError('password', { message: fieldMessage ?? errorMessage(error, t) });
        },
      },
    );
  };

  if (!key || deadKey) {
    return (
      <DeadEnd
        title={t('auth.passwordChange.title')}
        message={deadKey ?? t('auth.passwordChange.missingKey')}
      >
        <li>
          <Link to={PATHS.register.forgotPassword} className="button button--primary">
            {t('auth.passwordChange.askNew')}
          </Link>
        </li>
      </DeadEnd>
    );
  }

  return (
    <div className="auth-page">
      <h1>{t('auth.passwordChange.title')}</h1>
      <p>{t('auth.passwordChange.intro')}</p>
      <form className="auth-page__form" onSubmit={handleSubmit(onValid)} noValidate>
        {isSubmitted && Object.keys(errors).length > 0 && (
          <p className="form-alert" role="alert">
            {t('validation.fieldsError')}
          </p>
        )}
        <TextField
          label={t('auth.passwordChange.newPassword')}
          type="password"
          autoComplete="new-password"
          onFocus={() => void loadCommonPasswords()}
          error={fieldErrorText(errors.password?.message, t)}
          {...register('password')}
        />
        <TextField
          label={t('auth.passwordChange.repeatPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldErrorText(errors.repeat_password?.message, t)}
          {...register('repeat_password')}
        />
        <Button type="submit" busy={change.isPending}>
          {t('auth.passwordChange.confirm')}
        </Button>
      </form>
      <MessageDialog
        open={done}
        title={t('auth.passwordChange.doneTitle')}
        buttonLabel={t('auth.passwordChange.gotIt')}
        onClose={() => browser.assign(afterPasswordChangePath())}
      >
        {t('auth.passwordChange.doneText')}
      </MessageDialog>
    </div>
  );
}
