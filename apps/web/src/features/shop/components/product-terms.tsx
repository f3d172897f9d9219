import type { Product } from '@golfwallet/core/contracts/shop/shapes';
import { valueToMinor } from '@golfwallet/core/domain/shop/product-kind';
import { useTranslation } from '../../../lib/use-translation';
import { useMoney } from './use-money';

/** What a product gives (§3 Product): value, uses, validity, offer, limits, baskets. */
export function ProductTerms({ product }: { product: Product }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lines: string[] = [];
  if (product.kind === 'ball_money' && product.credit_minor !== null)
    lines.push(
      t('shop.product.ballMoney', {
        price: money(product.price_minor, product.currency),
        credit: money(product.credit_minor, product.currency),
      }),
    );
  if (product.reduction_type === 'reducepercent')
    lines.push(t('shop.product.discountPercent', { value: product.value }));
  if (product.reduction_type === 'reduceprice')
    lines.push(
      t('shop.product.discountAmount', { value: money(valueToMinor(product.value), product.currency) }),
    );
  // One rule of use: a number of uses, or unlimited (with its maximum per day, if any).
  if (product.kind !== 'ball_money') {
    if (product.uses !== null) lines.push(t('shop.product.uses', { count: product.uses }));
    else if (product.max_per_day !== null)
      lines.push(t('shop.product.unlimited', { count: product.max_per_day }));
    else lines.push(t('shop.product.unlimitedUses'));
  }
  lines.push(t('shop.product.validity', { days: product.validity_days }));
  if (product.days_left !== null) lines.push(t('shop.product.daysLeft', { days: product.days_left }));
  if (product.amount_left !== null) lines.push(t('shop.product.amountLeft', { count: product.amount_left }));
  if (product.paid_after_redemption) lines.push(t('shop.product.paidAfter'));
  if (product.baskets?.length) lines.push(t('shop.product.baskets', { sizes: product.baskets.join(' / ') }));
  return (
    <ul className="shop__terms">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
