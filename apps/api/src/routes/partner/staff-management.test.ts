import { deskLookup } from '@golfwallet/core/contracts/partner/desk-lookup';
import { getStaffMe } from '@golfwallet/core/contracts/partner/get-staff-me';
import { inviteStaff } from '@golfwallet/core/contracts/partner/invite-staff';
import { listAudit } from '@golfwallet/core/contracts/partner/list-audit';
import { listStaff } from '@golfwallet/core/contracts/partner/list-staff';
import { removeStaff } from '@golfwallet/core/contracts/partner/remove-staff';
import { setStaffActive } from '@golfwallet/core/contracts/partner/set-staff-active';
import { setStaffPassword } from '@golfwallet/core/contracts/partner/set-staff-password';
import { setStaffRole } from '@golfwallet/core/contracts/partner/set-staff-role';
import { staffLogin } from '@golfwallet/core/contracts/partner/staff-login';
import { withdrawInvitation } from '@golfwallet/core/contracts/partner/withdraw-invitation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestStaff,
  insertInvitationKey,
  STAFF_PASSWORD,
  type TestStaff,
} from '../../../test/builders/partner';
import { insertClub } from '../../../test/builders/voucher.factory';
import { createTestApp, refusal, type TestApp } from '../../../test/helper';
import { clubStaff, outbox } from '../../db/schema/index';

/**
 * Staff management in the club portal (issue 31): an owner lists the staff and the pending
 * invitations, changes roles, deactivates and reactivates, removes, and withdraws invitations.
 * Access ends at once (the live session answers 401), the club keeps an active owner, every change
 * is in the audit log, and one club never reaches another's staff.
 */

const NOW = new Date('2026-11-24T10:00:00Z');

let t: TestApp;
let clubA: number;
let clubB: number;
let ownerA: TestStaff;
let ownerB: TestStaff;
/** Who the audit log names for club A's owner. */
let ownerAName: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  clubA = (await insertClub(t)).id;
  clubB = (await insertClub(t)).id;
  ownerA = await createTestStaff(t, [{ clubId: clubA, role: 'owner' }]);
  ownerB = await createTestStaff(t, [{ clubId: clubB, role: 'owner' }]);
  ownerAName = (await t.api({ token: ownerA.token })(getStaffMe)).name;
});
afterAll(async () => t.close());

const as = (staff: TestStaff, language = 'en') => t.api({ token: staff.token, language });

/** The audit rows of club A about `email`, oldest first, as its owner reads them. */
async function auditAbout(email: string) {
  const { items } = await as(ownerA)(listAudit, { query: {} });
  return items.filter((item) => item.subject === email).reverse();
}

/** The key of the newest invitation mail to `email`. */
async function invitationKey(email: string) {
  const mails = await t.database.db.select().from(outbox).where(eq(outbox.recipient, email));
  return /key=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)!.text)![1]!;
}

describe('pending invitations', () => {
  it('lists a pending invitation, withdraws it, and its link no longer works', async () => {
    const email = `pending.${Date.now()}@club.example`;
    await as(ownerA)(inviteStaff, { body: { email, role: 'desk' } });
    const listed = await as(ownerA)(listStaff);
    const invitation = listed.invitations.find((row) => row.email === email);
    expect(invitation).toMatchObject({ role: 'desk', expires_at: '2026-12-01T10:00:00.000Z' });
    expect(listed.items.map((row) => row.email)).not.toContain(email);

    await as(ownerA)(withdrawInvitation, { params: { staff_id: invitation!.staff_id } });
    expect((await as(ownerA)(listStaff)).invitations.map((row) => row.email)).not.toContain(email);
    const accept = { token: await invitationKey(email), password: 'range-ball-42x' };
    expect((await refusal(t.api()(setStaffPassword, { body: accept }))).code).toBe('INVALID_KEY');
    const again = await refusal(
      as(ownerA)(withdrawInvitation, { params: { staff_id: invitation!.staff_id } }),
    );
    expect(again).toMatchObject({ status: 404, code: 'INVITATION_NOT_FOUND' });

    const audit = await auditAbout(email);
    expect(audit.map((row) => row.action)).toEqual(['staff_invited', 'invitation_withdrawn']);
    expect(audit[1]).toMatchObject({ staff_name: ownerAName, at: NOW.toISOString() });
  });
});

