import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { useShopPaths } from '../../../lib/shop-paths';
import { useCart, useSetCartItem } from '../api/cart';

/** Adds one more of a product to the cart the API keeps, and says so. */
export function AddToCart({
  productId,
  name,
  quantity,
}: {
  productId: number;
  name: string;
  quantity?: number;
}) {
  const { t } = useTranslation();
  const shopPaths = useShopPaths();
  const cart = useCart();
  const setItem = useSetCartItem();
  const inCart = cart.data?.items.find((item) => item.product_id === productId)?.quantity ?? 0;
  return (
    <div className="shop__add">
      <Button
        busy={setItem.isPending}
        aria-label={`${t('shop.product.addToCart')}: ${name}`}
        onClick={() => setItem.mutate({ productId, quantity: Math.min(99, inCart + (quantity ?? 1)) })}
      >
        {t('shop.product.addToCart')}
      </Button>
      <div aria-live="polite">
        {setItem.isSuccess && (
          <p>
            {t('shop.product.added')} <Link to={shopPaths.cart}>{t('shop.nav.cart')}</Link>
          </p>
        )}
      </div>
      {setItem.isError && <p role="alert">{errorMessage(setItem.error, t)}</p>}
    </div>
  );
}
