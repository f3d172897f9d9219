import { ShopSettingsPage } from '../../features/partner/components/shop-settings-page';

export function Component() {
  return <ShopSettingsPage />;
}
