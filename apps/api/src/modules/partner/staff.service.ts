import type { StaffMe } from '@golfwallet/core/contracts/partner/shapes';
import { AppError } from '@golfwallet/core/errors/app-error';
import { type Locale, toLocale } from '@golfwallet/core/i18n/locales';
import { translate } from '@golfwallet/core/i18n/translate';
import type { DbOrTx } from '../../db/client';
import { sessionActivities } from '../session/session-activity';
import type { Deps } from '../../deps';
import { hashToken, newToken } from '../../lib/tokens';
import { claimLoginTry, releaseTry } from '../auth/login-limit';
import { dummySecretHash, hashSecret, verifySecret } from '../auth/password';
import { insertAudit } from './audit.repository';
import { clubCurrency } from './club-currency';
import { portalLink, queuePartnerMail } from './partner-mail';
import type { StaffContext } from './staff-auth';
import {
  consumeStaffKey,
  countStaffKeysSince,
  deleteStaffSession,
  deleteStaffSessions,
  ensureStaffAccount,
  findClubWithDepartments,
  findMembership,
  findStaffByEmail,
  findStaffKey,
  insertStaffKey,
  insertStaffSession,
  listMemberships,
  type StaffRole,
  setSessionClub,
  updateStaff,
  upsertMembership,
} from './staff.repository';
import { SHARED_WEB_PATHS } from '@golfwallet/core/web/paths';

const HOUR_MS = 3_600_000;
export const INVITE_DAYS = 7;
const RESET_MAILS_PER_HOUR = 3;

const localeOf = (language: string): Locale => toLocale(language) ?? 'da';

/**
 * Staff log in like golfers (argon2id, the same per-account and per-IP failure limit, 429 over it),
 * into a staff session of their own. The session starts at the account's first club.
 */
export async function staffLogIn(
  deps: Deps,
  input: { email: string; password: string },
  meta: { ip: string },
) {
  const limits = { account: `staff-email:${input.email}`, ip: `ip:${meta.ip}` };
  const claim = await claimLoginTry(deps, limits);
  const staff = await findStaffByEmail(deps.db, input.email);
  const matches = await verifySecret(staff?.passwordHash ?? (await dummySecretHash()), input.password);
  if (!staff?.passwordHash || !matches) throw new AppError('INVALID_CREDENTIALS');
  await releaseTry(deps, claim, limits.account);
  if (staff.status !== 'active') throw new AppError('FORBIDDEN');
  const [first] = await listMemberships(deps.db, staff.id);
  if (!first) throw new AppError('FORBIDDEN');
  const sessionId = newToken();
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await insertStaffSession(tx, {
      tokenHash: hashToken(sessionId),
      staffId: staff.id,
      clubId: first.club_id,
      now,
      ip: meta.ip,
    });
    await updateStaff(tx, staff.id, { lastLoginAt: now });
  });
  return { session_id: sessionId, staff_id: staff.id, club_id: first.club_id };
}

export async function staffLogOut(deps: Deps, auth: StaffContext) {
  await deleteStaffSession(deps.db, auth.tokenHash);
  sessionActivities(deps).staff.forget(auth.tokenHash);
  return { success: true as const };
}

export async function describeStaff(deps: Deps, auth: StaffContext): Promise<StaffMe> {
  const [memberships, found] = await Promise.all([
    listMemberships(deps.db, auth.staff.id),
    findClubWithDepartments(deps.db, auth.clubId),
  ]);
  if (!found) throw new AppError('CLUB_NOT_FOUND');
  const currency = clubCurrency(found.club.countryCode);
  return {
    staff_id: auth.staff.id,
    email: auth.staff.email,
    name: auth.staff.name,
    language: auth.staff.language,
    club: {
      club_id: found.club.id,
      name: found.club.name,
      role: auth.role,
      timezone: found.club.timezone,
      currency,
      departments: found.departments,
    },
    clubs: memberships,
  };
}

/** Moves the session to another club of the account; a club where it is not active staff answers 404. */
export async function switchClub(deps: Deps, auth: StaffContext, clubId: number) {
  const membership = await findMembership(deps.db, auth.staff.id, clubId);
  if (membership?.status !== 'active') throw new AppError('CLUB_NOT_FOUND');
  await setSessionClub(deps.db, auth.tokenHash, clubId);
  return describeStaff(deps, { ...auth, clubId, role: membership.role });
}

