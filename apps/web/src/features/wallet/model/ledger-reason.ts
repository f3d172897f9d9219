import { LEDGER_REASONS, type LedgerReason } from '@golfwallet/core/domain/shop/ledger';

/**
 * The text key of a ledger entry's reason. The answer is not checked at run time, so a reason this
 * web does not know yet (an API a release ahead) reads "Other", never as a raw key.
 */
export function ledgerReasonKey(reason: string): `shop.wallet.reasons.${LedgerReason | 'other'}` {
  const known = (LEDGER_REASONS as readonly string[]).includes(reason);
  return `shop.wallet.reasons.${known ? (reason as LedgerReason) : 'other'}`;
}
