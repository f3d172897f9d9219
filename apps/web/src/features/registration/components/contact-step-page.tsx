import { DEFAULT_HCP } from '@golfwallet/core/validation/field-limits';
import { useId, useMemo, useRef } from 'react';
import { useForm } from '../../../lib/form';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorText } from '../../../lib/error-message';
import { useCountries, useGeoip, useUnions } from '../../../lib/reference-queries';
import type { ContactForm, ContactValues } from '../model/contact-form';
import type { RegistrationData } from '../model/draft';
import { dispatchDraft, useRegistrationDraft } from '../model/draft-store';
import {
  callingCodeOf,
  joinPhone,
  maskPhoneCode,
  maskPhoneNumber,
  splitPhone,
  startPhoneCode,
} from '../model/phone';
import { BirthDateField } from './birth-date-field';
import { RegistrationTitle } from './registration-title';
import { RequireStepData } from './require-step-data';
import { StepIndicator } from './step-indicator';
import { useRegistrationNavigate } from '../hooks/use-registration-navigate';
import { lazyRules, lazyZodResolver, usePreloadedRules } from '../../../lib/lazy-rules';

const rules = lazyRules(() => import('../model/contact-form'));

/** /register/non-union: step 1 of 2 for non-members, step 2 of 3 for union members (spec §2). */
export function ContactStepPage() {
  return (
    <RequireStepData step="contact">
      <ContactStep />
    </RequireStepData>
  );
}

function ContactStep() {
  const { data } = useRegistrationDraft();
  const geoip = useGeoip();
  const countries = useCountries();
  const unions = useUnions();
  const isMember = data.is_member === true;
  if (geoip.isPending || countries.isPending || (isMember && unions.isPending)) return <Spinner />;
  const countryList = countries.data ?? [];
  const fallbackCode = startPhoneCode({
    unionCountry: isMember
      ? unions.data?.find((union) => union.union_id === data.union_id)?.country_code
      : undefined,
    chosenCountry: isMember ? undefined : data.country,
    ipCallingCode: geoip.data?.calling_code,
    countries: countryList,
  });
  const phone = splitPhone(
    data.phone,
    countryList.map((country) => country.phonePrefix),
    fallbackCode,
  );
  return (
    <>
      <RegistrationTitle step="contact" />
      <StepIndicator isMember={isMember} current="contact" />
      <ContactStepForm
        isMember={isMember}
        countries={countryList}
        defaults={{
          first_name: data.first_name ?? '',
          last_name: data.last_name ?? '',
          phone_code: phone.code,
          phone_number: phone.number,
          birth_date: data.birth_date ?? '',
          sex: data.sex ?? '',
          country: data.country ?? '',
        }}
      />
    </>
  );
}

function ContactStepForm({
  isMember,
  countries,
  defaults,
}: {
  isMember: boolean;
  countries: readonly { country_code: string; countryName: string; phonePrefix: string }[];
  defaults: ContactForm;
}) {
  const { t } = useTranslation();
  const goTo = useRegistrationNavigate();
  const sexId = useId();
  const codeTyped = useRef(false);
  usePreloadedRules(rules);
  const resolver = useMemo(
    () => lazyZodResolver(rules, (module) => module.contactFormSchema(isMember)),
    [isMember],
  );
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<ContactForm, ContactValues>({
    resolver,
    defaultValues: defaults,
  });

  const onValid = (values: ContactValues) => {
    const data: RegistrationData = {
      first_name: values.first_name,
      last_name: values.last_name,
      phone: joinPhone(values.phone_code, values.phone_number),
    };
    if (!isMember) {
      data.birth_date = values.birth_date;
      data.sex = values.sex === 'f' ? 'f' : 'm';
      data.country = values.country;
      data.hcp = DEFAULT_HCP;
    }
    dispatchDraft({ type: 'set', data });
    goTo('password');
  };

  const code = register('phone_code');
  const number = register('phone_number');
  const country = register('country');
  const sexError = fieldErrorText(errors.sex?.message, t);

  return (
    <form className="registration__form" onSubmit={handleSubmit(onValid)} noValidate>
      {isSubmitted && Object.keys(errors).length > 0 && (
        <p className="form-alert" role="alert">
          {t('validation.fieldsError')}
        </p>
      )}
      <TextField
        label={t('registration.contact.firstName')}
        autoComplete="given-name"
        maxLength={30}
        error={fieldErrorText(errors.first_name?.message, t)}
        {...register('first_name')}
      />
      <TextField
        label={t('registration.contact.lastName')}
        autoComplete="family-name"
        maxLength={30}
        error={fieldErrorText(errors.last_name?.message, t)}
        {...register('last_name')}
      />
      <fieldset className="registration__fieldset">
        <legend>{t('registration.contact.phone')}</legend>
        <div className="registration__row">
          <TextField
            label={t('registration.contact.phoneCode')}
            inputMode="tel"
            autoComplete="tel-country-code"
            maxLength={4}
            error={fieldErrorText(errors.phone_code?.message, t)}
            {...code}
            onChange={(event) => {
              event.target.value = maskPhoneCode(event.target.value);
              codeTyped.current = true;
              return code.onChange(event);
            }}
          />
          <TextField
            label={t('registration.contact.phoneNumber')}
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            error={fieldErrorText(errors.phone_number?.message, t)}
            {...number}
            onChange={(event) => {
              event.target.value = maskPhoneNumber(event.target.value);
              return number.onChange(event);
            }}
          />
        </div>
      </fieldset>
      {!isMember && (
        <>
          <BirthDateField
            label={t('registration.contact.birthDate')}
            autoComplete="bday"
            error={fieldErrorText(errors.birth_date?.message, t)}
            {...register('birth_date')}
          />
          <fieldset className="registration__fieldset">
            <legend>{t('registration.contact.sex')}</legend>
            <div className="registration__radios">
              <label>
                <input
                  type="radio"
                  value="m"
                  aria-describedby={sexError ? `${sexId}-error` : undefined}
                  {...register('sex')}
                />{' '}
                {t('registration.contact.male')}
              </label>
              <label>
                <input
                  type="radio"
                  value="f"
                  aria-describedby={sexError ? `${sexId}-error` : undefined}
                  {...register('sex')}
                />{' '}
                {t('registration.contact.female')}
              </label>
            </div>
            {sexError && (
              <p id={`${sexId}-error`} className="field__error" role="alert">
                {sexError}
              </p>
            )}
          </fieldset>
          <SelectField
            label={t('registration.contact.country')}
            options={countries.map((option) => ({ value: option.country_code, label: option.countryName }))}
            placeholder={t('registration.contact.chooseCountry')}
            error={fieldErrorText(errors.country?.message, t)}
            {...country}
            onChange={(event) => {
              // The chosen country's calling code, unless the golfer has typed one.
              const callingCode = callingCodeOf(event.target.value, countries);
              if (callingCode && !codeTyped.current) {
                setValue('phone_code', callingCode);
              }
              return country.onChange(event);
            }}
          />
        </>
      )}
      <div className="registration__actions">
        <Button type="submit">{t('registration.next')}</Button>
      </div>
    </form>
  );
}
