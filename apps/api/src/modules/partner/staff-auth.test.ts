import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { createTestStaff, type TestStaff } from '../../../test/builders/partner';
import { insertClub } from '../../../test/builders/voucher.factory';
import { statement } from '../../db/statement';
import type { Deps } from '../../deps';
import { hashToken } from '../../lib/tokens';
import { type SessionActivities, startSessionActivities } from '../session/session-activity';
import { SESSION_LIMITS } from '../session/session.repository';
import { STAFF_SESSION_LIMITS } from './staff.repository';
import { type ClubKey, readWithStaffSession, type StaffRead } from './staff-auth';

/**
 * readWithStaffSession on its own: the read goes with the session's check, its rows count only
 * for a session that passes every check, and a read that found another club than the one the
 * session was checked at (the session moved between the two statements) runs again for that one.
 */

let t: TestApp;
let sessions: SessionActivities;
let deps: Deps;
let clubA: number;
let clubB: number;
let desk: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  sessions = startSessionActivities(t.database.db, { warn: () => {} } as unknown as FastifyBaseLogger, {
    golfers: SESSION_LIMITS,
    staff: STAFF_SESSION_LIMITS,
  });
  deps = { db: t.database.db, config: t.config, now: t.clock.now, sessions } as unknown as Deps;
  clubA = (await insertClub(t)).id;
  clubB = (await insertClub(t)).id;
  desk = await createTestStaff(t, [{ clubId: clubA, role: 'desk' }]);
});
afterAll(async () => {
  await sessions.stop();
  await t.close();
});

const clubRead = statement(sql`select ${sql.placeholder('clubId')}::int as club_id`);

/** A read that answers `clubB` when keyed by the session (as if it moved), the given club otherwise. */
function movingRead(keys: ClubKey[]): StaffRead<number | undefined> {
  return {
    statement: (club) => {
      keys.push(club);
      return { statement: clubRead, values: { clubId: 'clubId' in club ? club.clubId : clubB } };
    },
    answer: (rows) => {
      const clubId = (rows[0] as { club_id: number } | undefined)?.club_id;
      return { clubId, value: clubId };
    },
  };
}

describe('a read with the staff session', () => {
  it('reads again for the checked club when the read found another one', async () => {
    const keys: ClubKey[] = [];
    const tokenHash = hashToken(desk.token);
    const { staff, value } = await readWithStaffSession(
      deps,
      { tokenHash, roles: ['desk'] },
      movingRead(keys),
    );
    expect([staff.clubId, staff.staff.id, staff.role, value]).toEqual([clubA, desk.id, 'desk', clubA]);
    expect(keys).toEqual([{ tokenHash }, { clubId: clubA }]);
  });

  it('refuses a role the operation does not allow, and a session there is not, before using the rows', async () => {
    const tokenHash = hashToken(desk.token);
    await expect(
      readWithStaffSession(deps, { tokenHash, roles: ['owner'] }, movingRead([])),
    ).rejects.toMatchObject({ code: 'STAFF_ROLE_FORBIDDEN', status: 403 });
    await expect(
      readWithStaffSession(
        deps,
        { tokenHash: hashToken('no-such-session-anywhere-at-all'), roles: ['desk'] },
        movingRead([]),
      ),
    ).rejects.toMatchObject({ code: 'SESSION_EXPIRED', status: 403 });
  });
});
