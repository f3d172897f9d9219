export { WalletPage as Component } from '../../../features/vouchers/components/wallet-page';
