import { createServer, type Server } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractInput } from '@golfwallet/core/contracts/define';
import { linkGolfIdToAccount } from '@golfwallet/core/contracts/federation/link-golf-id';
import { loginAndUpdate } from '@golfwallet/core/contracts/federation/login-and-update';
import { registerFederatedUser } from '@golfwallet/core/contracts/federation/register-federated-user';
import { swedenLogin as swedenLoginContract } from '@golfwallet/core/contracts/federation/sweden-login';
import { updateWithSessionId } from '@golfwallet/core/contracts/federation/update-with-session-id';
import { createSession } from '@golfwallet/core/contracts/session/create-session';
import { getSession } from '@golfwallet/core/contracts/session/get-session';
import { getGolfIds } from '@golfwallet/core/contracts/user/get-golf-ids';
import { createTestApp, createTestUser, refusal, type TestApp } from '../../../test/helper';
import { createHttpSwedenLogin, extractJsonObject } from '../../adapters/golf-union/sweden-login';
import { DEV_MEMBER_PASSWORD, MEMBERS } from '../../db/seed/members';
import { hashSecret } from '../../modules/auth/password';
import { unionMembers, userGolfIds, users } from '../../db/schema/index';
import { unionIdOf } from '../../../test/builders/user';

const MADE_UP = 'made-up-ticket-0123456789abcdef';
let t: TestApp;
let sgf: number;
let dgu: number;
beforeAll(async () => {
  // A low per-address limit, so that the Swedish failures are seen to count toward it too.
  t = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_IP: '12' } });
  sgf = await unionIdOf(t, 'sgf');
  dgu = await unionIdOf(t, 'dgu');
});
afterAll(async () => t.close());

