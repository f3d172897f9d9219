export { CartPage as Component } from '../../features/shop/components/cart-page';
