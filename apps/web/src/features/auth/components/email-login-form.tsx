import { ApiError } from '@golfwallet/core/client/api-client';
import type { loginSchema } from '@golfwallet/core/validation/login';
import { useForm } from '../../../lib/form';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, fieldErrorText } from '../../../lib/error-message';
import { closeLoginPopup } from '../../../lib/login-popup';
import { lazyRules, lazyZodResolver, usePreloadedRules } from '../../../lib/lazy-rules';
import { usePressThrottle } from '../../../lib/press-throttle';
import { useLogIn } from '../hooks/use-log-in';
import { PATHS } from '../../../lib/paths';

type LoginForm = z.input<typeof loginSchema>;
type LoginValues = z.output<typeof loginSchema>;

const rules = lazyRules(() => import('@golfwallet/core/validation/login'));
const resolver = lazyZodResolver(rules, (module) => module.loginSchema);

/**
 * The email tab (spec §2, §5): e-mail and password, errors only after the first submit, the
 * session error under the form, forgot-password and create-account links (the web's registration
 * pages, or the app's with `links`).
 */
export function EmailLoginForm({
  links = { forgotPassword: PATHS.register.forgotPassword, signUp: PATHS.register.start },
}: {
  links?: { forgotPassword: string; signUp: string };
} = {}) {
  const { t } = useTranslation();
  const logIn = useLogIn();
  const tryPress = usePressThrottle();
  usePreloadedRules(rules);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<LoginForm, LoginValues>({
    resolver,
    defaultValues: { email: '', password: '' },
  });

  const onValid = (values: LoginValues) => {
    if (!tryPress()) return;
    logIn.mutate(
      { email: values.email, password: values.password },
      {
        onError: (error) => {
          tryPress.release();
          if (error instanceof ApiError && error.status === 422) {
            for (const field of error.fields) {
              if (field.field === 'email' || field.field === 'password') {
                setError(field.field, { message: field.message });
              }
            }
          }
        },
      },
    );
  };

  const hasFieldErrors = isSubmitted && Object.keys(errors).length > 0;
  const sessionError =
    logIn.error && !(logIn.error instanceof ApiError && logIn.error.status === 422)
      ? errorMessage(logIn.error, t)
      : null;

  return (
    <form className="login-form" onSubmit={handleSubmit(onValid)} noValidate>
      {hasFieldErrors && (
        <p className="form-alert" role="alert">
          {t('validation.fieldsError')}
        </p>
      )}
      <TextField
        label={t('auth.login.email')}
        type="email"
        autoComplete="email"
        error={fieldErrorText(errors.email?.message, t)}
        {...register('email')}
      />
      <TextField
        label={t('auth.login.password')}
        type="password"
        autoComplete="current-password"
        error={fieldErrorText(errors.password?.message, t)}
        {...register('password')}
      />
      <p className="login-form__forgot">
        <Link to={links.forgotPassword} onClick={closeLoginPopup}>
          {t('auth.login.forgotPassword')}
        </Link>
      </p>
      <Button type="submit" busy={logIn.isPending}>
        {t('auth.login.submit')}
      </Button>
      {sessionError && (
        <p className="login-form__session-error" role="alert">
          {sessionError}
        </p>
      )}
      <p className="login-form__create">
        {t('auth.login.noAccount')}{' '}
        <Link to={links.signUp} onClick={closeLoginPopup}>
          {t('auth.login.createAccount')}
        </Link>
      </p>
    </form>
  );
}
