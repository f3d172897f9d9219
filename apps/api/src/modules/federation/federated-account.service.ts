import type { FederationResultPayload } from '@golfwallet/core/contracts/federation/shapes';
import { AppError } from '@golfwallet/core/errors/app-error';
import type { Locale } from '@golfwallet/core/i18n/locales';
import { DEFAULT_HCP } from '@golfwallet/core/validation/field-limits';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { hashToken, newToken } from '../../lib/tokens';
import { verifyCredentials } from '../auth/credentials';
import { deleteUserSessions, insertSession } from '../session/session.service';
import { findRegistryMember } from '../user/membership.service';
import { uniqueViolation } from '../user/unique-violation';
import { findUserByEmail, findUserById, insertUser, setLastLogin, updateUser } from '../user/accounts';
import type { UserRow } from '../user/user.repository';
import {
  addGolfId,
  findFederationTicket,
  findGolfIdHolder,
  insertFederationTicket,
  listGolfIdsOf,
  removeAddedGolfId,
  takeFederationTicket,
} from './federation.repository';
import { keepSubjectOf } from './union-subject';
import { samePerson, type VerifiedMember } from './verified-member';

/** How long the proof of a union sign-in lasts for the steps after it. */
export const FEDERATION_TICKET_MS = 10 * 60_000;

interface Meta {
  ip: string;
}

async function openSession(tx: Tx, deps: Deps, user: UserRow, meta: Meta) {
  const sessionId = newToken();
  const now = deps.now();
  await insertSession(tx, { tokenHash: hashToken(sessionId), userId: user.id, now, ip: meta.ip });
  await setLastLogin(tx, user.id, now);
  return { session_id: sessionId, email_confirmed: user.emailConfirmed, user_id: user.id };
}

/**
 * What a finished union sign-in leads to (spec §4): the account holding the verified golf ID is
 * logged in (a session id), whatever its e-mail; otherwise a single-use ticket of the sign-in
 * (the updateSessionId) with the union's details, and the golf ids of the account whose e-mail
 * the union verified, if it has any (the update screen). In one transaction.
 */
export function resolveVerifiedMember(
  deps: Deps,
  member: VerifiedMember,
  meta: Meta,
): Promise<FederationResultPayload> {
  return deps.db.transaction((tx) => resolveVerifiedMemberIn(tx, deps, member, meta));
}

/** resolveVerifiedMember inside the caller's transaction (the return page's exchange spends its code there). */
export async function resolveVerifiedMemberIn(
  tx: Tx,
  deps: Deps,
  member: VerifiedMember,
  meta: Meta,
): Promise<FederationResultPayload> {
  const holderId = await findGolfIdHolder(tx, member.unionId, member.memberNumber);
  if (holderId !== undefined) {
    const holder = await findUserById(tx, holderId);
    if (holder?.status === 'blocked') throw new AppError('ACCOUNT_BLOCKED');
    if (holder?.status !== 'active') throw new AppError('FORBIDDEN');
    // The golf ID's issuer and sub: kept at its first union sign-in, compared at every later one.
    await keepSubjectOf(tx, holder.id, member);
    const session = await openSession(tx, deps, holder, meta);
    return { session_id: session.session_id };
  }
  const matched = member.email && member.emailVerified ? await findUserByEmail(tx, member.email) : undefined;
  const existing = matched ? await listGolfIdsOf(tx, matched.id) : [];
  const ticket = newToken();
  await insertFederationTicket(
    tx,
    {
      tokenHash: hashToken(ticket),
      unionId: member.unionId,
      memberNumber: member.memberNumber,
      claims: member,
      userId: matched?.id ?? null,
      expiresAt: new Date(deps.now().getTime() + FEDERATION_TICKET_MS),
    },
    deps.now(),
  );
  const registry = await findRegistryMember(tx, member.unionId, member.memberNumber);
  return {
    updateSessionId: ticket,
    existing_golf_ids: existing.length > 0 ? existing.map((id) => id.memberNumber).join(',') : undefined,
    golfId: member.memberNumber,
    golfUnionId: String(member.unionId),
    birthDate: member.birthDate,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    country: member.country,
    sex: member.sex,
    memberGuid: member.memberGuid,
    clubId: registry?.member.clubId ? String(registry.member.clubId) : undefined,
    clubName: member.clubName ?? registry?.clubName ?? undefined,
    memberType: member.memberType,
  };
}

