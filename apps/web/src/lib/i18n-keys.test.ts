import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';

describe("the web's t, typed with the English texts", () => {
  it('refuses a misspelt key at compile time', () => {
    // @ts-expect-error a key that names no text fails the typecheck (Translator in core/i18n/translator.ts)
    expect(i18n.t('vouchers.tabs.notPrintd')).toBe('vouchers.tabs.notPrintd');
    expect(i18n.t('vouchers.tabs.notPrinted')).toBeTypeOf('string');
  });
});