let ipCounter = 0;
const freshIp = () => `10.9.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

/** The Swedish sign-in through the typed client (a call that resolves was answered 200). */
function swedenLogin(golfId: string, password = DEV_MEMBER_PASSWORD, ip = freshIp()) {
  return t.api({ language: 'en', remoteAddress: ip })(swedenLoginContract, {
    body: { countryCode: 'SE', golf_id: golfId, password },
  });
}

/** The person of a registry member (last name and birth date), for an account that is theirs. */
function personOf(golfId: string) {
  const member = MEMBERS.find((m) => m.memberNumber === golfId);
  if (!member) throw new Error(`no registry member ${golfId}`);
  return { lastName: member.lastName, birthDate: member.birthDate };
}

async function ticketFor(golfId: string): Promise<string> {
  const ticket = (await swedenLogin(golfId)).updateSessionId;
  expect(ticket).toEqual(expect.any(String));
  return ticket!;
}

const update = (body: ContractInput<typeof loginAndUpdate>['body']) => t.api()(loginAndUpdate, { body });

async function userRow(id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function sessionUser(sessionId: string | undefined): Promise<number> {
  return (await t.api({ token: sessionId })(getSession)).user_id;
}

describe('POST /login/sweden', () => {
  it('answers the federation result of a registry member with the right password', async () => {
    const res = await swedenLogin('910228-117');
    expect(res).toMatchObject({
      golfId: '910228-117',
      golfUnionId: String(sgf),
      firstName: 'Sara',
      lastName: 'Lindqvist',
      birthDate: '1991-02-28',
      email: 'sgf-910228-117@members.example',
      country: 'SE',
      sex: 'f',
      updateSessionId: expect.any(String),
    });
  });

  it('refuses a wrong password and an unknown golf ID in the caller language, in golf-ID words', async () => {
    for (const [golfId, password] of [
      ['910228-117', 'not-the-password'],
      ['000000-000', DEV_MEMBER_PASSWORD],
    ] as const) {
      const res = await refusal(swedenLogin(golfId, password));
      expect(res.status).toBe(401);
      expect(res).toMatchObject({
        code: 'INVALID_GOLF_ID_CREDENTIALS',
        message: 'Wrong golf ID or password.',
      });
      expect(res.message).not.toMatch(/e-?mail/i);
    }
  });

  it('refuses a golf ID that is not 999999-999 with a field error named golf_id', async () => {
    const res = await refusal(swedenLogin('12345'));
    expect(res.status).toBe(422);
    expect(res.fields).toEqual([{ field: 'golf_id', message: 'Please enter your golf ID as 999999-999' }]);
  });

  it('counts failures toward the same lock-out as e-mail logins', async () => {
    const ip = freshIp();
    const max = t.config.LOGIN_MAX_FAILURES;
    for (let i = 0; i < max; i++)
      expect((await refusal(swedenLogin('670915-021', `wrong-${i}`, ip))).status).toBe(401);
    // The golf ID is locked, right password included, from any address …
    const locked = await refusal(swedenLogin('670915-021', DEV_MEMBER_PASSWORD, freshIp()));
    expect([locked.status, locked.code]).toEqual([429, 'TOO_MANY_LOGIN_ATTEMPTS']);
    // … and they count toward the address's limit for e-mail logins as well.
    for (let i = max; i < t.config.LOGIN_MAX_FAILURES_PER_IP; i++)
      await refusal(swedenLogin(`99${String(i).padStart(4, '0')}-001`, 'wrong', ip));
    const user = await createTestUser(t);
    const emailLogin = await refusal(
      t.api({ remoteAddress: ip })(createSession, { body: { email: user.email, password: user.password } }),
    );
    expect(emailLogin.status).toBe(429);
  });
});

describe('the Swedish union over HTTP (SWEDEN_LOGIN_URL)', () => {
  it('reads JSON wrapped in text', () => {
    expect(extractJsonObject('OK: {"golfId":"850612-004","firstName":"Erik"} -- end')).toEqual({
      golfId: '850612-004',
      firstName: 'Erik',
    });
    expect(extractJsonObject('{"data":{"golfId":"1"}}')).toEqual({ golfId: '1' });
    expect(extractJsonObject('no json here')).toBeUndefined();
  });

  it('signs in through a union that answers text with JSON inside, and refuses its 401', async () => {
    const server: Server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const { golfId, password } = JSON.parse(body) as { golfId: string; password: string };
        if (password !== 'minGolf-1') {
          response.writeHead(401, { 'content-type': 'text/plain' }).end('Wrong password');
          return;
        }
        response
          .writeHead(200, { 'content-type': 'text/plain' })
          .end(
            `Result:\n{"golfId":"${golfId}","firstName":"Lars","lastName":"Andersson","birthDate":"1967-09-15","email":"lars@example.se","emailVerified":true}\n`,
          );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/login`;
    try {
      const adapter = createHttpSwedenLogin({ url });
      const ok = await adapter.signIn(t.database.db, '670915-021', 'minGolf-1');
      expect(ok).toMatchObject({
        ok: true,
        claims: { golf_id: '670915-021', given_name: 'Lars', email_verified: true },
      });
      expect(await adapter.signIn(t.database.db, '670915-021', 'wrong')).toEqual({ ok: false });

      const app = await createTestApp({ env: { SWEDEN_LOGIN_URL: url } });
      try {
        const res = await app.api()(swedenLoginContract, {
          body: { golf_id: '670915-021', password: 'minGolf-1' },
        });
        expect(res).toMatchObject({
          golfId: '670915-021',
          firstName: 'Lars',
          email: 'lars@example.se',
        });
      } finally {
        await app.close();
      }
    } finally {
      server.close();
    }
  });
});

