import { Outlet } from 'react-router';
import { ShopTexts } from '../../app-shell/shop-texts';
import { ShopNav } from '../../../features/shop/components/shop-nav';

/**
 * The Shop tab (/app/shop/…): the web shop's feature pages (clubs, a club's shop, product, cart,
 * payment, My credit cards, order history) inside the app shell, linking within /app.
 */
export function Component() {
  return (
    <ShopTexts>
      <div className="shop-layout">
        <ShopNav withWallet={false} />
        <Outlet />
      </div>
    </ShopTexts>
  );
}
