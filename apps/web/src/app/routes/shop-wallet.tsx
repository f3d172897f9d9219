export { WalletPage as Component } from '../../features/wallet/components/wallet-page';
