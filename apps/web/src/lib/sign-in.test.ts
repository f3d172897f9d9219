import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { golferProfile } from '../../test/user-fixture';
import { sessionToken, setSessionToken } from './session';
import { afterSignInPath, completeSignIn } from './sign-in';

describe('completeSignIn', () => {
  afterEach(() => setSessionToken(null));
  const answers = {
    'DELETE /api/v1/session': { body: { success: true } },
    'GET /api/v1/user': { body: golferProfile() },
  };

  it('ends the session this browser still held on the server before keeping the new one', async () => {
    const api = mockApi(answers);
    setSessionToken('old-session-id-123456789');
    await completeSignIn(new QueryClient(), 'new-session-id-987654321');
    const ended = api.callsTo('DELETE /api/v1/session');
    expect(ended.map((call) => call.authorization)).toEqual([`Basic ${btoa('old-session-id-123456789:')}`]);
    expect(sessionToken.get()).toBe('new-session-id-987654321');
    expect(api.callsTo('GET /api/v1/user')[0]?.authorization).toBe(
      `Basic ${btoa('new-session-id-987654321:')}`,
    );
  });

  it('ends nothing when no session was held, or the same one is signed in again', async () => {
    const api = mockApi(answers);
    await completeSignIn(new QueryClient(), 'new-session-id-987654321');
    await completeSignIn(new QueryClient(), 'new-session-id-987654321');
    expect(api.callsTo('DELETE /api/v1/session')).toEqual([]);
  });

  it('still signs in when the old session was already dead', async () => {
    mockApi({
      ...answers,
      'DELETE /api/v1/session': {
        status: 403,
        body: { status: 403, code: 'SESSION_EXPIRED', message: 'Session expired' },
      },
    });
    setSessionToken('old-session-id-123456789');
    await completeSignIn(new QueryClient(), 'new-session-id-987654321');
    expect(sessionToken.get()).toBe('new-session-id-987654321');
  });
});

describe('afterSignInPath', () => {
  it('stays on a transfer page, whatever transfer is remembered', () => {
    expect(afterSignInPath('/voucher-subtransfer/abc', null)).toBeNull();
    expect(afterSignInPath('/voucher-subtransfer/abc', 'other')).toBeNull();
  });

  it('goes to the club list from anywhere in the app shell, not from a path that only starts like it', () => {
    expect(afterSignInPath('/app', null)).toBe('/app/clubs');
    expect(afterSignInPath('/app/login', 'tok')).toBe('/app/clubs');
    expect(afterSignInPath('/apps', null)).toBe('/vouchers');
  });

  it('goes to a remembered transfer, its token encoded, and else to /vouchers', () => {
    expect(afterSignInPath('/', 'a b/c')).toBe('/voucher-subtransfer/a%20b%2Fc');
    expect(afterSignInPath('/voucher-subtransfer', 'tok')).toBe('/voucher-subtransfer/tok');
    expect(afterSignInPath('/profile', null)).toBe('/vouchers');
  });
});
