import { ProductsPage } from '../../features/partner/components/products-page';

export function Component() {
  return <ProductsPage />;
}
