import type { Product } from '@golfwallet/core/contracts/partner/shapes';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useProducts, useSetProductStatus } from '../api/products';
import { usePortalContext } from '../hooks/use-portal-context';
import { usePortalFormat } from '../hooks/use-portal-format';
import { PORTAL } from '../model/paths';

export function ProductsPage() {
  const { t } = useTranslation();
  const me = usePortalContext();
  const products = useProducts();
  const setStatus = useSetProductStatus();
  const { money } = usePortalFormat();
  const owner = me.club.role === 'owner';
  const actions = (product: Product) => {
    if (!owner || product.status === 'ended') return null;
    const next = product.status === 'active' ? ('paused' as const) : ('active' as const);
    return (
      <div className="portal-actions">
        <Link className="button button--secondary" to={PORTAL.product(product.product_id)}>
          {t('partner.products.edit')}
          <span className="visually-hidden"> {product.name}</span>
        </Link>
        <Button
          variant="secondary"
          onClick={() => setStatus.mutate({ id: product.product_id, status: next })}
        >
          {t(next === 'paused' ? 'partner.products.pause' : 'partner.products.resume')}
          <span className="visually-hidden"> {product.name}</span>
        </Button>
        <Button
          variant="danger"
          onClick={() => setStatus.mutate({ id: product.product_id, status: 'ended' })}
        >
          {t('partner.products.end')}
          <span className="visually-hidden"> {product.name}</span>
        </Button>
      </div>
    );
  };
  return (
    <>
      <h1>{t('partner.products.title')}</h1>
      {owner && (
        <p>
          <Link className="button button--primary" to={PORTAL.newProduct}>
            {t('partner.products.create')}
          </Link>
        </p>
      )}
      {setStatus.isError && <Alert variant="error">{errorMessage(setStatus.error, t)}</Alert>}
      {products.isPending && <Spinner />}
      {products.isError && <Alert variant="error">{errorMessage(products.error, t)}</Alert>}
      {products.data && products.data.items.length === 0 && <p>{t('partner.products.empty')}</p>}
      {products.data && products.data.items.length > 0 && (
        <table className="portal-table">
          <thead>
            <tr>
              <th scope="col">{t('partner.products.name')}</th>
              <th scope="col">{t('partner.products.price')}</th>
              <th scope="col">{t('partner.products.state')}</th>
              {owner && <th scope="col">{t('partner.products.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {products.data.items.map((product) => (
              <tr key={product.product_id}>
                <td>{product.name}</td>
                <td>{money(product.price, product.currency)}</td>
                <td>{t(`partner.products.status.${product.status}`)}</td>
                {owner && <td>{actions(product)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
