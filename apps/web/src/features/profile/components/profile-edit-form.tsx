import type { UserProfile } from '@golfwallet/core/contracts/user/shapes';
import { toLocale } from '@golfwallet/core/i18n/locales';
import { type ReactNode, useState } from 'react';
import { useForm } from '../../../lib/form';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, fieldErrorText } from '../../../lib/error-message';
import { applyServerFieldErrors, serverFieldErrors } from '../../../lib/form-errors';
import { changeLocale } from '../../../lib/i18n';
import { profileLanguageOptions } from '../../../lib/language-sites';
import { useCountries } from '../../../lib/reference-queries';
import { isOnline } from '../../../lib/online';
import { useUpdateProfile } from '../api/update-profile';
import { KNOWN_CALLING_CODES, maskProfilePhone } from '../model/phone-mask';
import { type ProfileForm, profileFormDefaults, profilePatch } from '../model/profile-form';
import type { ProfileValues } from '../model/profile-rules';
import { loadCommonPasswords } from '../../../lib/common-passwords';
import { lazyRules, lazyZodResolver, usePreloadedRules } from '../../../lib/lazy-rules';

const rules = lazyRules(() => import('../model/profile-rules'));
const resolver = lazyZodResolver(rules, (module) => module.profileFormSchema);

const FORM_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'club_name',
  'language_default',
  'accept_newsletter',
  'accept_offers',
  'password',
  'repeat_password',
] as const;

type Popup = 'offline' | 'success' | 'nothing' | null;

/**
 * The editable part of the profile (spec §2, §5, §6): names, e-mail, mobile (+11 11111111), the
 * club name for non-members, the language (language_default: mails and the site follow it), the
 * two newsletter checkboxes and an optional new password. Save sends only changed fields a golfer
 * of this kind may change, says so when nothing changed, and offline shows OOOPS instead.
 */
export function ProfileEditForm({ user, readOnly }: { user: UserProfile; readOnly: ReactNode }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [popup, setPopup] = useState<Popup>(null);
  const member = user.union_id !== null;
  const countries = useCountries();
  const callingCodes = [
    ...new Set([...KNOWN_CALLING_CODES, ...(countries.data ?? []).map((country) => country.phonePrefix)]),
  ];
  const languages = profileLanguageOptions(user.language_default);
  usePreloadedRules(rules);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitted },
  } = useForm<ProfileForm, ProfileValues>({
    resolver,
    defaultValues: profileFormDefaults(user),
  });

  const onValid = (values: ProfileValues) => {
    if (!isOnline()) {
      setPopup('offline');
      return;
    }
    const patch = profilePatch(user, values);
    if (Object.keys(patch).length === 0) {
      setPopup('nothing');
      return;
    }
    update.mutate(patch, {
      onSuccess: (updated) => {
        reset(profileFormDefaults(updated));
        setPopup('success');
        // The site follows the language the golfer chose for the mails.
        const locale = toLocale(patch.language_default);
        if (locale) void changeLocale(locale);
      },
      onError: (error) => {
        applyServerFieldErrors(serverFieldErrors(error), FORM_FIELDS, setError);
      },
    });
  };

  const phone = register('phone');

  const failure =
    update.isError && serverFieldErrors(update.error).length === 0 ? errorMessage(update.error, t) : null;

  return (
    <>
      <form className="profile__form" onSubmit={handleSubmit(onValid)} noValidate>
        {isSubmitted && Object.keys(errors).length > 0 && (
          <p className="form-alert" role="alert">
            {t('validation.fieldsError')}
          </p>
        )}
        <TextField
          label={t('profile.fields.firstName')}
          autoComplete="given-name"
          maxLength={30}
          error={fieldErrorText(errors.first_name?.message, t)}
          {...register('first_name')}
        />
        <TextField
          label={t('profile.fields.lastName')}
          autoComplete="family-name"
          maxLength={30}
          error={fieldErrorText(errors.last_name?.message, t)}
          {...register('last_name')}
        />
        <TextField
          label={t('profile.fields.email')}
          type="email"
          autoComplete="email"
          error={fieldErrorText(errors.email?.message, t)}
          {...register('email')}
        />
        <TextField
          label={t('profile.fields.mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+45 12345678"
          hint={t('profile.fields.mobileHint')}
          maxLength={14}
          error={fieldErrorText(errors.phone?.message, t)}
          {...phone}
          onChange={(event) => {
            event.target.value = maskProfilePhone(event.target.value, callingCodes);
            return phone.onChange(event);
          }}
        />
        {readOnly}
        {!member && (
          <TextField
            label={t('profile.fields.clubName')}
            autoComplete="off"
            error={fieldErrorText(errors.club_name?.message, t)}
            {...register('club_name')}
          />
        )}
        <SelectField
          label={t('profile.language.title')}
          hint={t('profile.language.hint')}
          options={languages}
          error={fieldErrorText(errors.language_default?.message, t)}
          {...register('language_default')}
        />
        <fieldset className="profile__fieldset">
          <legend>{t('profile.newsletter.legend')}</legend>
          <Checkbox label={t('profile.newsletter.email')} {...register('accept_newsletter')} />
          <Checkbox label={t('profile.newsletter.club')} {...register('accept_offers')} />
        </fieldset>
        <fieldset className="profile__fieldset">
          <legend>{t('profile.password.legend')}</legend>
          <TextField
            label={t('profile.password.password')}
            type="password"
            autoComplete="new-password"
            onFocus={() => void loadCommonPasswords()}
            hint={t('profile.password.hint')}
            error={fieldErrorText(errors.password?.message, t)}
            {...register('password')}
          />
          <TextField
            label={t('profile.password.repeat')}
            type="password"
            autoComplete="new-password"
            error={fieldErrorText(errors.repeat_password?.message, t)}
            {...register('repeat_password')}
          />
        </fieldset>
        {failure && (
          <p className="form-alert" role="alert">
            {failure}
          </p>
        )}
        <div className="profile__actions">
          <Button type="submit" busy={update.isPending}>
            {t('profile.save')}
          </Button>
        </div>
      </form>
      <MessageDialog
        open={popup === 'offline'}
        title={t('profile.offline.title')}
        buttonLabel={t('profile.gotIt')}
        onClose={() => setPopup(null)}
      >
        {t('errors.network')}
      </MessageDialog>
      <MessageDialog
        open={popup === 'nothing'}
        title={t('profile.nothing.title')}
        buttonLabel={t('profile.gotIt')}
        onClose={() => setPopup(null)}
      >
        {t('profile.nothing.text')}
      </MessageDialog>
      <MessageDialog
        open={popup === 'success'}
        title={t('profile.success.title')}
        buttonLabel={t('profile.gotIt')}
        onClose={() => setPopup(null)}
      >
        {t('profile.success.text')}
      </MessageDialog>
    </>
  );
}