describe('import and update (login-and-update, update with the update session id)', () => {
  it('import: an e-mail account logs in and gets the golf ID; the union sign-in then lands in it', async () => {
    const user = await createTestUser(t, personOf('780403-332'));
    const ticket = await ticketFor('780403-332');
    const wrong = await refusal(
      update({ email: user.email, password: 'wrong-password', ticket, action: 'add' }),
    );
    expect(wrong.status).toBe(401);
    // A wrong password does not spend the ticket.
    const res = await update({ email: user.email, password: user.password, ticket, action: 'add' });
    expect(await sessionUser(res.session_id)).toBe(user.id);
    expect(await userRow(user.id)).toMatchObject({ unionId: sgf, memberNumber: '780403-332' });

    const again = await swedenLogin('780403-332');
    expect(await sessionUser(again.session_id)).toBe(user.id);
    // Spent.
    const replay = await refusal(
      update({ email: user.email, password: user.password, ticket, action: 'add' }),
    );
    expect([replay.status, replay.code]).toEqual([400, 'FEDERATION_TICKET_INVALID']);
  });

  it('add: an account with a golf ID keeps it and gets the new one beside it', async () => {
    const user = await createTestUser(t, {
      unionId: dgu,
      memberNumber: '17-2604',
      ...personOf('990721-008'),
    });
    const ticket = await ticketFor('990721-008');
    await update({ email: user.email, password: user.password, ticket, action: 'add' }); // 200, checked by the client
    expect(await userRow(user.id)).toMatchObject({ memberNumber: '17-2604' });
    const ids = await t.api()(getGolfIds, { body: { email: user.email, password: user.password } });
    expect(ids.data.golf_ids).toEqual(['17-2604', '990721-008']);
  });

  it('replace: the chosen golf ID gives way to the new one; a golf ID not on the account is refused', async () => {
    const user = await createTestUser(t, {
      unionId: dgu,
      memberNumber: '52-0093',
      ...personOf('560130-145'),
    });
    const ticket = await ticketFor('560130-145');
    const notOurs = await refusal(
      update({
        email: user.email,
        password: user.password,
        ticket,
        action: 'replace',
        replace_golf_id: '99-9999',
      }),
    );
    expect([notOurs.status, notOurs.code]).toEqual([422, 'GOLF_ID_NOT_ON_ACCOUNT']);
    // 200, checked by the client.
    await update({
      email: user.email,
      password: user.password,
      ticket,
      action: 'replace',
      replace_golf_id: '52-0093',
    });
    expect(await userRow(user.id)).toMatchObject({ unionId: sgf, memberNumber: '560130-145' });
  });

  it('update with the update session id: the account whose e-mail the union verified, without a password', async () => {
    const user = await createTestUser(t, {
      email: 'sgf-820819-276@members.example',
      unionId: dgu,
      memberNumber: '40-3321',
      ...personOf('820819-276'),
    });
    const result = await swedenLogin('820819-276');
    expect(result.existing_golf_ids).toBe('40-3321');
    const res = await t.api()(updateWithSessionId, {
      body: { ticket: result.updateSessionId!, action: 'replace', replace_golf_id: '40-3321' },
    });
    expect(await sessionUser(res.session_id)).toBe(user.id);
    expect(await userRow(user.id)).toMatchObject({ memberNumber: '820819-276' });
  });

  it('update with the update session id is refused when the union matched no account', async () => {
    const ticket = await ticketFor('741112-063');
    const res = await refusal(t.api()(updateWithSessionId, { body: { ticket, action: 'add' } }));
    expect([res.status, res.code]).toEqual([400, 'FEDERATION_TICKET_INVALID']);
  });

  it('ignore leaves the account and the golf ID alone: the ticket is simply not used', async () => {
    const user = await createTestUser(t);
    await ticketFor('880505-190');
    expect(await userRow(user.id)).toMatchObject({ memberNumber: null });
    const [row] = await t.database.db
      .select()
      .from(userGolfIds)
      .where(and(eq(userGolfIds.unionId, sgf), eq(userGolfIds.memberNumber, '880505-190')));
    expect(row).toBeUndefined();
  });

  it('a golf ID that belongs to another account cannot be linked', async () => {
    const ticket = await ticketFor('950317-241');
    const owner = await createTestUser(t, { unionId: sgf, memberNumber: '950317-241' });
    // The same person (so it is the holder that refuses), on another account.
    const other = await createTestUser(t, personOf('950317-241'));
    const res = await refusal(
      update({ email: other.email, password: other.password, ticket, action: 'add' }),
    );
    expect([res.status, res.code]).toEqual([422, 'MEMBER_NUMBER_TAKEN']);
    expect(await userRow(other.id)).toMatchObject({ memberNumber: null });
    expect(await userRow(owner.id)).toMatchObject({ memberNumber: '950317-241' });
    // Nor as an added golf ID of an account that already has one.
    const ticket2 = await ticketFor('630624-052');
    await createTestUser(t, { unionId: sgf, memberNumber: 'x' }).then(async (holder) =>
      t.database.db
        .insert(userGolfIds)
        .values({ userId: holder.id, unionId: sgf, memberNumber: '630624-052' }),
    );
    const sameAsTicket2 = await createTestUser(t, personOf('630624-052'));
    const added = await refusal(
      update({
        email: sameAsTicket2.email,
        password: sameAsTicket2.password,
        ticket: ticket2,
        action: 'add',
      }),
    );
    expect([added.status, added.code]).toEqual([422, 'MEMBER_NUMBER_TAKEN']);
  });

  it("import refuses a golf ID of another person: the union's birth date or last name is not the account's", async () => {
    // Anna, born 1992, knows her own password; 700101-019 is Jonsson, born 1970.
    const anna = await createTestUser(t, { firstName: 'Anna', lastName: 'Jonsson', birthDate: '1992-05-04' });
    const ticket = await ticketFor('700101-019');
    const res = await refusal(
      t.api({ language: 'en' })(loginAndUpdate, {
        body: { email: anna.email, password: anna.password, ticket, action: 'add' },
      }),
    );
    expect([res.status, res.code]).toEqual([422, 'GOLF_ID_OTHER_PERSON']);
    expect(res.message).toContain('does not match this account');
    expect(await userRow(anna.id)).toMatchObject({ unionId: null, memberNumber: null });
    // Right birth date, another last name: refused as well.
    const namesake = await createTestUser(t, { lastName: 'Berg', birthDate: '1970-01-01' });
    const other = await refusal(
      update({ email: namesake.email, password: namesake.password, ticket, action: 'add' }),
    );
    expect([other.status, other.code]).toEqual([422, 'GOLF_ID_OTHER_PERSON']);
    // The refusals did not spend the ticket: the member's own account takes it.
    const own = await createTestUser(t, { lastName: 'jönsson', birthDate: '1970-01-01' });
    const linked = await update({ email: own.email, password: own.password, ticket, action: 'add' });
    expect(await sessionUser(linked.session_id)).toBe(own.id);
  });

  it('update with the update session id refuses an account of another person too', async () => {
    await createTestUser(t, {
      email: 'sgf-880505-190@members.example',
      lastName: 'Persson',
      birthDate: '1958-05-05',
    });
    const result = await swedenLogin('880505-190');
    const res = await refusal(
      t.api()(updateWithSessionId, { body: { ticket: result.updateSessionId!, action: 'add' } }),
    );
    expect([res.status, res.code]).toEqual([422, 'GOLF_ID_OTHER_PERSON']);
  });

  it('automatic registration refuses an e-mail that already has an account', async () => {
    await createTestUser(t, { email: 'sgf-010908-388@members.example' });
    const res = await refusal(
      t.api({ language: 'en' })(registerFederatedUser, { body: { ticket: await ticketFor('010908-388') } }),
    );
    expect(res.status).toBe(422);
    expect(res.fields).toEqual([{ field: 'email', message: expect.any(String) }]);
  });
});

