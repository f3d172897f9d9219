import { AppError } from '@golfwallet/core/errors/app-error';
import type { DbOrTx } from '../../db/client';
import { findGolfIdHolder, findUnionSubject, keepUnionSubject } from './federation.repository';
import type { VerifiedMember } from './verified-member';

/**
 * Does this union sign-in name another person at the union than the one the golf ID's account
 * was linked with (ASVS 10.5.2)? True when the account holding the golf ID has an issuer and `sub`
 * kept for it and the sign-in's differ: the union has given the member number to someone else, or
 * another issuer speaks for the union. A golf ID without a kept row (linked before rows were kept,
 * or through the Swedish login) is not a conflict: its row is kept at this sign-in.
 */
export async function isOtherUnionSubject(db: DbOrTx, member: VerifiedMember): Promise<boolean> {
  if (!member.subject) return false;
  const holder = await findGolfIdHolder(db, member.unionId, member.memberNumber);
  if (holder === undefined) return false;
  const kept = await findUnionSubject(db, member.unionId, member.memberNumber);
  if (!kept || kept.userId !== holder) return false;
  return kept.issuer !== member.subject.issuer || kept.subject !== member.subject.sub;
}

/**
 * Keeps the sign-in's issuer, `sub` and `auth_time` with the golf ID for the account that holds
 * it now (first sign-in, registration, link, or a golf ID linked before rows were kept). Another
 * `sub` already kept for this account: 409 UNION_SUBJECT_MISMATCH, in the caller's transaction,
 * so nothing of the sign-in is written. Nothing to keep for the Swedish login (no `sub`).
 */
export async function keepSubjectOf(db: DbOrTx, userId: number, member: VerifiedMember): Promise<void> {
  if (!member.subject) return;
  const kept = await keepUnionSubject(db, {
    unionId: member.unionId,
    memberNumber: member.memberNumber,
    userId,
    issuer: member.subject.issuer,
    subject: member.subject.sub,
    authenticatedAt: member.authenticatedAt ? new Date(member.authenticatedAt) : null,
  });
  if (!kept) throw new AppError('UNION_SUBJECT_MISMATCH');
}