/** A reset mail with a single-use key valid 1 hour; answers the same whether the address is known or not. */
export async function requestStaffPasswordReset(deps: Deps, email: string) {
  const staff = await findStaffByEmail(deps.db, email);
  if (staff && staff.status === 'active' && staff.passwordHash) {
    const now = deps.now();
    if (
      (await countStaffKeysSince(deps.db, staff.id, new Date(now.getTime() - HOUR_MS))) < RESET_MAILS_PER_HOUR
    ) {
      const key = newToken();
      await deps.db.transaction(async (tx) => {
        await insertStaffKey(tx, {
          keyHash: hashToken(key),
          staffId: staff.id,
          purpose: 'reset_password',
          createdAt: now,
          expiresAt: new Date(now.getTime() + HOUR_MS),
        });
        await queuePartnerMail(tx, 'resetPassword', localeOf(staff.language), staff.email, {
          club: '',
          link: portalLink(deps.config.PUBLIC_URL, SHARED_WEB_PATHS.portalSetPassword, key),
        });
      });
    }
  }
  return { success: true as const };
}

/**
 * Sets the password with a reset or invitation key (single use, in one transaction). An invitation
 * also makes the account staff of its club with its role. Every staff session of the account ends.
 */
export async function setStaffPassword(
  deps: Deps,
  input: { token: string; password: string; name?: string },
) {
  const passwordHash = await hashSecret(input.password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const keyHash = hashToken(input.token);
    const key = await consumeStaffKey(tx, keyHash, now);
    if (!key) {
      const existing = await findStaffKey(tx, keyHash);
      if (existing && existing.usedAt === null && existing.expiresAt <= now)
        throw new AppError('KEY_EXPIRED');
      throw new AppError('INVALID_KEY');
    }
    await updateStaff(tx, key.staffId, {
      passwordHash,
      ...(input.name ? { name: input.name } : {}),
    });
    if (key.purpose === 'invite' && key.clubId && key.role) {
      await upsertMembership(tx, key.staffId, key.clubId, key.role);
    }
    await deleteStaffSessions(tx, key.staffId);
  });
  return { success: true as const };
}

/** Writes an invitation: the account (made when new), a 7-day single-use key and the mail. */
export async function writeInvitation(
  tx: DbOrTx,
  env: { now: Date; publicUrl: string },
  values: {
    clubId: number;
    clubName: string;
    email: string;
    role: StaffRole;
    locale: Locale;
    by: number | null;
  },
): Promise<string> {
  const staff = await ensureStaffAccount(tx, values.email, values.locale);
  const key = newToken();
  const now = env.now;
  await insertStaffKey(tx, {
    keyHash: hashToken(key),
    staffId: staff.id,
    purpose: 'invite',
    clubId: values.clubId,
    role: values.role,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITE_DAYS * 24 * HOUR_MS),
  });
  const link = portalLink(env.publicUrl, SHARED_WEB_PATHS.portalSetPassword, key);
  await queuePartnerMail(tx, 'invite', localeOf(staff.language), staff.email, {
    club: values.clubName,
    link,
    role: translate(values.locale, `partner.roles.${values.role}`),
  });
  await insertAudit(tx, {
    clubId: values.clubId,
    staffId: values.by,
    action: 'staff_invited',
    subject: values.email,
    details: { role: values.role },
    at: now,
  });
  return link;
}

/**
 * An owner invites a person to the current club; someone already on its staff (deactivated too:
 * reactivate them instead) answers 409.
 */
export async function inviteStaff(
  deps: Deps,
  auth: StaffContext,
  input: { email: string; role: StaffRole },
  locale: Locale,
) {
  const found = await findClubWithDepartments(deps.db, auth.clubId);
  if (!found) throw new AppError('CLUB_NOT_FOUND');
  const existing = await findStaffByEmail(deps.db, input.email);
  if (existing && (await findMembership(deps.db, existing.id, auth.clubId)))
    throw new AppError('STAFF_ALREADY_MEMBER');
  await deps.db.transaction((tx) =>
    writeInvitation(
      tx,
      { now: deps.now(), publicUrl: deps.config.PUBLIC_URL },
      {
        clubId: auth.clubId,
        clubName: found.club.name,
        email: input.email,
        role: input.role,
        locale,
        by: auth.staff.id,
      },
    ),
  );
  return { success: true as const };
}
