import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import { useVoucherFormat } from '../hooks/use-voucher-format';

/**
 * The uses and validity rows of a voucher's details list (spec §2: number of uses, hidden for
 * intro cards; valid from and to), shared by the web's details popup and the app's voucher screen.
 * Renders `<div><dt/><dd/></div>` groups for a surrounding `<dl>`.
 */
export function VoucherUseRows({ voucher }: { voucher: VoucherItem }) {
  const { date, t } = useVoucherFormat();
  return (
    <>
      {voucher.type !== 'introcard' && (
        <div>
          <dt>{t('vouchers.details.uses')}</dt>
          <dd>
            {voucher.uses_total === null || voucher.uses_left === null
              ? t('vouchers.details.usesUnlimited')
              : t('vouchers.details.usesLeft', { left: voucher.uses_left, total: voucher.uses_total })}
          </dd>
        </div>
      )}
      <div>
        <dt>{t('vouchers.details.validFrom')}</dt>
        <dd>{date(voucher.valid_from)}</dd>
      </div>
      <div>
        <dt>{t('vouchers.details.validTo')}</dt>
        <dd>{date(voucher.valid_to)}</dd>
      </div>
    </>
  );
}
