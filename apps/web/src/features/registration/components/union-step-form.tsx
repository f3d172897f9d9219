import type { Membership } from '@golfwallet/core/contracts/user/shapes';
import type { unionStepFormSchema } from '@golfwallet/core/validation/registration';
import { useState } from 'react';
import { useForm } from '../../../lib/form';
import { useTranslation } from '../../../lib/use-translation';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { UnionMemberFields, WithUnions } from '../../../components/ui/union-member-fields';
import { errorMessage, fieldErrorText } from '../../../lib/error-message';
import { applyServerFieldErrors, serverFieldErrors } from '../../../lib/form-errors';
import { useCheckMembership } from '../api/check-membership';
import { defaultUnionId } from '../model/default-union';
import type { RegistrationData } from '../model/draft';
import { BirthDateField } from './birth-date-field';
import { lazyRules, lazyZodResolver, usePreloadedRules } from '../../../lib/lazy-rules';

type Form = z.input<typeof unionStepFormSchema>;
type Values = z.output<typeof unionStepFormSchema>;

const rules = lazyRules(() => import('@golfwallet/core/validation/registration'));
const resolver = lazyZodResolver(rules, (module) => module.unionStepFormSchema);

/** What a successful union check adds to the draft: the step's fields and what the union knows. */
export function membershipData(values: Values, membership: Membership): RegistrationData {
  return {
    is_member: true,
    union_id: values.union_id,
    member_number: values.member_number,
    birth_date: values.birth_date,
    first_name: membership.first_name || undefined,
    last_name: membership.last_name || undefined,
    sex: membership.sex ?? undefined,
    club_id: membership.club?.id,
    club_name: membership.club?.name,
    member_guid: membership.member_guid ?? undefined,
  };
}

/**
 * Union, member number and birth date, checked by the server (spec §4, §5): the number is
 * digits-hyphen-digits, the birth date not in the future; the server refuses unknown members, a
 * birth date it cannot verify and numbers already in use, under the matching field.
 */
export function UnionStepForm({
  initial,
  onChecked,
}: {
  initial: RegistrationData;
  onChecked: (data: RegistrationData) => void;
}) {
  return (
    <WithUnions>
      {(unions) => {
        const unionId = initial.union_id ?? defaultUnionId(unions, navigator.language);
        return (
          <LoadedUnionStepForm
            unions={unions}
            defaults={{
              union_id: unionId === undefined ? '' : String(unionId),
              member_number: initial.member_number ?? '',
              birth_date: initial.birth_date ?? '',
            }}
            onChecked={onChecked}
          />
        );
      }}
    </WithUnions>
  );
}

function LoadedUnionStepForm({
  unions,
  defaults,
  onChecked,
}: {
  unions: { union_id: number; name: string }[];
  defaults: { union_id: string; member_number: string; birth_date: string };
  onChecked: (data: RegistrationData) => void;
}) {
  const { t } = useTranslation();
  const check = useCheckMembership();
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  usePreloadedRules(rules);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<Form, Values>({ resolver, defaultValues: defaults });

  const onValid = (values: Values) => {
    setGeneralErrors([]);
    check.mutate(
      { unionId: values.union_id, memberNumber: values.member_number, birthDate: values.birth_date },
      {
        onSuccess: (membership) => onChecked(membershipData(values, membership)),
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (fields.length === 0) {
            setError('member_number', { type: 'server', message: errorMessage(error, t) });
            return;
          }
          const rest = applyServerFieldErrors(fields, ['union_id', 'member_number', 'birth_date'], setError, {
            union: 'union_id',
          });
          setGeneralErrors(rest.map((entry) => entry.message));
        },
      },
    );
  };

  return (
    <form className="registration__form" onSubmit={handleSubmit(onValid)} noValidate>
      {isSubmitted && Object.keys(errors).length > 0 && (
        <p className="form-alert" role="alert">
          {t('validation.fieldsError')}
        </p>
      )}
      {generalErrors.map((message) => (
        <p key={message} className="form-alert" role="alert">
          {message}
        </p>
      ))}
      <UnionMemberFields
        unions={unions}
        union={{
          ...register('union_id'),
          label: t('registration.union.union'),
          error: fieldErrorText(errors.union_id?.message, t),
        }}
        memberNumber={{
          ...register('member_number'),
          label: t('registration.union.memberNumber'),
          hint: t('registration.union.memberNumberHint'),
          error: fieldErrorText(errors.member_number?.message, t),
        }}
      />
      <BirthDateField
        label={t('registration.union.birthDate')}
        autoComplete="bday"
        error={fieldErrorText(errors.birth_date?.message, t)}
        {...register('birth_date')}
      />
      <div className="registration__actions">
        <Button type="submit" busy={check.isPending}>
          {t('registration.next')}
        </Button>
      </div>
    </form>
  );
}
