import { useParams } from 'react-router';
import { SubtransferPage } from '../../features/transfer/components/subtransfer-page';

/** /voucher-subtransfer/:id: confirm a voucher transfer (id is the transfer token). */
export function Component() {
  const { id = '' } = useParams();
  return <SubtransferPage key={id} token={id} />;
}
