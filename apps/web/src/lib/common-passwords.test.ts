import { describe, expect, it, vi } from 'vitest';

describe('the common-password list in the browser', () => {
  it('is fetched on first use, and core’s password rule checks against it once it is here', async () => {
    // The web files share their workers' modules (isolate: false), and another file may have
    // loaded the list already: this file takes fresh copies of both modules.
    vi.resetModules();
    const { passwordSchema } = await import('@golfwallet/core/validation/fields');
    const { isCommonPassword, loadCommonPasswords } = await import('./common-passwords');
    // Core's fields.ts reaches this module (vite.config.ts), so the list is not loaded yet.
    expect(isCommonPassword('Password1')).toBe(false);
    expect(passwordSchema.safeParse('qwerty123').success).toBe(true);
    await loadCommonPasswords();
    expect(isCommonPassword('Password1')).toBe(true);
    expect(passwordSchema.safeParse('qwerty123').error?.issues[0]?.message).toBe('errors.passwordTooCommon');
    expect(passwordSchema.safeParse('green-fairway-42').success).toBe(true);
  });
});
