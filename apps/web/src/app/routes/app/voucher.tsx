import { useParams } from 'react-router';
import { WalletVoucherPage } from '../../../features/vouchers/components/wallet-voucher-page';

export function Component() {
  const { id } = useParams();
  return <WalletVoucherPage key={id} voucherId={Number(id)} />;
}
