import type { recoverPasswordSchema } from '@golfwallet/core/validation/password-recovery';
import { useState } from 'react';
import { useForm } from '../../../lib/form';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, fieldErrorText } from '../../../lib/error-message';
import { openLoginPopup } from '../../../lib/login-popup';
import { useRecoverPassword } from '../api/recover-password';
import './auth.css';
import { PATHS } from '../../../lib/paths';
import { lazyRules, lazyZodResolver, usePreloadedRules } from '../../../lib/lazy-rules';

type Form = z.input<typeof recoverPasswordSchema>;
type Values = z.output<typeof recoverPasswordSchema>;

const rules = lazyRules(() => import('@golfwallet/core/validation/password-recovery'));
const resolver = lazyZodResolver(rules, (module) => module.recoverPasswordSchema);

/**
 * /register/forgot-password (spec §2, §4): e-mail → reset mail; a popup then says to check the
 * e-mail and "Go back" returns to the login: the web's popup on /, or the app's Log in screen
 * (`logInPath`, /app/forgot-password). A failure shows the server message and a "Try again
 * later" popup.
 */
export function ForgotPasswordPage({ logInPath }: { logInPath?: string } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recover = useRecoverPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failureOpen, setFailureOpen] = useState(false);
  usePreloadedRules(rules);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = useForm<Form, Values>({
    resolver,
    defaultValues: { email: '' },
  });

  const onValid = ({ email }: Values) => {
    recover.mutate(email, {
      onSuccess: () => setSentTo(email),
      onError: () => setFailureOpen(true),
    });
  };

  const goBack = () => {
    setSentTo(null);
    if (logInPath) {
      navigate(logInPath);
      return;
    }
    navigate(PATHS.landing);
    openLoginPopup('email');
  };

  const failure = recover.isError ? errorMessage(recover.error, t) : null;

  return (
    <>
      <h1>{t('auth.forgotPassword.title')}</h1>
      <p>{t('auth.forgotPassword.intro')}</p>
      <form className="auth-page__form" onSubmit={handleSubmit(onValid)} noValidate>
        {isSubmitted && Object.keys(errors).length > 0 && (
          <p className="form-alert" role="alert">
            {t('validation.fieldsError')}
          </p>
        )}
        <TextField
          label={t('auth.forgotPassword.email')}
          type="email"
          autoComplete="email"
          error={fieldErrorText(errors.email?.message, t)}
          {...register('email')}
        />
        {failure && (
          <p className="form-alert" role="alert">
            {failure}
          </p>
        )}
        <Button type="submit" busy={recover.isPending}>
          {t('auth.forgotPassword.send')}
        </Button>
      </form>
      <MessageDialog
        open={sentTo !== null}
        title={t('auth.forgotPassword.confirmTitle')}
        buttonLabel={t('auth.forgotPassword.goBack')}
        onClose={goBack}
      >
        {t('auth.forgotPassword.confirmText', { email: sentTo ?? '' })}
      </MessageDialog>
      <MessageDialog
        open={failureOpen}
        title={t('errors.tryAgainLater')}
        buttonLabel={t('auth.alert.ok')}
        onClose={() => setFailureOpen(false)}
      >
        {failure ?? ''}
      </MessageDialog>
    </>
  );
}
