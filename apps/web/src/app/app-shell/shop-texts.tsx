import type { ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { APP_SHOP_PATHS } from '../../lib/app-paths';
import { currentLocale } from '../../lib/i18n';
import { ShopPathsContext } from '../../lib/shop-paths';
import { useSections } from '../../lib/use-sections';
import '../../features/shop/components/shop.css';

/**
 * What the app's Shop and Wallet tabs need around the shop's feature pages: the shop texts, and
 * the shop's links pointing inside the app shell (/app/shop/…) rather than at the web's /shop/….
 */
export function ShopTexts({ children }: { children: ReactNode }) {
  const sections = useSections(currentLocale(), ['shop']).status;
  if (sections !== 'ready') return <Spinner />;
  return <ShopPathsContext value={APP_SHOP_PATHS}>{children}</ShopPathsContext>;
}
