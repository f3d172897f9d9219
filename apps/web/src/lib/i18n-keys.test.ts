import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';

describe("i18next's t, typed with the English texts", () => {
  it('refuses a misspelt key at compile time', () => {
    // @ts-expect-error a key that names no text fails the typecheck (src/i18next.d.ts)
    expect(i18n.t('vouchers.tabs.notPrintd')).toBe('vouchers.tabs.notPrintd');
    expect(i18n.t('vouchers.tabs.notPrinted')).toBeTypeOf('string');
  });
});
