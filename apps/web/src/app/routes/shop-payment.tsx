export { PaymentPage as Component } from '../../features/shop/components/payment-page';
