import { isLocale } from '@golfwallet/core/i18n/locales';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from '../../../lib/form';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { TextField } from '../../../components/ui/text-field';
import { useDeviceHasAuthenticator } from '../../../lib/device-authenticator';
import { fieldErrorText } from '../../../lib/error-message';
import { applyServerFieldErrors, serverFieldErrors } from '../../../lib/form-errors';
import { usePressThrottle } from '../../../lib/press-throttle';
import { local } from '../../../lib/storage';
import { useRegisterUser } from '../api/register-user';
import { dispatchDraft, useRegistrationDraft } from '../model/draft-store';
import type { PasswordForm, PasswordValues } from '../model/password-form';
import { registrationBody } from '../model/registration-body';
import { isAutomaticRegistration } from '../model/steps';
import { RegistrationTitle } from './registration-title';
import { RequireStepData } from './require-step-data';
import { StepIndicator } from './step-indicator';
import { useRegistrationArea, useRegistrationNavigate } from '../hooks/use-registration-navigate';
import { loadCommonPasswords } from '../../../lib/common-passwords';
import { lazyRules, lazyZodResolver, usePreloadedRules } from '../../../lib/lazy-rules';

const rules = lazyRules(() => import('../model/password-form'));

const FORM_FIELDS = [
  'email',
  'email_repeat',
  'password',
  'repeat_password',
  'pin_code',
  'accept_terms',
] as const;

/** /register/password: the last step, shown only once the earlier steps' data exists (spec §2). */
export function PasswordStepPage() {
  return (
    <RequireStepData step="password">
      <PasswordStep />
    </RequireStepData>
  );
}

type Failure = 'network' | 'automatic' | null;

