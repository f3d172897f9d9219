import type { Cart } from '@golfwallet/core/contracts/shop/shapes';
import { useTranslation } from '../../../lib/use-translation';
import { useMoney } from './use-money';

/** What the payment pays for: the seller (the club), the lines, the total and the VAT in it. */
export function PaymentOrder({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const money = useMoney();
  const currency = cart.currency ?? 'DKK';
  return (
    <section className="shop__card" aria-labelledby="payment-order">
      <h2 id="payment-order">{t('shop.payment.order')}</h2>
      {cart.club_name && <p>{t('shop.payment.seller', { club: cart.club_name })}</p>}
      <ul className="shop__order">
        {cart.items.map((item) => (
          <li key={item.product_id} className={item.problem ? 'shop__line--problem' : undefined}>
            <span>
              {item.quantity} × {item.name}
              {item.problem && (
                <strong className="shop__problem">{t(`shop.cart.problems.${item.problem}`)}</strong>
              )}
            </span>
            <span>{money(item.total_minor, currency)}</span>
          </li>
        ))}
      </ul>
      <p>
        {t('shop.payment.amount')}: <strong>{money(cart.total_minor, currency)}</strong>
      </p>
      <p>{t('shop.payment.vat', { amount: money(cart.vat_minor ?? 0, currency) })}</p>
    </section>
  );
}
