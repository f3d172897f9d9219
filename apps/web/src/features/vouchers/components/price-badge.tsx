import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import { useVoucherFormat } from '../hooks/use-voucher-format';
import './price-badge.css';

/** The price badge of spec §9 ('150,- kr.', '-20%', 'Free', 'Intro'). */
export function PriceBadge({
  voucher,
}: {
  voucher: Pick<VoucherItem, 'type' | 'value' | 'reduction_type' | 'currency' | 'gift_card_remaining_minor'>;
}) {
  const { price } = useVoucherFormat();
  return <span className="price-badge">{price(voucher)}</span>;
}