async function takeTicket(tx: Tx, deps: Deps, ticket: string) {
  const row = await takeFederationTicket(tx, hashToken(ticket), deps.now());
  if (!row) throw new AppError('FEDERATION_TICKET_INVALID');
  return { row, member: row.claims as VerifiedMember };
}

/**
 * Automatic registration after a union sign-in (spec §4 "No"): the account is made from what the
 * union verified, marked imported_union_user, without a password (it signs in through the union),
 * and logged in. The ticket is spent in the same transaction. E-mail already used: 422 EMAIL_TAKEN
 * (the page shows "Can not register you automatically").
 */
export async function registerFederatedUser(
  deps: Deps,
  input: { ticket: string; language_default?: Locale },
  meta: Meta,
) {
  try {
    return await deps.db.transaction(async (tx) => {
      const { member } = await takeTicket(tx, deps, input.ticket);
      if (!member.email || !member.firstName || !member.lastName) {
        throw new AppError('VALIDATION_FAILED', {}, [
          { field: 'email', key: 'errors.cannotRegisterAutomatically' },
        ]);
      }
      if (await findUserByEmail(tx, member.email)) {
        throw new AppError('VALIDATION_FAILED', {}, [{ field: 'email', key: 'errors.emailTaken' }]);
      }
      if ((await findGolfIdHolder(tx, member.unionId, member.memberNumber)) !== undefined) {
        throw new AppError('VALIDATION_FAILED', {}, [
          { field: 'member_number', key: 'errors.memberNumberTaken' },
        ]);
      }
      const registry = await findRegistryMember(tx, member.unionId, member.memberNumber);
      const user = await insertUser(tx, {
        email: member.email,
        emailConfirmed: member.emailVerified,
        passwordHash: null,
        unionId: member.unionId,
        memberNumber: member.memberNumber,
        memberGuid: member.memberGuid ?? registry?.member.memberGuid ?? null,
        memberType: member.memberType ?? null,
        firstName: member.firstName,
        lastName: member.lastName,
        birthDate: member.birthDate ?? registry?.member.birthDate ?? null,
        sex: member.sex ?? registry?.member.sex ?? null,
        country: member.country,
        clubId: registry?.member.clubId ?? null,
        clubName: member.clubName ?? registry?.clubName ?? null,
        hcp: registry?.member.hcp ?? DEFAULT_HCP,
        languageDefault: input.language_default ?? 'da',
        importedUnionUser: true,
      });
      await keepSubjectOf(tx, user.id, member);
      return openSession(tx, deps, user, meta);
    });
  } catch (error) {
    // Two registrations of the same sign-in or e-mail at once: the unique index decides.
    if (uniqueViolation(error)) {
      throw new AppError('VALIDATION_FAILED', {}, [{ field: 'email', key: 'errors.emailTaken' }]);
    }
    throw error;
  }
}

type GolfIdChoice = { action: 'add' | 'replace'; replace_golf_id?: string };

/**
 * Puts the verified golf ID of a ticket on an account (spec §2 update screen): add it (the main
 * golf ID if the account has none, else an added one), or replace one of the account's golf IDs.
 * A golf ID held by another account is refused (422 MEMBER_NUMBER_TAKEN); one the account holds
 * already is kept as it is. The union's member must be the account's person (samePerson), else
 * 422 GOLF_ID_OTHER_PERSON. The union's issuer and `sub` are kept with the golf ID. Answers whether
 * the account's golf IDs changed: a new one is a new way to sign in (a union login), so the callers
 * then end the account's other sessions (ASVS 7.4.3).
 */
async function putGolfId(
  tx: Tx,
  user: UserRow,
  member: VerifiedMember,
  choice: GolfIdChoice,
): Promise<boolean> {
  const changed = await attachGolfId(tx, user, member, choice);
  // Who the golf ID is at the union, kept with it for this account (ASVS 10.5.2).
  await keepSubjectOf(tx, user.id, member);
  return changed;
}