describe('POST /user/golfids/link (from the profile)', () => {
  it('links, adds and replaces golf IDs of the signed-in account', async () => {
    // One person with three golf IDs at the union (old and new numbers), all signing in.
    const person = { lastName: 'Åkesson', birthDate: '1970-01-01' };
    const devPasswordHash = await hashSecret(DEV_MEMBER_PASSWORD);
    await t.database.db.insert(unionMembers).values(
      ['700101-901', '700101-902', '700101-903'].map((memberNumber) => ({
        unionId: sgf,
        memberNumber,
        firstName: 'Maja',
        ...person,
        devPasswordHash,
      })),
    );
    // The account spells the name without the ring: the same person.
    const user = await createTestUser(t, { lastName: 'Akesson', birthDate: person.birthDate });
    const link = (body: ContractInput<typeof linkGolfIdToAccount>['body'], token = user.token) =>
      t.api({ token })(linkGolfIdToAccount, { body });

    const first = await link({ ticket: await ticketFor('700101-901'), action: 'add' });
    expect(first).toEqual({ data: { golf_ids: ['700101-901'] } });
    expect(await userRow(user.id)).toMatchObject({ unionId: sgf, memberNumber: '700101-901' });

    const second = await link({ ticket: await ticketFor('700101-902'), action: 'add' });
    expect(second).toEqual({ data: { golf_ids: ['700101-901', '700101-902'] } });

    const replaced = await link({
      ticket: await ticketFor('700101-903'),
      action: 'replace',
      replace_golf_id: '700101-902',
    });
    expect(replaced).toEqual({ data: { golf_ids: ['700101-901', '700101-903'] } });
    // The union sign-in of an added golf ID lands in this account too.
    expect(await sessionUser((await swedenLogin('700101-903')).session_id)).toBe(user.id);

    // Spent tickets and made-up ones link nothing.
    const other = await createTestUser(t);
    const res = await refusal(link({ ticket: MADE_UP, action: 'add' }, other.token));
    expect([res.status, res.code]).toEqual([400, 'FEDERATION_TICKET_INVALID']);
  });

  it("a linked golf ID ends the account's other sessions: the caller's stays on the profile, import leaves only its own", async () => {
    const person = { lastName: 'Berg', birthDate: '1971-02-02' };
    const devPasswordHash = await hashSecret(DEV_MEMBER_PASSWORD);
    await t.database.db.insert(unionMembers).values(
      ['710202-901', '710202-902'].map((memberNumber) => ({
        unionId: sgf,
        memberNumber,
        firstName: 'Berit',
        ...person,
        devPasswordHash,
      })),
    );
    const user = await createTestUser(t, person);
    const elsewhere = (await t.api()(createSession, { body: { email: user.email, password: user.password } }))
      .session_id;
    const live = (token: string) =>
      t
        .api({ token })(getSession)
        .then(
          () => true,
          () => false,
        );

    await t.api({ token: user.token })(linkGolfIdToAccount, {
      body: { ticket: await ticketFor('710202-901'), action: 'add' },
    });
    expect(await live(elsewhere)).toBe(false);
    expect(await live(user.token)).toBe(true);

    const imported = await update({
      email: user.email,
      password: user.password,
      ticket: await ticketFor('710202-902'),
      action: 'add',
    });
    expect(await live(user.token)).toBe(false);
    expect(await live(imported.session_id!)).toBe(true);
  });

  it('refuses to link a golf ID whose member has another birth date than the account', async () => {
    const user = await createTestUser(t, { lastName: 'Olsson', birthDate: '1992-11-12' });
    const res = await refusal(
      t.api({ token: user.token, language: 'en' })(linkGolfIdToAccount, {
        body: { ticket: await ticketFor('741112-063'), action: 'add' },
      }),
    );
    expect([res.status, res.code]).toEqual([422, 'GOLF_ID_OTHER_PERSON']);
    expect(await userRow(user.id)).toMatchObject({ memberNumber: null });
  });

  it('refuses a golf ID that is on another account', async () => {
    const ticket = await ticketFor('741112-063');
    await createTestUser(t, { unionId: sgf, memberNumber: '741112-063' });
    const other = await createTestUser(t, personOf('741112-063'));
    const res = await refusal(
      t.api({ token: other.token })(linkGolfIdToAccount, { body: { ticket, action: 'add' } }),
    );
    expect([res.status, res.code]).toEqual([422, 'MEMBER_NUMBER_TAKEN']);
  });
});
