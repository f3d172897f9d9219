import { describe, expect, expectTypeOf, it } from 'vitest';
import type { KeysUnder, TranslationKey } from './keys';
import { translate, translatorIn } from './translate';

describe('typed translation keys', () => {
  it('take every key of the English texts and refuse a misspelt one at compile time', () => {
    expect(translate('en', 'errors.voucherNotFound')).not.toBe('errors.voucherNotFound');
    // @ts-expect-error a key that names no text fails the typecheck
    expect(translate('en', 'errors.voucherNotFund')).toBe('errors.voucherNotFund');
    expectTypeOf<'domain.sort.nearest'>().toExtend<TranslationKey>();
    expectTypeOf<'domain.sort'>().not.toExtend<TranslationKey>();
    // A plural is one text: its forms are not keys.
    expectTypeOf<'app.clubs.vouchersHere'>().toExtend<TranslationKey>();
    expectTypeOf<'app.clubs.vouchersHere.one'>().not.toExtend<TranslationKey>();
  });

  it('below a prefix, take the short key, checked the same way', () => {
    const t = translatorIn('en', 'mail');
    expect(t('greeting', { name: 'Ann' })).toContain('Ann');
    // @ts-expect-error a short key that is not below the prefix
    t('voucherNotFound');
    expectTypeOf<'verifyEmail.subject'>().toExtend<KeysUnder<'mail'>>();
  });
});