describe('deactivating and removing', () => {
  it('deactivates a desk member: the live session answers 401 at once, sign-in is refused; reactivation lets them sign in again', async () => {
    const desk = await createTestStaff(t, [{ clubId: clubA, role: 'desk' }]);
    // The desk's look-up has seen the session live, so its next check goes with its read.
    expect((await refusal(as(desk)(deskLookup, { params: { number: '99999999' } }))).code).toBe(
      'VOUCHER_NOT_FOUND',
    );
    await as(desk)(getStaffMe);

    await as(ownerA)(setStaffActive, { params: { staff_id: desk.id }, body: { active: false } });
    const me = await refusal(as(desk)(getStaffMe));
    expect(me).toMatchObject({ status: 401, code: 'STAFF_ACCESS_REVOKED' });
    const lookup = await refusal(as(desk)(deskLookup, { params: { number: '99999999' } }));
    expect(lookup).toMatchObject({ status: 401, code: 'STAFF_ACCESS_REVOKED' });
    const login = await refusal(
      t.api()(staffLogin, { body: { email: desk.email, password: STAFF_PASSWORD } }),
    );
    expect(login.status).toBe(403);
    const listed = await as(ownerA)(listStaff);
    expect(listed.items.find((row) => row.staff_id === desk.id)).toMatchObject({ status: 'deactivated' });

    await as(ownerA)(setStaffActive, { params: { staff_id: desk.id }, body: { active: true } });
    // The revoked session stays revoked; a new sign-in works.
    expect((await refusal(as(desk)(getStaffMe))).status).toBe(401);
    const back = await t.api()(staffLogin, { body: { email: desk.email, password: STAFF_PASSWORD } });
    expect(await t.api({ token: back.session_id })(getStaffMe)).toMatchObject({
      club: { club_id: clubA, role: 'desk' },
    });

    const audit = await auditAbout(desk.email);
    expect(audit.map((row) => [row.action, row.staff_name, row.at])).toEqual([
      ['staff_deactivated', ownerAName, NOW.toISOString()],
      ['staff_reactivated', ownerAName, NOW.toISOString()],
    ]);
    expect(audit[0]!.details).toMatchObject({ role: 'desk', sessions_revoked: 1 });
  });

  it('removes a desk member: the live session answers 401 at once and an unused invitation link no longer works', async () => {
    const desk = await createTestStaff(t, [{ clubId: clubA, role: 'desk' }]);
    const key = await insertInvitationKey(t, desk.id, clubA, 'owner');
    await as(desk)(getStaffMe);

    await as(ownerA)(removeStaff, { params: { staff_id: desk.id } });
    expect(await refusal(as(desk)(getStaffMe))).toMatchObject({ status: 401, code: 'STAFF_ACCESS_REVOKED' });
    const accept = await refusal(
      t.api()(setStaffPassword, { body: { token: key, password: 'range-ball-42x' } }),
    );
    expect(accept.code).toBe('INVALID_KEY');
    expect(await t.database.db.select().from(clubStaff).where(eq(clubStaff.staffId, desk.id))).toEqual([]);
    expect((await as(ownerA)(listStaff)).items.map((row) => row.staff_id)).not.toContain(desk.id);
    const again = await refusal(as(ownerA)(removeStaff, { params: { staff_id: desk.id } }));
    expect(again).toMatchObject({ status: 404, code: 'STAFF_NOT_FOUND' });

    const audit = await auditAbout(desk.email);
    expect(audit.map((row) => row.action)).toEqual(['staff_removed']);
    expect(audit[0]).toMatchObject({
      staff_name: ownerAName,
      at: NOW.toISOString(),
      details: { role: 'desk', sessions_revoked: 1, invitations_withdrawn: 1 },
    });
  });
});

describe('roles', () => {
  it('changes a role both ways; the role counts from the next request', async () => {
    const person = await createTestStaff(t, [{ clubId: clubA, role: 'desk' }]);
    expect((await refusal(as(person)(listStaff))).code).toBe('STAFF_ROLE_FORBIDDEN');
    await as(ownerA)(setStaffRole, { params: { staff_id: person.id }, body: { role: 'owner' } });
    expect((await as(person)(listStaff)).items.length).toBeGreaterThan(0);
    await as(ownerA)(setStaffRole, { params: { staff_id: person.id }, body: { role: 'desk' } });
    expect((await refusal(as(person)(listStaff))).code).toBe('STAFF_ROLE_FORBIDDEN');
    // The same role again changes nothing and logs nothing.
    await as(ownerA)(setStaffRole, { params: { staff_id: person.id }, body: { role: 'desk' } });

    const audit = await auditAbout(person.email);
    expect(audit.map((row) => [row.action, row.details])).toEqual([
      ['staff_role_changed', { from: 'desk', to: 'owner' }],
      ['staff_role_changed', { from: 'owner', to: 'desk' }],
    ]);
  });

  it('the desk cannot manage staff', async () => {
    const desk = await createTestStaff(t, [{ clubId: clubA, role: 'desk' }]);
    const calls = [
      as(desk)(setStaffRole, { params: { staff_id: desk.id }, body: { role: 'owner' } }),
      as(desk)(setStaffActive, { params: { staff_id: ownerA.id }, body: { active: false } }),
      as(desk)(removeStaff, { params: { staff_id: ownerA.id } }),
      as(desk)(withdrawInvitation, { params: { staff_id: ownerA.id } }),
    ];
    for (const call of calls) expect((await refusal(call)).code).toBe('STAFF_ROLE_FORBIDDEN');
    expect((await as(desk)(getStaffMe)).club.role).toBe('desk');
  });

  it('answers bad input with 422, not 500', async () => {
    // An id no account can have, over the wire (the typed client's types allow any number).
    const badId = await t.call({
      method: 'PUT',
      url: '/partner/staff/0/role',
      token: ownerA.token,
      payload: { role: 'desk' },
    });
    expect(badId.statusCode).toBe(422);
    // A role the contract does not know, sent over the wire (the typed client would not let it).
    const badRole = await t.call({
      method: 'PUT',
      url: `/partner/staff/${ownerA.id}/role`,
      token: ownerA.token,
      payload: { role: 'boss' },
    });
    expect(badRole.statusCode).toBe(422);
  });
});

