import { describe, expect, it } from 'vitest';
import { appRedirect } from './access';

describe('appRedirect', () => {
  it('sends a signed-out golfer to Start, except from Start and Log in', () => {
    expect(appRedirect('/app/vouchers', false)).toBe('/app');
    expect(appRedirect('/app/more/history', false)).toBe('/app');
    expect(appRedirect('/app', false)).toBeNull();
    expect(appRedirect('/app/login/', false)).toBeNull();
  });
  it('sends a signed-in golfer from Start and Log in to My clubs, and leaves other screens', () => {
    expect(appRedirect('/app', true)).toBe('/app/clubs');
    expect(appRedirect('/app/login', true)).toBe('/app/clubs');
    expect(appRedirect('/app/vouchers/12', true)).toBeNull();
  });
});
