export { OrdersPage as Component } from '../../features/shop/components/orders-page';
