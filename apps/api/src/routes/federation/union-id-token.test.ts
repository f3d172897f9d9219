import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { federationResults, sessions, unions, unionSubjects, users } from '../../db/schema/index';
import { startHttpApp, type HttpTestApp, TestBrowser } from '../../../test/support/union-browser';
import { type Signing, UnionStandIn } from '../../../test/support/union-stand-in';

// The Norwegian union signs in at a stand-in provider whose ID tokens each test decides; the
// other countries stay on the development provider.
let t: HttpTestApp;
let standIn: UnionStandIn;
let norway: number;
beforeAll(async () => {
  standIn = await new UnionStandIn().start();
  t = await startHttpApp({
    UNION_OIDC_NO_ISSUER: standIn.issuer,
    UNION_OIDC_NO_CLIENT_ID: standIn.clientId,
    UNION_OIDC_NO_CLIENT_SECRET: standIn.clientSecret,
  });
  const [row] = await t.database.db.select().from(unions).where(eq(unions.countryCode, 'NO'));
  norway = row!.id;
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const returnPage = () => `${t.baseUrl}/register/oauth-consumer`;
const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

/** What the stand-in union says about a member who has just signed in there. */
function member(golfId: string, sub: string, extra: Record<string, unknown> = {}) {
  return {
    sub,
    golf_id: golfId,
    given_name: 'Ingrid',
    family_name: 'Hansen',
    birthdate: '1990-09-01',
    email: `ngf-${golfId}@members.example`,
    email_verified: true,
    auth_time: nowSeconds() - 60,
    ...extra,
  };
}

/** A whole sign-in at the Norwegian union, in a new browser; the return page's query. */
async function signIn(claims: Record<string, unknown>, signing?: Signing) {
  standIn.next = { claims, signing };
  const query = new URLSearchParams({ countryCode: 'NO', callback: returnPage(), consumer: 'WEB' });
  const answer = await new TestBrowser().follow(
    `${t.baseUrl}/api/v1/login/oauth2/do-signin?${query}`,
    returnPage(),
  );
  expect(answer.location?.startsWith(`${returnPage()}?`)).toBe(true);
  return Object.fromEntries(new URL(answer.location!).searchParams);
}

async function post(path: string, body: unknown) {
  const res = await fetch(`${t.baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Signs in and exchanges the return page's code: the federation login result. */
async function signInResult(claims: Record<string, unknown>) {
  const query = await signIn(claims);
  expect(Object.keys(query)).toEqual(['result']);
  const answer = await post('/login/oauth2/result', { code: query.result });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function sessionsOf(userId: number) {
  return (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

async function subjectOf(golfId: string) {
  const [row] = await t.database.db
    .select()
    .from(unionSubjects)
    .where(and(eq(unionSubjects.unionId, norway), eq(unionSubjects.memberNumber, golfId)));
  return row;
}

async function resultRows() {
  return (await t.database.db.select().from(federationResults)).length;
}

describe('ID token signatures (ASVS 6.8.2)', () => {
  it('refuses an ID token signed with another key, altered after signing or unsigned; the correctly signed one signs in', async () => {
    const before = await resultRows();
    for (const signing of ['other-key', 'altered', 'unsigned'] as const) {
      expect(await signIn(member('5550001', 'sub-signature'), signing)).toEqual({ error: 'failed' });
    }
    // Nothing of the refused sign-ins was kept for a return page: no session, no ticket can follow.
    expect(await resultRows()).toBe(before);

    const good = await signInResult(member('5550001', 'sub-signature'));
    expect(good).toMatchObject({ golfId: '5550001', updateSessionId: expect.any(String) });
  });
});

describe('recent union authentication (ASVS 7.6.1)', () => {
  it('asks the union for max_age=600 and refuses an authentication older than that, or undated', async () => {
    standIn.authorizations.length = 0;
    const old = await signIn(member('5550002', 'sub-old', { auth_time: nowSeconds() - 2 * 3600 }));
    expect(old).toEqual({ error: 'reauth' });
    expect(standIn.authorizations.map((query) => query.get('max_age'))).toEqual(['600']);
    expect(await signIn(member('5550002', 'sub-old', { auth_time: undefined }))).toEqual({
      error: 'reauth',
    });
    // Just inside the 10 minutes: signed in.
    const recent = await signInResult(member('5550002', 'sub-old', { auth_time: nowSeconds() - 590 }));
    expect(recent.updateSessionId).toEqual(expect.any(String));
  });

  it("keeps the union's auth_time with the golf ID", async () => {
    const authTime = nowSeconds() - 120;
    const draft = await signInResult(member('5550003', 'sub-auth-time', { auth_time: authTime }));
    const registered = await post('/login/oauth2/register', { ticket: draft.updateSessionId });
    expect(registered.status).toBe(201);
    expect((await subjectOf('5550003'))?.authenticatedAt?.getTime()).toBe(authTime * 1000);
  });
});

describe('the union person behind a golf ID (ASVS 10.5.2)', () => {
  it('keeps the issuer and sub at the first sign-in and refuses the golf ID with another sub: no session', async () => {
    const draft = await signInResult(member('5550004', 'sub-first'));
    const registered = await post('/login/oauth2/register', { ticket: draft.updateSessionId });
    expect(registered.status).toBe(201);
    const userId = Number(registered.body.user_id);
    expect(await subjectOf('5550004')).toMatchObject({
      userId,
      issuer: standIn.issuer,
      subject: 'sub-first',
    });

    expect((await signInResult(member('5550004', 'sub-first'))).session_id).toEqual(expect.any(String));
    const live = await sessionsOf(userId);

    // The union has given the member number to someone else (another sub): refused, no session.
    expect(await signIn(member('5550004', 'sub-someone-else'))).toEqual({ error: 'subject' });
    expect(await sessionsOf(userId)).toBe(live);
    expect(await subjectOf('5550004')).toMatchObject({ userId, subject: 'sub-first' });
  });

  it('a golf ID linked before subs were kept gets its sub at its next sign-in, and keeps to it', async () => {
    const [holder] = await t.database.db
      .insert(users)
      .values({
        email: 'old-holder@example.com',
        firstName: 'Ingrid',
        lastName: 'Hansen',
        unionId: norway,
        memberNumber: '5550005',
      })
      .returning({ id: users.id });
    expect(await subjectOf('5550005')).toBeUndefined();

    expect((await signInResult(member('5550005', 'sub-existing'))).session_id).toEqual(expect.any(String));
    expect(await subjectOf('5550005')).toMatchObject({ userId: holder!.id, subject: 'sub-existing' });
    expect(await signIn(member('5550005', 'sub-other'))).toEqual({ error: 'subject' });
  });

  it('another sub kept between the callback and the return page: the exchange refuses it, no session', async () => {
    const [holder] = await t.database.db
      .insert(users)
      .values({
        email: 'race-holder@example.com',
        firstName: 'Ingrid',
        lastName: 'Hansen',
        unionId: norway,
        memberNumber: '5550006',
      })
      .returning({ id: users.id });
    const query = await signIn(member('5550006', 'sub-late'));
    await t.database.db.insert(unionSubjects).values({
      unionId: norway,
      memberNumber: '5550006',
      userId: holder!.id,
      issuer: standIn.issuer,
      subject: 'sub-kept-meanwhile',
    });
    const answer = await post('/login/oauth2/result', { code: query.result });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'UNION_SUBJECT_MISMATCH',
      message:
        'The golf union knows this golf ID under another person than the one it was linked with, so you were not signed in. Please contact us.',
    });
    expect(await sessionsOf(holder!.id)).toBe(0);
  });
});
