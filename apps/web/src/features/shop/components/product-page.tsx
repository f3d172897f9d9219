import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useShopPaths } from '../../../lib/shop-paths';
import { useProduct } from '../api/get-club-products';
import { AddToCart } from './add-to-cart';
import { ProductTerms } from './product-terms';
import { useMoney } from './use-money';

/** Product details with its terms and add to cart. */
export function ProductPage({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const shopPaths = useShopPaths();
  const money = useMoney();
  const product = useProduct(productId);
  if (product.isPending) return <Spinner />;
  if (product.isError) return <p role="alert">{errorMessage(product.error, t)}</p>;
  const p = product.data;
  return (
    <section className="shop">
      <p className="shop__back">
        <Link to={shopPaths.club(p.club_id)}>{p.club_name}</Link>
      </p>
      <h1>{p.name}</h1>
      {p.description && <p>{p.description}</p>}
      <p className="shop__price">{money(p.price_minor, p.currency)}</p>
      <ProductTerms product={p} />
      {p.amount_left === 0 ? (
        <p className="shop__problem">{t('shop.product.soldOut')}</p>
      ) : (
        <AddToCart productId={p.product_id} name={p.name} />
      )}
    </section>
  );
}
