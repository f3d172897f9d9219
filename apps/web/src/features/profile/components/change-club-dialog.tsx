import type { UserProfile } from '@golfwallet/core/contracts/user/shapes';
import type { changeClubSchema } from '@golfwallet/core/validation/change-club';
import { useForm } from '../../../lib/form';
import { useTranslation } from '../../../lib/use-translation';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { UnionMemberFields, WithUnions } from '../../../components/ui/union-member-fields';
import { errorMessage, fieldErrorText } from '../../../lib/error-message';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useChangeClub } from '../api/change-club';
import type { ChangeClubResult } from './change-club-outcome';
import { lazyRules, lazyZodResolver, usePreloadedRules } from '../../../lib/lazy-rules';

type Form = z.input<typeof changeClubSchema>;
type Values = z.output<typeof changeClubSchema>;

const rules = lazyRules(() => import('@golfwallet/core/validation/change-club'));
const resolver = lazyZodResolver(rules, (module) => module.changeClubSchema);

/**
 * The add-union / change-club popup (spec §2, §5): union drop-down, member number, Request. The
 * number is checked on submit ('please enter your union member number' / 'please enter valid union
 * member number'); the server's first message shows under it.
 */
export function ChangeClubDialog({
  open,
  user,
  onClose,
  onChanged,
}: {
  open: boolean;
  user: UserProfile;
  onClose: () => void;
  onChanged: (result: ChangeClubResult) => void;
}) {
  const { t } = useTranslation();
  const title = user.union_id === null ? t('profile.club.addUnionTitle') : t('profile.club.changeTitle');
  return (
    <Dialog open={open} onClose={onClose} title={title} className="change-club-dialog">
      <ChangeClubRequest user={user} onChanged={onChanged} />
    </Dialog>
  );
}

/** The request itself (union, member number, Request), in the popup on the web and on the app's Change club. */
export function ChangeClubRequest({
  user,
  onChanged,
}: {
  user: UserProfile;
  onChanged: (result: ChangeClubResult) => void;
}) {
  return (
    <WithUnions>
      {(unions) => <ChangeClubForm user={user} unions={unions} onChanged={onChanged} />}
    </WithUnions>
  );
}

function ChangeClubForm({
  user,
  unions,
  onChanged,
}: {
  user: UserProfile;
  unions: { union_id: number; name: string }[];
  onChanged: (result: ChangeClubResult) => void;
}) {
  const { t } = useTranslation();
  const change = useChangeClub();
  usePreloadedRules(rules);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Form, Values>({
    resolver,
    defaultValues: {
      union_id: String(user.union_id ?? unions[0]?.union_id ?? ''),
      member_number: '',
      birth_date: user.birth_date ?? '',
    },
  });

  const onValid = (values: Values) => {
    change.mutate(values, {
      onSuccess: (updated) =>
        onChanged(updated.union_id !== user.union_id ? 'union-changed' : 'club-changed'),
      onError: (error) => {
        const first = serverFieldErrors(error)[0]?.message;
        setError('member_number', { type: 'server', message: first ?? errorMessage(error, t) });
      },
    });
  };

  return (
    <form className="profile__dialog-form" onSubmit={handleSubmit(onValid)} noValidate>
      <UnionMemberFields
        unions={unions}
        union={{
          ...register('union_id'),
          label: t('profile.club.union'),
          error: fieldErrorText(errors.union_id?.message, t),
        }}
        memberNumber={{
          ...register('member_number'),
          label: t('profile.club.memberNumber'),
          error: fieldErrorText(errors.member_number?.message, t),
        }}
      />
      {!user.birth_date && (
        <TextField
          label={t('profile.fields.birthday')}
          type="date"
          autoComplete="bday"
          error={fieldErrorText(errors.birth_date?.message, t)}
          {...register('birth_date')}
        />
      )}
      <div className="dialog__actions">
        <Button type="submit" busy={change.isPending}>
          {t('profile.club.request')}
        </Button>
      </div>
    </form>
  );
}
