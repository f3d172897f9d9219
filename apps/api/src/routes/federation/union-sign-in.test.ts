import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MEMBER_PASSWORD } from '../../db/seed/members';
import { federationStates, sessions, users } from '../../db/schema/index';
import { startHttpApp, formAction, type HttpTestApp, TestBrowser } from '../../../test/support/union-browser';

let t: HttpTestApp;
/** Every line the server logged (LOG_LEVEL info: one line per request). */
const logLines: string[] = [];
beforeAll(async () => {
  t = await startHttpApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => logLines.push(line) } });
});
afterAll(async () => t.close());

const returnPage = () => `${t.baseUrl}/register/oauth-consumer`;

function signInUrl(country: string, callback = returnPage()) {
  const query = new URLSearchParams({ countryCode: country, callback, consumer: 'WEB' });
  return `${t.baseUrl}/api/v1/login/oauth2/do-signin?${query}`;
}

/** Starts a sign-in and stops on the union's sign-in page. */
async function openUnionPage(browser: TestBrowser, country = 'DK') {
  const page = await browser.follow(signInUrl(country));
  expect(page.status).toBe(200);
  expect(page.url).toContain('/dev/union-oidc/interaction/');
  return page;
}

/** Signs in on the union's page and answers its consent; stops where the browser would go next. */
async function signInAtUnion(
  browser: TestBrowser,
  member: { memberNumber: string; password?: string },
  decision: 'allow' | 'refuse' = 'allow',
  country = 'DK',
) {
  const login = await openUnionPage(browser, country);
  const afterLogin = await browser.request(formAction(login.text, login.url), {
    form: { memberNumber: member.memberNumber, password: member.password ?? DEV_MEMBER_PASSWORD },
  });
  expect(afterLogin.status).toBe(303);
  const consent = await browser.follow(afterLogin.location!);
  expect(consent.text).toContain('decision');
  const afterConsent = await browser.request(formAction(consent.text, consent.url), { form: { decision } });
  // Through the provider to our callback, stopping at our callback's answer.
  return browser.follow(afterConsent.location!, returnPage());
}

/** Where our callback sent the browser: the return page, with its query (a failure or the one-time code). */
function resultOf(location: string | undefined) {
  expect(location).toBeDefined();
  const url = new URL(location!);
  expect(`${url.origin}${url.pathname}`).toBe(returnPage());
  return Object.fromEntries(url.searchParams);
}

/** The return page's exchange of its one-time code for the federation login result. */
async function exchange(code: string | undefined) {
  const res = await fetch(`${t.baseUrl}/api/v1/login/oauth2/result`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ code }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string | undefined> };
}

