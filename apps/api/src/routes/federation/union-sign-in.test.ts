import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MEMBER_PASSWORD } from '../../db/seed/members';
import { users } from '../../db/schema/index';
import { startHttpApp, formAction, type HttpTestApp, TestBrowser } from '../../../test/support/union-browser';

let t: HttpTestApp;
beforeAll(async () => {
  t = await startHttpApp();
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

function resultOf(location: string | undefined) {
  expect(location).toBeDefined();
  const url = new URL(location!);
  expect(`${url.origin}${url.pathname}`).toBe(returnPage());
  return Object.fromEntries(url.searchParams);
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
    const first = resultOf((await signInAtUnion(new TestBrowser(), { memberNumber: '45-1234' })).location);
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

    const second = resultOf((await signInAtUnion(new TestBrowser(), { memberNumber: '45-1234' })).location);
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
    const result = resultOf((await signInAtUnion(new TestBrowser(), { memberNumber: '21-0457' })).location);
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
    expect(resultOf(once.location).updateSessionId).toEqual(expect.any(String));
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
    const result = resultOf(
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
