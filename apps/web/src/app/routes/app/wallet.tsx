import { WalletPage } from '../../../features/wallet/components/wallet-page';
import { ShopTexts } from '../../app-shell/shop-texts';

/** The Wallet tab: points with their ledger, ball money per club and gift-card balances (the web's /shop/wallet page). */
export function Component() {
  return (
    <ShopTexts>
      <WalletPage />
    </ShopTexts>
  );
}