/** The federation login result the return page gets: the callback's code, exchanged (200). */
async function payloadOf(location: string | undefined) {
  const query = resultOf(location);
  expect(Object.keys(query)).toEqual(['result']);
  const answer = await exchange(query.result);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Stops a sign-in where the union sends the browser to our callback; answers that address. */
async function callbackAddress(browser: TestBrowser, memberNumber: string, country = 'DK') {
  const login = await openUnionPage(browser, country);
  const afterLogin = await browser.request(formAction(login.text, login.url), {
    form: { memberNumber, password: DEV_MEMBER_PASSWORD },
  });
  const consent = await browser.follow(afterLogin.location!);
  const afterConsent = await browser.request(formAction(consent.text, consent.url), {
    form: { decision: 'allow' },
  });
  const callback = await browser.follow(afterConsent.location!, `${t.baseUrl}/api/v1/login/oauth2/callback/`);
  expect(callback.location).toContain(`/api/v1/login/oauth2/callback/${country.toLowerCase()}?`);
  return callback.location!;
}

async function sessionCount(userId: number) {
  return (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

async function registerAutomatically(ticket: string) {
  const res = await fetch(`${t.baseUrl}/api/v1/login/oauth2/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ ticket }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('golf-union sign-in (OpenID Connect against the development provider, over HTTP)', () => {
  it('first sign-in registers automatically and logs in; the second logs into the same account', async () => {
    const first = await payloadOf(
      (await signInAtUnion(new TestBrowser(), { memberNumber: '45-1234' })).location,
    );
    expect(first.session_id).toBeUndefined();
    expect(first).toMatchObject({
      golfId: '45-1234',
      firstName: 'Mette',
      lastName: 'Nielsen',
      birthDate: '1985-03-22',
      email: 'dgu-45-1234@members.example',
      country: 'DK',
    });
    const registered = await registerAutomatically(first.updateSessionId!);
    expect(registered.status).toBe(201);
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, Number(registered.body.user_id)));
    expect(user).toMatchObject({ memberNumber: '45-1234', importedUnionUser: true, passwordHash: null });

    const me = await fetch(`${t.baseUrl}/api/v1/user`, {
      headers: { authorization: `Basic ${Buffer.from(`${registered.body.session_id}:`).toString('base64')}` },
    });
    expect(me.status).toBe(200);

    const second = await payloadOf(
      (await signInAtUnion(new TestBrowser(), { memberNumber: '45-1234' })).location,
    );
    expect(second.session_id).toEqual(expect.any(String));
    expect(second.updateSessionId).toBeUndefined();
    const session = await fetch(`${t.baseUrl}/api/v1/session`, {
      headers: { authorization: `Basic ${Buffer.from(`${second.session_id}:`).toString('base64')}` },
    });
    expect(((await session.json()) as { user_id: number }).user_id).toBe(registered.body.user_id);

    // The ticket of the first sign-in was spent.
    expect((await registerAutomatically(first.updateSessionId!)).status).toBe(400);
  });

  it('a member who signed up by e-mail lands in that account (matched by the verified golf ID)', async () => {
    const [holder] = await t.database.db
      .insert(users)
      .values({
        email: 'jens@example.com',
        firstName: 'Jens',
        lastName: 'K',
        unionId: 1,
        memberNumber: '21-0457',
      })
      .returning({ id: users.id });
    const result = await payloadOf(
      (await signInAtUnion(new TestBrowser(), { memberNumber: '21-0457' })).location,
    );
    const session = await fetch(`${t.baseUrl}/api/v1/session`, {
      headers: { authorization: `Basic ${Buffer.from(`${result.session_id}:`).toString('base64')}` },
    });
    expect(((await session.json()) as { user_id: number }).user_id).toBe(holder!.id);
  });

  it('a wrong password stays on the union page with an error', async () => {
    const browser = new TestBrowser();
    const login = await openUnionPage(browser);
    const answer = await browser.request(formAction(login.text, login.url), {
      form: { memberNumber: '45-2210', password: 'wrong-password' },
    });
    expect(answer.status).toBe(401);
    expect(answer.text).toContain('Wrong member number or password.');
  });

  it('refused consent returns without signing in', async () => {
    const result = resultOf(
      (await signInAtUnion(new TestBrowser(), { memberNumber: '78-0032' }, 'refuse')).location,
    );
    expect(result).toEqual({ error: 'denied' });
  });

  it('a replayed state is refused', async () => {
    const browser = new TestBrowser();
    const login = await openUnionPage(browser);
    const afterLogin = await browser.request(formAction(login.text, login.url), {
      form: { memberNumber: '9-4410', password: DEV_MEMBER_PASSWORD },
    });
    const consent = await browser.follow(afterLogin.location!);
    const afterConsent = await browser.request(formAction(consent.text, consent.url), {
      form: { decision: 'allow' },
    });
    const callback = await browser.follow(
      afterConsent.location!,
      `${t.baseUrl}/api/v1/login/oauth2/callback/`,
    );
    const callbackUrl = callback.location!;
    const once = await browser.request(callbackUrl);
    expect((await payloadOf(once.location)).updateSessionId).toEqual(expect.any(String));
    const again = await browser.request(callbackUrl);
    expect(resultOf(again.location)).toEqual({ error: 'expired' });
  });

  it('a forged state is refused', async () => {
    const forged = await new TestBrowser().request(
      `${t.baseUrl}/api/v1/login/oauth2/callback/dk?code=abc&state=made-up-state`,
    );
    expect(resultOf(forged.location)).toEqual({ error: 'expired' });
  });

  it('a state older than 10 minutes is refused', async () => {
    const browser = new TestBrowser();
    const login = await openUnionPage(browser);
    t.clock.advance(11 * 60_000);
    try {
      const afterLogin = await browser.request(formAction(login.text, login.url), {
        form: { memberNumber: '61-0815', password: DEV_MEMBER_PASSWORD },
      });
      const consent = await browser.follow(afterLogin.location!);
      const afterConsent = await browser.request(formAction(consent.text, consent.url), {
        form: { decision: 'allow' },
      });
      const result = await browser.follow(afterConsent.location!, returnPage());
      expect(resultOf(result.location)).toEqual({ error: 'expired' });
    } finally {
      t.clock.advance(-11 * 60_000);
    }
  });

  it('a callback for another country is refused', async () => {
    const browser = new TestBrowser();
    const login = await openUnionPage(browser, 'DK');
    const afterLogin = await browser.request(formAction(login.text, login.url), {
      form: { memberNumber: '33-1979', password: DEV_MEMBER_PASSWORD },
    });
    const consent = await browser.follow(afterLogin.location!);
    const afterConsent = await browser.request(formAction(consent.text, consent.url), {
      form: { decision: 'allow' },
    });
    const callback = await browser.follow(
      afterConsent.location!,
      `${t.baseUrl}/api/v1/login/oauth2/callback/`,
    );
    const norwegian = callback.location!.replace('/callback/dk', '/callback/no');
    expect(resultOf((await browser.request(norwegian)).location)).toEqual({ error: 'country' });
  });

  it('a Norwegian member signs in at the Norwegian union only', async () => {
    const result = await payloadOf(
      (await signInAtUnion(new TestBrowser(), { memberNumber: '1234567' }, 'allow', 'NO')).location,
    );
    expect(result).toMatchObject({ golfId: '1234567', country: 'NO' });
    const browser = new TestBrowser();
    const login = await openUnionPage(browser, 'NO');
    const danish = await browser.request(formAction(login.text, login.url), {
      form: { memberNumber: '45-1234', password: DEV_MEMBER_PASSWORD },
    });
    expect(danish.status).toBe(401);
  });

  it('callback= pointing at another host is refused with a page, never followed', async () => {
    for (const callback of [
      'https://evil.example/register/oauth-consumer',
      `${t.baseUrl}/vouchers`,
      '//evil.example/x',
    ]) {
      const answer = await new TestBrowser().request(signInUrl('DK', callback));
      expect(answer.status).toBe(400);
      expect(answer.location).toBeUndefined();
      expect(answer.text).toContain("Only GolfWallet's own return page is allowed.".replace("'", '&#39;'));
    }
  });

  it('a country without a union sign-in returns with a clear failure', async () => {
    const answer = await new TestBrowser().request(signInUrl('IS'));
    expect(resultOf(answer.location)).toEqual({ error: 'unavailable' });
  });
});

describe('a union sign-in is bound to its browser, and no address carries secrets (issue 31)', () => {
  it('do-signin sets a short-lived HttpOnly SameSite=Lax cookie for the callback only', async () => {
    const res = await fetch(signInUrl('DK'), { redirect: 'manual' });
    expect(res.status).toBe(302);
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^gw_union_signin=[A-Za-z0-9_-]{40,}; /);
    expect(cookie).toContain('Path=/api/v1/login/oauth2/callback');
    expect(cookie).toContain('Max-Age=600');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    // Plain HTTP here (PUBLIC_URL http://127.0.0.1): Secure only on https.
    expect(cookie).not.toContain('Secure');
  });

  it('the return address opened in another browser is refused and signs no one in', async () => {
    const [holder] = await t.database.db
      .insert(users)
      .values({
        email: 'holder-61@example.com',
        firstName: 'A',
        lastName: 'B',
        unionId: 1,
        memberNumber: '61-0815',
      })
      .returning({ id: users.id });
    const before = await sessionCount(holder!.id);

    // The attacker's browser signs in at the union and stops before our callback …
    const callbackUrl = await callbackAddress(new TestBrowser(), '61-0815');
    // … and hands the address to a browser that never began a sign-in (no cookie) …
    const victim = new TestBrowser();
    const refused = await victim.request(callbackUrl);
    expect(resultOf(refused.location)).toEqual({ error: 'browser' });
    expect(await sessionCount(holder!.id)).toBe(before);

    // … or to one with a sign-in of its own under way (another cookie): refused as well.
    const busy = new TestBrowser();
    await openUnionPage(busy);
    const other = await busy.request(await callbackAddress(new TestBrowser(), '61-0815'));
    expect(resultOf(other.location)).toEqual({ error: 'browser' });
    expect(await sessionCount(holder!.id)).toBe(before);
  });

  it('in the browser that began it the sign-in finishes, and no address nor log line holds a secret', async () => {
    const browser = new TestBrowser();
    const first = await signInAtUnion(browser, { memberNumber: '78-0032' });
    const draft = await payloadOf(first.location);
    expect(draft).toMatchObject({
      golfId: '78-0032',
      birthDate: expect.any(String),
      email: expect.any(String),
    });
    const registered = await registerAutomatically(draft.updateSessionId!);
    expect(registered.status).toBe(201);

    // Signed in at the union already (its session cookie): straight back through our callback.
    const second = await browser.follow(signInUrl('DK'), returnPage());
    const signedIn = await payloadOf(second.location);
    expect(signedIn.session_id).toEqual(expect.any(String));
    const me = await fetch(`${t.baseUrl}/api/v1/session`, {
      headers: { authorization: `Basic ${Buffer.from(`${signedIn.session_id}:`).toString('base64')}` },
    });
    expect(((await me.json()) as { user_id: number }).user_id).toBe(registered.body.user_id);

    const secrets = [
      signedIn.session_id!,
      String(registered.body.session_id),
      draft.updateSessionId!,
      draft.birthDate!,
      draft.email!,
      encodeURIComponent(draft.email!),
    ];
    expect(browser.visited.some((url) => url.startsWith(returnPage()))).toBe(true);
    for (const url of browser.visited) for (const secret of secrets) expect(url).not.toContain(secret);
    const log = logLines.join('');
    expect(log).toContain('/login/oauth2/callback/dk?***');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it("the return page's code works once and for 2 minutes only", async () => {
    const first = resultOf((await signInAtUnion(new TestBrowser(), { memberNumber: '9-4410' })).location);
    expect((await exchange(first.result)).status).toBe(200);
    const again = await exchange(first.result);
    expect([again.status, again.body.code]).toEqual([400, 'FEDERATION_RESULT_INVALID']);

    const late = resultOf((await signInAtUnion(new TestBrowser(), { memberNumber: '33-1979' })).location);
    t.clock.advance(3 * 60_000);
    try {
      expect((await exchange(late.result)).body.code).toBe('FEDERATION_RESULT_INVALID');
    } finally {
      t.clock.advance(-3 * 60_000);
    }
    expect((await exchange('not a code')).status).toBe(422);
  });
});

describe("a union sign-in starts only by the golfer's own action here (ASVS 7.6.2)", () => {
  const start = (site?: string) =>
    fetch(signInUrl('DK'), {
      redirect: 'manual',
      headers: { 'accept-language': 'en', ...(site ? { 'sec-fetch-site': site } : {}) },
    });
  const states = async () => (await t.database.db.select().from(federationStates)).length;

  it('do-signin refuses a start from another site: nothing started, a page that lets the golfer go on here', async () => {
    const before = await states();
    for (const site of ['cross-site', 'same-site']) {
      const res = await start(site);
      expect(res.status).toBe(403);
      expect(res.headers.get('location')).toBeNull();
      expect(res.headers.getSetCookie()).toEqual([]);
      // Not in another site's frame either (a click there would count as ours).
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      const page = await res.text();
      expect(page).toContain(
        'This sign-in was begun by another website, so it was not started. Continue here if you want to sign in with your golf union yourself.',
      );
      // The page's link is the same start, which a click here sends as same-origin.
      const link = /<a href="([^"]+)">Continue to the golf union&#39;s sign-in<\/a>/.exec(page);
      expect(new URL(link![1]!.replace(/&#38;/g, '&'), t.baseUrl).href).toBe(signInUrl('DK'));
    }
    expect(await states()).toBe(before);
  });

  it('a start from our own pages, a typed address or an in-app browser tab goes to the union', async () => {
    for (const site of ['same-origin', 'none', undefined]) {
      const res = await start(site);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toContain('/dev/union-oidc/auth?');
      expect(res.headers.getSetCookie()[0]).toMatch(/^gw_union_signin=/);
    }
  });
});
