import { useParams } from 'react-router';
import { ProductPage } from '../../features/shop/components/product-page';

export function Component() {
  const { productId } = useParams();
  return <ProductPage productId={Number(productId)} />;
}
