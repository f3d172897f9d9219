import { describe, expect, it } from 'vitest';
import { appRedirect } from './access';

describe('appRedirect', () => {
  it('sends a signed-out golfer to Start, except from Start, Log in, forgot password and sign-up', () => {
    expect(appRedirect('/app/vouchers', false)).toBe('/app');
    expect(appRedirect('/app/more/history', false)).toBe('/app');
    expect(appRedirect('/app', false)).toBeNull();
    expect(appRedirect('/app/login/', false)).toBeNull();
    expect(appRedirect('/app/forgot-password', false)).toBeNull();
    expect(appRedirect('/app/sign-up', false)).toBeNull();
    expect(appRedirect('/app/sign-up/union', false)).toBeNull();
    expect(appRedirect('/app/sign-up/non-union', false)).toBeNull();
    expect(appRedirect('/app/sign-up/password/', false)).toBeNull();
    expect(appRedirect('/app/verify', false)).toBeNull();
  });
  it('sends a signed-in golfer from Start, Log in and sign-up to My clubs, and leaves other screens', () => {
    expect(appRedirect('/app', true)).toBe('/app/clubs');
    expect(appRedirect('/app/login', true)).toBe('/app/clubs');
    expect(appRedirect('/app/sign-up', true)).toBe('/app/clubs');
    expect(appRedirect('/app/forgot-password', true)).toBe('/app/clubs');
    expect(appRedirect('/app/vouchers/12', true)).toBeNull();
  });
  it('leaves verify account open signed in, so its button finishes and enters the tabs itself', () => {
    expect(appRedirect('/app/verify', true)).toBeNull();
  });
});

describe('appRedirect and the golf-union and legal screens', () => {
  it('opens update and import golf ID to a signed-out golfer only, like the sign-up', () => {
    expect(appRedirect('/app/sign-up/update', false)).toBeNull();
    expect(appRedirect('/app/sign-up/import', false)).toBeNull();
    expect(appRedirect('/app/sign-up/update', true)).toBe('/app/clubs');
    expect(appRedirect('/app/sign-up/import', true)).toBe('/app/clubs');
  });
  it('opens the Swedish sign-in and the union sign-in return signed in (golf-ID link) and out', () => {
    for (const signedIn of [false, true]) {
      expect(appRedirect('/app/sign-up/sweden', signedIn)).toBeNull();
      expect(appRedirect('/app/sign-up/oauth-consumer', signedIn)).toBeNull();
    }
  });
  it('opens the terms and privacy policy signed out (the sign-up links them), not the rest of More', () => {
    expect(appRedirect('/app/more/terms', false)).toBeNull();
    expect(appRedirect('/app/more/privacy/', false)).toBeNull();
    expect(appRedirect('/app/more/faq', false)).toBe('/app');
    expect(appRedirect('/app/more/change-club', false)).toBe('/app');
    expect(appRedirect('/app/more/terms', true)).toBeNull();
  });
});
