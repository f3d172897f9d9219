import { AppError } from '@golfwallet/core/errors/app-error';
import type { ChangeClubInput } from '@golfwallet/core/validation/change-club';
import { DEFAULT_HCP } from '@golfwallet/core/validation/field-limits';
import type { ProfilePatch } from '@golfwallet/core/validation/profile';
import { fieldsLockedForMember } from '@golfwallet/core/validation/profile-fields';
import type { Deps } from '../../deps';
import type { AuthContext } from '../../plugins/auth';
import { hashSecret } from '../auth/password';
import { eraseAccount } from '../privacy/account-erasure.service';
import { recordProfileConsents } from '../privacy/consents.service';
import { deleteUserSessions } from '../session/session.service';
import { mailAccountKey } from './account-keys';
import { lookUpMembership, membershipFieldError } from './membership.service';
import { toUserProfile } from './profile';
import { uniqueViolation } from './unique-violation';
import { emailUsedByOther, findUserWithUnion, type UserChanges, updateUser } from './user.repository';

/** The caller's profile. */
/** GET /user: the caller as the session look-up read them (no statement of its own). */
export function getProfile(auth: AuthContext) {
  return toUserProfile(auth.user, auth.unionName);
}

/** The profile as stored now (after a change). */
async function storedProfile(deps: Deps, userId: number) {
  const row = await findUserWithUnion(deps.db, userId);
  if (!row) throw new AppError('SESSION_EXPIRED');
  return toUserProfile(row.user, row.unionName);
}

function changesOf(patch: ProfilePatch): UserChanges {
  const changes: UserChanges = {
    firstName: patch.first_name,
    lastName: patch.last_name,
    email: patch.email,
    languageDefault: patch.language_default,
    pushNotificationsEnabledDefault: patch.push_notifications_enabled_default,
    acceptNewsletter: patch.accept_newsletter,
    acceptOffers: patch.accept_offers,
    newsletterAsked: patch.newsletter_asked,
    printRulesAccepted: patch.print_rules_accepted,
    phone: patch.phone,
    sex: patch.sex,
    hcp: patch.hcp,
    country: patch.country,
    clubName: patch.club_name === undefined ? undefined : patch.club_name || null,
    birthDate: patch.birth_date,
  };
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as UserChanges;
}

/**
 * PATCH /user (§6). A union member may not send the fields the registry owns (422 on each). A new
 * e-mail must be free; it turns email_confirmed off and sends a new verification mail. A new
 * password ends the golfer's other sessions. Newsletter and club-offer answers are stored as
 * consents with their text version. All of it in one transaction. A new e-mail or password asks
 * for no current password: the spec's profile (§6: "Password optional; if given must match the
 * pattern") has none; docs/ARCHITECTURE.md (ASVS 7.5.1) says what stands in for it.
 */
export async function updateProfile(deps: Deps, auth: AuthContext, patch: ProfilePatch) {
  const user = auth.user;
  const locked = fieldsLockedForMember(patch, user.unionId !== null);
  if (locked.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      {},
      locked.map((field) => ({ field, key: 'validation.memberFieldLocked' })),
    );
  }
  const changes = changesOf(patch);
  const emailChanged = changes.email !== undefined && changes.email !== user.email;
  if (!emailChanged) delete changes.email;
  if (emailChanged && (await emailUsedByOther(deps.db, changes.email!, user.id))) {
    throw new AppError('VALIDATION_FAILED', {}, [{ field: 'email', key: 'errors.emailTaken' }]);
  }
  if (emailChanged) changes.emailConfirmed = false;
  if (patch.password !== undefined) {
    changes.passwordHash = await hashSecret(patch.password);
    changes.passwordChangedAt = deps.now();
  }
  try {
    await deps.db.transaction(async (tx) => {
      const updated = await updateUser(tx, user.id, changes);
      if (!updated) throw new AppError('SESSION_EXPIRED');
      await recordProfileConsents(tx, user, patch, deps.now());
      if (emailChanged) await mailAccountKey(tx, deps, 'verifyEmail', updated);
      if (patch.password !== undefined) await deleteUserSessions(tx, user.id, auth.tokenHash);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_key') {
      throw new AppError('VALIDATION_FAILED', {}, [{ field: 'email', key: 'errors.emailTaken' }]);
    }
    throw error;
  }
  return storedProfile(deps, auth.user.id);
}

/**
 * PATCH /user/club: joins a union or changes it. The member number is checked against the
 * registry (birth date included) and must not be held by another golfer; union, number, club,
 * sex and handicap then come from the registry.
 */
export async function changeClub(deps: Deps, auth: AuthContext, input: ChangeClubInput) {
  const fields = { union: 'union_id', memberNumber: 'member_number' };
  const found = await lookUpMembership(
    deps.db,
    input.union_id,
    input.member_number,
    input.birth_date,
    auth.user.id,
  );
  if (!found.ok) throw new AppError('VALIDATION_FAILED', {}, [membershipFieldError(found.reason, fields)]);
  const { union, member, clubName } = found;
  try {
    await updateUser(deps.db, auth.user.id, {
      unionId: union.id,
      memberNumber: input.member_number,
      memberGuid: member.memberGuid,
      birthDate: member.birthDate,
      sex: member.sex ?? auth.user.sex,
      hcp: member.hcp ?? auth.user.hcp ?? DEFAULT_HCP,
      clubId: member.clubId,
      clubName,
    });
  } catch (error) {
    if (uniqueViolation(error) === 'users_union_member_key') {
      throw new AppError('VALIDATION_FAILED', {}, [membershipFieldError('taken', fields)]);
    }
    throw error;
  }
  return storedProfile(deps, auth.user.id);
}

/**
 * DELETE /user/delete: deletes the caller's own account and everything it holds (the one erasure,
 * modules/privacy/account-erasure.service.ts). `member_id`, when
 * sent, must be the caller's user id: nobody deletes another golfer's account.
 */
export async function deleteAccount(deps: Deps, auth: AuthContext, memberId: string | undefined) {
  if (memberId !== undefined && memberId !== String(auth.user.id)) throw new AppError('FORBIDDEN');
  const erased = await eraseAccount(deps, auth.user.id, {
    cause: 'self_deleted',
    actor: 'golfer',
    reason: '',
  });
  if (!erased) throw new AppError('SESSION_EXPIRED');
  return { success: true as const };
}