function PasswordStep() {
  const { t, i18n } = useTranslation();
  const goTo = useRegistrationNavigate();
  const { legal } = useRegistrationArea();
  const { data, loading, errors: draftErrors } = useRegistrationDraft();
  const isMember = data.is_member === true;
  const automatic = isAutomaticRegistration(data);
  const register = useRegisterUser();
  const queryClient = useQueryClient();
  const tryPress = usePressThrottle();
  const [failure, setFailure] = useState<Failure>(null);
  // The touch ID option (spec §2): offered where the device has fingerprint or face; the key is
  // made once the e-mail is confirmed (the verify step), as only a confirmed golfer may add one.
  const canTouch = useDeviceHasAuthenticator().data === true;
  const [useTouchId, setUseTouchId] = useState(data.use_touch_id === true);
  usePreloadedRules(rules);
  const resolver = useMemo(
    () => lazyZodResolver(rules, (module) => module.passwordFormSchema(isMember)),
    [isMember],
  );
  const {
    register: field,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<PasswordForm, PasswordValues>({
    resolver,
    defaultValues: {
      email: data.email ?? '',
      email_repeat: data.email ?? '',
      password: '',
      repeat_password: '',
      pin_code: data.pin_code ?? '',
      accept_terms: false,
    },
  });

  const onValid = (values: PasswordValues) => {
    if (!tryPress()) return;
    const language = isLocale(i18n.language) ? i18n.language : undefined;
    const body = registrationBody(data, values, language);
    if (!body) {
      setFailure('automatic');
      return;
    }
    dispatchDraft({
      type: 'set',
      data: {
        email: values.email,
        pin_code: values.pin_code || undefined,
        use_touch_id: canTouch && useTouchId,
      },
    });
    dispatchDraft({ type: 'register' });
    register.mutate(body, {
      onSuccess: async () => {
        dispatchDraft({ type: 'success' });
        local.set('registerName', body.first_name);
        // Log in once now (unconfirmed), so the verify step can ask GET /session later without
        // keeping the password; if this fails, that step asks to log in instead. The sign-in code
        // loads now, not with the page.
        await import('../../../lib/sign-in')
          .then(({ logIn }) => logIn(queryClient, { email: values.email, password: values.password }))
          .catch(() => undefined);
        goTo('verify');
      },
      onError: (error) => {
        tryPress.release();
        const fields = serverFieldErrors(error);
        dispatchDraft({ type: 'failure', errors: fields });
        if (fields.length === 0) {
          setFailure('network');
          return;
        }
        const rest = applyServerFieldErrors(fields, FORM_FIELDS, setError);
        if (rest.length > 0 && automatic) setFailure('automatic');
      },
    });
  };

  // The web opens the terms in a new tab; the app shows them in the app, so what is typed here is
  // kept in the draft (not the passwords, which are never kept) for Back to find it.
  const legalLinkProps = legal.newTab
    ? { target: '_blank', rel: 'noopener' }
    : {
        onClick: () => {
          const { email, pin_code } = getValues();
          dispatchDraft({
            type: 'set',
            // A union sign-in's e-mail in the draft would make this an automatic registration.
            data: {
              ...(data.imported_union_user ? {} : { email }),
              pin_code: pin_code || undefined,
              use_touch_id: canTouch && useTouchId,
            },
          });
        },
      };

  // Server errors about fields of earlier steps are listed at the top (each message is shown).
  const otherErrors = draftErrors.filter(
    (entry) => !(FORM_FIELDS as readonly string[]).includes(entry.field),
  );

  return (
    <>
      <RegistrationTitle step="password" />
      {!automatic && <StepIndicator isMember={isMember} current="password" />}
      {automatic && <p>{t('registration.password.automaticIntro')}</p>}
      <form className="registration__form" onSubmit={handleSubmit(onValid)} noValidate>
        {isSubmitted && Object.keys(errors).length > 0 && (
          <p className="form-alert" role="alert">
            {t('validation.fieldsError')}
          </p>
        )}
        {otherErrors.length > 0 && (
          <ul className="form-alert" role="alert">
            {otherErrors.map((entry) => (
              <li key={`${entry.field}:${entry.message}`}>{entry.message}</li>
            ))}
          </ul>
        )}
        <TextField
          label={t('registration.password.email')}
          type="email"
          autoComplete="email"
          error={fieldErrorText(errors.email?.message, t)}
          {...field('email')}
        />
        <TextField
          label={t('registration.password.confirmEmail')}
          type="email"
          autoComplete="email"
          error={fieldErrorText(errors.email_repeat?.message, t)}
          {...field('email_repeat')}
        />
        <TextField
          label={t('registration.password.password')}
          type="password"
          autoComplete="new-password"
          onFocus={() => void loadCommonPasswords()}
          hint={t('registration.password.passwordHint')}
          error={fieldErrorText(errors.password?.message, t)}
          {...field('password')}
        />
        <TextField
          label={t('registration.password.repeatPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldErrorText(errors.repeat_password?.message, t)}
          {...field('repeat_password')}
        />
        <TextField
          label={isMember ? t('registration.password.pinOptional') : t('registration.password.pin')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={30}
          hint={t('registration.password.pinHint')}
          error={fieldErrorText(errors.pin_code?.message, t)}
          {...field('pin_code')}
        />
        {canTouch && (
          <Checkbox
            label={t('registration.password.useTouchId')}
            checked={useTouchId}
            onChange={(event) => setUseTouchId(event.target.checked)}
          />
        )}
        <Checkbox
          label={t('registration.password.acceptTerms')}
          error={fieldErrorText(errors.accept_terms?.message, t)}
          {...field('accept_terms')}
        />
        <p className="registration__legal-links">
          <Link to={legal.terms} {...legalLinkProps}>
            {t('registration.password.readTerms')}
          </Link>{' '}
          ·{' '}
          <Link to={legal.privacy} {...legalLinkProps}>
            {t('registration.password.readPrivacy')}
          </Link>
        </p>
        <div className="registration__actions">
          <Button type="submit" busy={loading || register.isPending}>
            {t('registration.password.submit')}
          </Button>
        </div>
      </form>
      <MessageDialog
        open={failure === 'network'}
        title={t('errors.networkTitle')}
        buttonLabel={t('registration.ok')}
        onClose={() => setFailure(null)}
      >
        {t('errors.network')}
      </MessageDialog>
      <MessageDialog
        open={failure === 'automatic'}
        title={t('errors.networkTitle')}
        buttonLabel={t('registration.ok')}
        onClose={() => setFailure(null)}
      >
        {t('errors.cannotRegisterAutomatically')}
      </MessageDialog>
    </>
  );
}
