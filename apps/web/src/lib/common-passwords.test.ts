import { passwordSchema } from '@golfwallet/core/validation/fields';
import { describe, expect, it } from 'vitest';
import { isCommonPassword, loadCommonPasswords } from './common-passwords';

describe('the common-password list in the browser', () => {
  it('is fetched on first use, and core’s password rule checks against it once it is here', async () => {
    // Core's fields.ts reaches this module (vite.config.ts), so the list is not loaded yet.
    expect(isCommonPassword('Password1')).toBe(false);
    expect(passwordSchema.safeParse('qwerty123').success).toBe(true);
    await loadCommonPasswords();
    expect(isCommonPassword('Password1')).toBe(true);
    expect(passwordSchema.safeParse('qwerty123').error?.issues[0]?.message).toBe('errors.passwordTooCommon');
    expect(passwordSchema.safeParse('green-fairway-42').success).toBe(true);
  });
});
