import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useShopPaths } from '../../../lib/shop-paths';
import { useClubProducts } from '../api/get-club-products';
import { AddToCart } from './add-to-cart';
import { ProductTerms } from './product-terms';
import { useMoney } from './use-money';

/** A club's shop: its products with price and terms, details and add to cart. */
export function ClubShopPage({ clubId }: { clubId: number }) {
  const { t } = useTranslation();
  const shopPaths = useShopPaths();
  const money = useMoney();
  const shop = useClubProducts(clubId);
  if (shop.isPending) return <Spinner />;
  if (shop.isError) return <p role="alert">{errorMessage(shop.error, t)}</p>;
  return (
    <section className="shop">
      <h1>{shop.data.club.name}</h1>
      <ul className="shop__list">
        {shop.data.products.map((product) => (
          <li key={product.product_id} className="shop__card">
            <h2>{product.name}</h2>
            <p className="shop__price">{money(product.price_minor, product.currency)}</p>
            <ProductTerms product={product} />
            <Link
              to={shopPaths.product(product.product_id)}
              aria-label={`${t('shop.product.details')}: ${product.name}`}
            >
              {t('shop.product.details')}
            </Link>
            <AddToCart productId={product.product_id} name={product.name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
