import { AppError } from '@golfwallet/core/errors/app-error';
import type { Membership } from '@golfwallet/core/contracts/user/shapes';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { findRegistryMember, findUnion, type UnionRow } from './membership.repository';
import { findMemberNumberHolder } from './user.repository';

type RegistryRow = NonNullable<Awaited<ReturnType<typeof findRegistryMember>>>;

export type MembershipLookup =
  | { ok: true; union: UnionRow; member: RegistryRow['member']; clubName: string | null }
  | { ok: false; reason: 'union' | 'notFound' | 'taken' };

/**
 * Checks a member number against the union's registry. The birth date must match the registry's;
 * a number held by another account than `exceptUserId` is taken. Whether a number is taken is only
 * told once the birth date matched, so the check reveals nothing about strangers' numbers.
 */
export async function lookUpMembership(
  db: DbOrTx,
  unionRef: number | string,
  memberNumber: string,
  birthDate: string,
  exceptUserId?: number,
): Promise<MembershipLookup> {
  const union = await findUnion(db, unionRef);
  if (!union) return { ok: false, reason: 'union' };
  const found = await findRegistryMember(db, union.id, memberNumber);
  if (!found || found.member.birthDate !== birthDate) return { ok: false, reason: 'notFound' };
  const holder = await findMemberNumberHolder(db, union.id, memberNumber);
  if (holder !== undefined && holder !== exceptUserId) return { ok: false, reason: 'taken' };
  return { ok: true, union, member: found.member, clubName: found.clubName };
}

/** The field error of a failed lookup, on the form's union and member number fields. */
export function membershipFieldError(
  reason: 'union' | 'notFound' | 'taken',
  fields: { union: string; memberNumber: string },
): { field: string; key: string } {
  if (reason === 'union') return { field: fields.union, key: 'errors.unionNotFound' };
  if (reason === 'notFound') return { field: fields.memberNumber, key: 'errors.memberNotFound' };
  return { field: fields.memberNumber, key: 'errors.memberNumberTaken' };
}

/** GET /user/member/…: what the registry says about a member, for the sign-up form. */
export async function checkMembership(
  deps: Deps,
  input: { union: string; member_number: string; birth_date: string },
  callerId?: number,
): Promise<Membership> {
  const result = await lookUpMembership(
    deps.db,
    input.union,
    input.member_number,
    input.birth_date,
    callerId,
  );
  if (!result.ok) {
    if (result.reason === 'union') throw new AppError('UNION_NOT_FOUND');
    throw new AppError('VALIDATION_FAILED', {}, [
      membershipFieldError(result.reason, { union: 'union', memberNumber: 'member_number' }),
    ]);
  }
  const { member, clubName } = result;
  return {
    first_name: member.firstName,
    last_name: member.lastName,
    club: member.clubId !== null && clubName !== null ? { id: member.clubId, name: clubName } : null,
    sex: member.sex,
    member_guid: member.memberGuid,
  };
}

/** A union registry's member, for a federated sign-in that creates or links an account. */
export { findRegistryMember } from './membership.repository';
