import { CART_QUANTITY_MAX } from '@golfwallet/core/contracts/shop/cart';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LinkButton } from '../../../components/ui/link-button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useShopPaths } from '../../../lib/shop-paths';
import { useCart, useRemoveCartItem, useSetCartItem } from '../api/cart';
import { useMoney } from './use-money';

/** Cart: change quantities, remove with confirmation, shop more, pay. */
export function CartPage() {
  const { t } = useTranslation();
  const shopPaths = useShopPaths();
  const money = useMoney();
  const cart = useCart();
  const setItem = useSetCartItem();
  const remove = useRemoveCartItem();
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  if (cart.isPending) return <Spinner />;
  if (cart.isError) return <p role="alert">{errorMessage(cart.error, t)}</p>;
  const { items, currency, total_minor: total, club_id: clubId, club_name: clubName } = cart.data;
  const hasProblem = items.some((item) => item.problem);
  return (
    <section className="shop">
      <h1>{t('shop.cart.title')}</h1>
      {items.length === 0 ? (
        <p>{t('shop.cart.empty')}</p>
      ) : (
        <>
          {clubName && <p>{clubName}</p>}
          {hasProblem && <Alert variant="warning">{t('shop.cart.problemNote')}</Alert>}
          <ul className="shop__list">
            {items.map((item) => (
              <li
                key={item.product_id}
                className={
                  item.problem ? 'shop__card shop__line shop__line--problem' : 'shop__card shop__line'
                }
              >
                <span>
                  {item.name}
                  {item.problem && (
                    <strong className="shop__problem">{t(`shop.cart.problems.${item.problem}`)}</strong>
                  )}
                </span>
                <label>
                  {t('shop.product.quantity')}
                  <input
                    type="number"
                    min={1}
                    max={CART_QUANTITY_MAX}
                    value={item.quantity}
                    aria-label={`${t('shop.product.quantity')}: ${item.name}`}
                    onChange={(event) => {
                      const quantity = Number(event.target.value);
                      if (Number.isInteger(quantity) && quantity >= 1 && quantity <= CART_QUANTITY_MAX)
                        setItem.mutate({ productId: item.product_id, quantity });
                    }}
                  />
                </label>
                <span>{money(item.total_minor, currency ?? 'DKK')}</span>
                <Button
                  variant="secondary"
                  onClick={() => setRemoving({ id: item.product_id, name: item.name })}
                >
                  {t('shop.cart.remove')}
                  <span className="visually-hidden">: {item.name}</span>
                </Button>
              </li>
            ))}
          </ul>
          <p className="shop__total">
            {t('shop.cart.total')}: <strong>{money(total, currency ?? 'DKK')}</strong>
          </p>
        </>
      )}
      {(setItem.isError || remove.isError) && (
        <p role="alert">{errorMessage(setItem.error ?? remove.error, t)}</p>
      )}
      <div className="shop__actions">
        <LinkButton variant="secondary" to={clubId ? shopPaths.club(clubId) : shopPaths.clubs}>
          {t('shop.cart.shopMore')}
        </LinkButton>
        {items.length > 0 && !hasProblem && (
          <LinkButton to={shopPaths.payment}>{t('shop.cart.pay')}</LinkButton>
        )}
      </div>
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} title={t('shop.cart.remove')}>
        <p>{t('shop.cart.removeConfirm', { name: removing?.name ?? '' })}</p>
        <div className="shop__actions">
          <Button
            onClick={() => {
              if (removing) remove.mutate(removing.id);
              setRemoving(null);
            }}
          >
            {t('shop.cart.yes')}
          </Button>
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            {t('shop.cart.no')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
