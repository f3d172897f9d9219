import { AppError } from '@golfwallet/core/errors/app-error';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { type AuditAction, insertAudit } from './audit.repository';
import type { StaffContext } from './staff-auth';
import {
  deleteMembership,
  deletePendingInvitations,
  findStaffById,
  listClubStaff,
  listPendingInvitations,
  lockClubStaff,
  revokeStaffSessionsAt,
  type StaffRole,
  updateMembership,
} from './staff.repository';

/**
 * An owner manages the staff of the current club (`auth.clubId`, never one from the request): the
 * role, deactivation and reactivation, removal, and pending invitations. Each change runs in one
 * transaction that locks the club's memberships first (lockClubStaff), checks that the club keeps
 * at least one active owner, writes the change, revokes the person's sessions at the club when
 * their access ends (they answer 401 STAFF_ACCESS_REVOKED on the next request) and writes the audit
 * row (who: the caller; when: now). A person of another club answers 404 STAFF_NOT_FOUND, as an
 * unknown one does.
 */

type Member = Awaited<ReturnType<typeof lockClubStaff>>[number];

/** The staff and pending invitations of the current club (one invitation per person: the newest). */
export async function listStaff(deps: Deps, auth: StaffContext) {
  const [rows, pending] = await Promise.all([
    listClubStaff(deps.db, auth.clubId),
    listPendingInvitations(deps.db, auth.clubId, deps.now()),
  ]);
  const newest = new Map<number, (typeof pending)[number]>();
  for (const row of pending) if (!newest.has(row.staffId)) newest.set(row.staffId, row);
  const invitations = [...newest.values()];
  return {
    items: rows.map((row) => ({
      staff_id: row.staff_id,
      email: row.email,
      name: row.name,
      role: row.role,
      invited: row.passwordHash === null,
      status: row.status,
    })),
    invitations: invitations.map((row) => ({
      staff_id: row.staffId,
      email: row.email,
      role: row.role ?? 'desk',
      expires_at: row.expiresAt.toISOString(),
    })),
  };
}

/** True when `target` is the club's only active owner: the change would leave it without one. */
function isLastActiveOwner(members: Member[], target: Member): boolean {
  if (target.role !== 'owner' || target.status !== 'active') return false;
  return members.filter((m) => m.role === 'owner' && m.status === 'active').length === 1;
}

/** Runs `change` on the locked membership of `staffId` at the caller's club, in one transaction. */
async function changeMember(
  deps: Deps,
  auth: StaffContext,
  staffId: number,
  change: (tx: DbOrTx, members: Member[], target: Member, audit: Audit) => Promise<void>,
) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const members = await lockClubStaff(tx, auth.clubId);
    const target = members.find((m) => m.staffId === staffId);
    if (!target) throw new AppError('STAFF_NOT_FOUND');
    const audit: Audit = (action, details) =>
      insertAudit(tx, {
        clubId: auth.clubId,
        staffId: auth.staff.id,
        action,
        subject: target.email,
        details,
        at: now,
      });
    await change(tx, members, target, audit);
  });
  return { success: true as const };
}

type Audit = (action: AuditAction, details: Record<string, unknown>) => Promise<void>;

/** Ends the person's access to the club now: sessions revoked, unused invitations deleted. */
async function endAccess(deps: Deps, tx: DbOrTx, clubId: number, staffId: number) {
  const sessions = await revokeStaffSessionsAt(tx, staffId, clubId, deps.now());
  const invitations = await deletePendingInvitations(tx, staffId, clubId);
  return { sessions_revoked: sessions, invitations_withdrawn: invitations.length };
}

/** Owner or desk; demoting the last active owner answers 409 LAST_OWNER. Same role: no change. */
export function setStaffRole(deps: Deps, auth: StaffContext, staffId: number, role: StaffRole) {
  return changeMember(deps, auth, staffId, async (tx, members, target, audit) => {
    if (target.role === role) return;
    if (isLastActiveOwner(members, target)) throw new AppError('LAST_OWNER');
    await updateMembership(tx, auth.clubId, staffId, { role });
    await audit('staff_role_changed', { from: target.role, to: role });
  });
}

/**
 * Deactivates (the membership stays, its sessions at the club are revoked at once) or reactivates
 * a person. Deactivating the last active owner answers 409 LAST_OWNER. Already so: no change.
 */
export function setStaffActive(deps: Deps, auth: StaffContext, staffId: number, active: boolean) {
  return changeMember(deps, auth, staffId, async (tx, members, target, audit) => {
    const status = active ? 'active' : 'deactivated';
    if (target.status === status) return;
    if (!active && isLastActiveOwner(members, target)) throw new AppError('LAST_OWNER');
    await updateMembership(tx, auth.clubId, staffId, { status });
    if (active) {
      await audit('staff_reactivated', { role: target.role });
      return;
    }
    const ended = await endAccess(deps, tx, auth.clubId, staffId);
    await audit('staff_deactivated', { role: target.role, ...ended });
  });
}

/** Removes a person from the club's staff (the account stays); the last active owner answers 409. */
export function removeStaff(deps: Deps, auth: StaffContext, staffId: number) {
  return changeMember(deps, auth, staffId, async (tx, members, target, audit) => {
    if (isLastActiveOwner(members, target)) throw new AppError('LAST_OWNER');
    await deleteMembership(tx, auth.clubId, staffId);
    const ended = await endAccess(deps, tx, auth.clubId, staffId);
    await audit('staff_removed', { role: target.role, ...ended });
  });
}

/** Withdraws a person's unused invitations to the club: their links answer INVALID_KEY. None: 404. */
export async function withdrawInvitation(deps: Deps, auth: StaffContext, staffId: number) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const withdrawn = await deletePendingInvitations(tx, staffId, auth.clubId);
    const [first] = withdrawn;
    if (!first) throw new AppError('INVITATION_NOT_FOUND');
    const person = await findStaffById(tx, staffId);
    await insertAudit(tx, {
      clubId: auth.clubId,
      staffId: auth.staff.id,
      action: 'invitation_withdrawn',
      subject: person?.email ?? '',
      details: { role: first.role },
      at: now,
    });
  });
  return { success: true as const };
}
