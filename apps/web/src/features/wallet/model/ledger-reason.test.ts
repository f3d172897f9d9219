import { LEDGER_REASONS } from '@golfwallet/core/domain/shop/ledger';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { ledgerReasonKey } from './ledger-reason';

describe('the text of a ledger reason', () => {
  it.each(['da', 'en', 'no', 'sv', 'de', 'is', 'fi'])('is translated for every reason in %s', (language) => {
    for (const reason of LEDGER_REASONS) {
      const text = i18n.translate(language, ledgerReasonKey(reason));
      expect(text, reason).not.toMatch(/^shop\./);
    }
  });

  it('is "Other" for a reason this web does not know, not a key', () => {
    expect(ledgerReasonKey('range_dispense')).toBe('shop.wallet.reasons.range_dispense');
    expect(i18n.translate('da', ledgerReasonKey('gift_from_santa'))).toBe('Andet');
  });
});
