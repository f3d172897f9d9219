import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { useProduct } from '../../features/partner/api/products';
import { ProductForm } from '../../features/partner/components/product-form';
import { VoucherCard } from '../../features/vouchers/components/voucher-card';
import { VoucherRestrictions } from '../../features/vouchers/components/voucher-restrictions';
import { useTranslation } from '../../lib/use-translation';
import { errorMessage } from '../../lib/error-message';

const ignore = () => undefined;

/**
 * /partner/products/new and /partner/products/:id: the product form, with the wallet's own voucher
 * card (its own styles come with it) and restrictions block as the live preview (this route
 * composes the two features; neither imports the other).
 */
export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const productId = id ? Number(id) : undefined;
  const product = useProduct(productId);
  const preview = (voucher: Parameters<typeof VoucherCard>[0]['voucher']) => (
    <>
      <ul className="portal-preview__card">
        <VoucherCard voucher={voucher} onOpen={ignore} onToggleFavourite={ignore} onPrint={ignore} />
      </ul>
      <VoucherRestrictions voucher={voucher} className="portal-card" />
    </>
  );
  if (productId === undefined) return <ProductForm renderPreview={preview} />;
  if (product.isPending) return <Spinner />;
  if (product.isError) return <Alert variant="error">{errorMessage(product.error, t)}</Alert>;
  return <ProductForm key={product.data.product_id} product={product.data} renderPreview={preview} />;
}
