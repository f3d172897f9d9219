import type { Order } from '@golfwallet/core/contracts/shop/shapes';
import { refundParts } from '@golfwallet/core/domain/shop/refund';
import { formatDate } from '@golfwallet/core/format/dates';
import type { Locale } from '@golfwallet/core/i18n/locales';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useOrders, useWithdrawOrder } from '../api/orders';
import { useMoney } from './use-money';

/** History: the golfer's orders with items, payment and withdrawal while it is allowed. */
export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const orders = useOrders();
  const withdraw = useWithdrawOrder();
  const [asking, setAsking] = useState<Order | null>(null);
  // Where the money goes back: each part the way it was paid (card, ball money, points).
  const refundText = (order: Order) =>
    refundParts({
      cardMinor: order.card_minor,
      ballMoneyMinor: order.ball_money_minor,
      pointsMinor: order.points_minor,
    })
      .map((part) => {
        const amount = money(part.minor, order.currency);
        if (part.to === 'ball_money') return t('shop.orders.refundBallMoney', { amount });
        if (part.to === 'points') return t('shop.orders.refundPoints', { amount });
        return t('shop.orders.refundCard', {
          amount,
          brand: order.card?.brand ?? '',
          last4: order.card?.last4 ?? '',
        });
      })
      .join(', ');
  if (orders.isPending) return <Spinner />;
  if (orders.isError) return <p role="alert">{errorMessage(orders.error, t)}</p>;
  return (
    <section className="shop">
      <h1>{t('shop.orders.title')}</h1>
      {withdraw.isSuccess && <Alert variant="success">{t('shop.orders.withdrawn')}</Alert>}
      {withdraw.isError && <Alert variant="error">{errorMessage(withdraw.error, t)}</Alert>}
      {orders.data.orders.length === 0 ? (
        <p>{t('shop.orders.none')}</p>
      ) : (
        <ul className="shop__list">
          {orders.data.orders.map((order) => (
            <li key={order.order_id} className="shop__card">
              <article aria-labelledby={`order-${order.order_id}`}>
                <h2 id={`order-${order.order_id}`}>
                  {t('shop.orders.order', { id: order.order_id })} · {order.club_name}
                </h2>
                <p>
                  {formatDate(
                    new Date(order.created_at * 1000),
                    'Europe/Copenhagen',
                    i18n.language as Locale,
                  )}{' '}
                  · {t(`shop.orders.status.${order.status}`)}
                </p>
                <ul>
                  {order.items.map((item) => (
                    <li key={item.product_id}>
                      {item.quantity} × {item.name}:{' '}
                      {money(item.unit_price_minor * item.quantity, order.currency)}
                    </li>
                  ))}
                </ul>
                <p>
                  {t('shop.cart.total')}: <strong>{money(order.total_minor, order.currency)}</strong>
                </p>
                {order.total_minor > 0 && (
                  <p>
                    {t('shop.orders.paidWith')}:{' '}
                    {[
                      order.card
                        ? `${order.card.brand} •••• ${order.card.last4} ${money(order.card_minor, order.currency)}`
                        : null,
                      order.points_minor > 0
                        ? `${t('shop.orders.points')} ${money(order.points_minor, order.currency)}`
                        : null,
                      order.ball_money_minor > 0
                        ? `${t('shop.orders.ballMoney')} ${money(order.ball_money_minor, order.currency)}`
                        : null,
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </p>
                )}
                {order.withdrawable && (
                  <Button variant="secondary" onClick={() => setAsking(order)}>
                    {t('shop.orders.withdraw')}
                  </Button>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={asking !== null} onClose={() => setAsking(null)} title={t('shop.orders.withdraw')}>
        <p>{asking ? t('shop.orders.withdrawConfirm', { refunds: refundText(asking) }) : null}</p>
        <div className="shop__actions">
          <Button
            onClick={() => {
              if (asking) withdraw.mutate(asking.order_id);
              setAsking(null);
            }}
          >
            {t('shop.cart.yes')}
          </Button>
          <Button variant="secondary" onClick={() => setAsking(null)}>
            {t('shop.cart.no')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
