export { ShopClubsPage as Component } from '../../features/shop/components/shop-clubs-page';