async function attachGolfId(
  tx: Tx,
  user: UserRow,
  member: VerifiedMember,
  choice: GolfIdChoice,
): Promise<boolean> {
  if (!samePerson(user, member)) throw new AppError('GOLF_ID_OTHER_PERSON');
  const holder = await findGolfIdHolder(tx, member.unionId, member.memberNumber);
  if (holder !== undefined && holder !== user.id) throw new AppError('MEMBER_NUMBER_TAKEN');
  if (holder === user.id) return false;
  const replacing = choice.action === 'replace' ? choice.replace_golf_id : undefined;
  if (replacing !== undefined) {
    const held = await listGolfIdsOf(tx, user.id);
    if (!held.some((id) => id.memberNumber === replacing)) throw new AppError('GOLF_ID_NOT_ON_ACCOUNT');
    if (user.memberNumber === replacing) {
      await setMainGolfId(tx, user.id, member);
    } else {
      await removeAddedGolfId(tx, user.id, replacing);
      await addGolfId(tx, user.id, member.unionId, member.memberNumber);
    }
    return true;
  }
  if (!user.memberNumber) await setMainGolfId(tx, user.id, member);
  else await addGolfId(tx, user.id, member.unionId, member.memberNumber);
  return true;
}

async function setMainGolfId(tx: Tx, userId: number, member: VerifiedMember) {
  const registry = await findRegistryMember(tx, member.unionId, member.memberNumber);
  await updateUser(tx, userId, {
    unionId: member.unionId,
    memberNumber: member.memberNumber,
    memberGuid: member.memberGuid ?? registry?.member.memberGuid ?? null,
    clubId: registry?.member.clubId ?? null,
    clubName: member.clubName ?? registry?.clubName ?? null,
  });
}

async function linkAndLogIn(
  deps: Deps,
  user: UserRow,
  ticket: string,
  choice: GolfIdChoice,
  meta: Meta,
  requireMatchedUser: boolean,
) {
  try {
    return await deps.db.transaction(async (tx) => {
      const { row, member } = await takeTicket(tx, deps, ticket);
      if (requireMatchedUser && row.userId !== user.id) throw new AppError('FEDERATION_TICKET_INVALID');
      // A changed way in ends every earlier session; the one opened here is the only one left.
      if (await putGolfId(tx, user, member, choice)) await deleteUserSessions(tx, user.id);
      return openSession(tx, deps, user, meta);
    });
  } catch (error) {
    if (uniqueViolation(error)) throw new AppError('MEMBER_NUMBER_TAKEN');
    throw error;
  }
}

/**
 * Import (login-and-update): the account of these credentials logs in (same checks and lock-out
 * as an e-mail login) and gets the golf ID the union verified.
 */
export async function loginAndUpdate(
  deps: Deps,
  input: { email: string; password: string; ticket: string } & GolfIdChoice,
  meta: Meta,
) {
  const user = await verifyCredentials(deps, input.email, input.password, meta.ip);
  return linkAndLogIn(deps, user, input.ticket, input, meta, false);
}

/**
 * Update with the update session id: the account whose e-mail the union verified gets the golf
 * ID, without a password. Only that account: the ticket names it.
 */
export async function updateWithSessionId(deps: Deps, input: { ticket: string } & GolfIdChoice, meta: Meta) {
  const found = await findFederationTicket(deps.db, hashToken(input.ticket), deps.now());
  if (!found) throw new AppError('FEDERATION_TICKET_INVALID');
  const user = found.userId ? await findUserById(deps.db, found.userId) : undefined;
  if (user?.status !== 'active') throw new AppError('FEDERATION_TICKET_INVALID');
  return linkAndLogIn(deps, user, input.ticket, input, meta, true);
}

/**
 * From the profile: the signed-in account takes the golf ID of a union sign-in it just made
 * (add, or replace one of its golf IDs). A change ends the account's other sessions (the caller's
 * stays). Answers the account's golf IDs afterwards.
 */
export async function linkGolfIdToAccount(
  deps: Deps,
  caller: { userId: number; tokenHash: string },
  input: { ticket: string } & GolfIdChoice,
) {
  const userId = caller.userId;
  try {
    await deps.db.transaction(async (tx) => {
      const user = await findUserById(tx, userId);
      if (!user) throw new AppError('SESSION_EXPIRED');
      const { member } = await takeTicket(tx, deps, input.ticket);
      if (await putGolfId(tx, user, member, input)) await deleteUserSessions(tx, userId, caller.tokenHash);
    });
  } catch (error) {
    if (uniqueViolation(error)) throw new AppError('MEMBER_NUMBER_TAKEN');
    throw error;
  }
  const ids = await listGolfIdsOf(deps.db, userId);
  return { data: { golf_ids: ids.map((id) => id.memberNumber) } };
}

/** The golf ids (union and member number) linked to an account, for the golfer's own list. */
export { listGolfIdsOf } from './federation.repository';