describe('the last active owner', () => {
  it('cannot demote, deactivate or remove themselves, with a translated 409; with a second owner they can', async () => {
    const club = (await insertClub(t)).id;
    const owner = await createTestStaff(t, [{ clubId: club, role: 'owner' }]);
    const desk = await createTestStaff(t, [{ clubId: club, role: 'desk' }]);
    const self = { params: { staff_id: owner.id } };
    const refused = [
      await refusal(as(owner)(setStaffRole, { ...self, body: { role: 'desk' } })),
      await refusal(as(owner)(setStaffActive, { ...self, body: { active: false } })),
      await refusal(as(owner)(removeStaff, self)),
    ];
    for (const answer of refused) {
      expect(answer).toMatchObject({ status: 409, code: 'LAST_OWNER' });
      expect(answer.message).toBe('The club needs at least one active owner. Make someone else owner first.');
    }
    const danish = await refusal(as(owner, 'da')(removeStaff, self));
    expect(danish.message).toBe('Klubben skal have mindst én aktiv ejer. Gør en anden til ejer først.');
    expect((await as(owner)(getStaffMe)).club.role).toBe('owner');

    // With a second active owner, the first may step down; then the second is the last one.
    await as(owner)(setStaffRole, { params: { staff_id: desk.id }, body: { role: 'owner' } });
    await as(owner)(setStaffRole, { ...self, body: { role: 'desk' } });
    expect((await as(owner)(getStaffMe)).club.role).toBe('desk');
    const promoted = desk;
    const last = await refusal(
      as(promoted)(setStaffActive, { params: { staff_id: promoted.id }, body: { active: false } }),
    );
    expect(last.code).toBe('LAST_OWNER');
  });
});

describe('another club', () => {
  it('never reaches club A’s staff: every change answers 404 and changes nothing', async () => {
    const desk = await createTestStaff(t, [{ clubId: clubA, role: 'desk' }]);
    const invited = `cross.${Date.now()}@club.example`;
    await as(ownerA)(inviteStaff, { body: { email: invited, role: 'desk' } });
    const invitation = (await as(ownerA)(listStaff)).invitations.find((row) => row.email === invited)!;

    const target = { params: { staff_id: desk.id } };
    const refused = [
      await refusal(as(ownerB)(setStaffRole, { ...target, body: { role: 'owner' } })),
      await refusal(as(ownerB)(setStaffActive, { ...target, body: { active: false } })),
      await refusal(as(ownerB)(removeStaff, target)),
      await refusal(as(ownerB)(setStaffRole, { params: { staff_id: ownerA.id }, body: { role: 'desk' } })),
    ];
    for (const answer of refused) expect(answer).toMatchObject({ status: 404, code: 'STAFF_NOT_FOUND' });
    const withdrawn = await refusal(
      as(ownerB)(withdrawInvitation, { params: { staff_id: invitation.staff_id } }),
    );
    expect(withdrawn).toMatchObject({ status: 404, code: 'INVITATION_NOT_FOUND' });

    expect((await as(desk)(getStaffMe)).club).toMatchObject({ club_id: clubA, role: 'desk' });
    const listedA = await as(ownerA)(listStaff);
    expect(listedA.items.find((row) => row.staff_id === desk.id)).toMatchObject({
      status: 'active',
      role: 'desk',
    });
    expect(listedA.invitations.map((row) => row.email)).toContain(invited);
    const listedB = await as(ownerB)(listStaff);
    expect(listedB.items.map((row) => row.email)).toEqual([ownerB.email]);
    expect(listedB.invitations).toEqual([]);
    expect((await as(ownerB)(listAudit, { query: {} })).items).toEqual([]);
  });
});
