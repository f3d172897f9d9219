import { AppError } from '@golfwallet/core/errors/app-error';
import type { Locale } from '@golfwallet/core/i18n/locales';
import { DEFAULT_HCP } from '@golfwallet/core/validation/field-limits';
import type { RegistrationInput } from '@golfwallet/core/validation/registration';
import type { Deps } from '../../deps';
import { hashSecret } from '../auth/password';
import { mailAccountKey } from './account-keys';
import { findClubName } from './membership.repository';
import { lookUpMembership, membershipFieldError } from './membership.service';
import { uniqueViolation } from './unique-violation';
import { emailUsedByOther, insertUser, type NewUser } from './user.repository';

type FieldProblem = { field: string; key: string };

/** What the kind of sign-up adds to the user: a member's come from the registry (§4, §9). */
async function kindValues(
  deps: Deps,
  input: RegistrationInput,
): Promise<{ values: Partial<NewUser>; problem?: FieldProblem }> {
  if (input.is_member) {
    const found = await lookUpMembership(deps.db, input.union_id, input.member_number, input.birth_date);
    if (!found.ok) {
      return {
        values: {},
        problem: membershipFieldError(found.reason, { union: 'union_id', memberNumber: 'member_number' }),
      };
    }
    const { union, member, clubName } = found;
    return {
      values: {
        unionId: union.id,
        memberNumber: input.member_number,
        memberGuid: member.memberGuid,
        sex: member.sex,
        clubId: member.clubId,
        clubName,
        hcp: member.hcp ?? DEFAULT_HCP,
        country: input.country ?? union.countryCode,
      },
    };
  }
  let clubName = input.club_name ? input.club_name : null;
  if (input.club_id !== undefined) {
    const name = await findClubName(deps.db, input.club_id);
    if (name === undefined) return { values: {}, problem: { field: 'club_id', key: 'errors.clubNotFound' } };
    clubName ??= name;
  }
  return {
    values: {
      sex: input.sex,
      country: input.country,
      hcp: input.hcp ?? DEFAULT_HCP,
      clubId: input.club_id ?? null,
      clubName,
    },
  };
}

/**
 * Signs a golfer up. Every field problem (e-mail taken, member number unknown or taken, club
 * unknown) is answered together as one 422. The user and the verification mail with its 24-hour
 * key are written in one transaction. The password and PIN are stored as argon2id hashes.
 */
export async function registerUser(deps: Deps, input: RegistrationInput, locale: Locale) {
  const problems: FieldProblem[] = [];
  if (await emailUsedByOther(deps.db, input.email))
    problems.push({ field: 'email', key: 'errors.emailTaken' });
  const kind = await kindValues(deps, input);
  if (kind.problem) problems.push(kind.problem);
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', {}, problems);

  const [passwordHash, pinHash] = await Promise.all([
    hashSecret(input.password),
    input.pin_code ? hashSecret(input.pin_code) : Promise.resolve(null),
  ]);
  try {
    const user = await deps.db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        email: input.email,
        emailConfirmed: false,
        passwordHash,
        pinHash,
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone,
        birthDate: input.birth_date,
        languageDefault: input.language_default ?? locale,
        passwordChangedAt: deps.now(),
        createdAt: deps.now(),
        ...kind.values,
      });
      await mailAccountKey(tx, deps, 'verifyEmail', created);
      return created;
    });
    return { user_id: user.id, email: user.email, email_confirmed: false as const };
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_email_key') {
      throw new AppError('VALIDATION_FAILED', {}, [{ field: 'email', key: 'errors.emailTaken' }]);
    }
    if (constraint === 'users_union_member_key') {
      throw new AppError('VALIDATION_FAILED', {}, [
        { field: 'member_number', key: 'errors.memberNumberTaken' },
      ]);
    }
    throw error;
  }
}
