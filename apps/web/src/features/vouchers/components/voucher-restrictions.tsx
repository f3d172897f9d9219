import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import { describeRestrictions } from '@golfwallet/core/domain/restrictions';
import { useId } from 'react';
import { useVoucherFormat } from '../hooks/use-voucher-format';

/**
 * The restrictions block of a voucher (spec §2): a heading and one line per restriction, or "No
 * restrictions". The details popup shows it, and so does the portal's product preview.
 */
export function VoucherRestrictions({ voucher, className }: { voucher: VoucherItem; className?: string }) {
  const { locale, t, today } = useVoucherFormat();
  const titleId = useId();
  const restrictions = describeRestrictions(voucher, locale, t, { today: today() });
  return (
    <section className={className} aria-labelledby={titleId}>
      <h3 id={titleId}>{t('domain.restrictions.title')}</h3>
      {restrictions.length === 0 ? (
        <p>{t('vouchers.details.noRestrictions')}</p>
      ) : (
        <ul>
          {restrictions.map((line) => (
            <li key={`${line.key}:${JSON.stringify(line.params ?? {})}`}>{t(line.key, line.params ?? {})}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
