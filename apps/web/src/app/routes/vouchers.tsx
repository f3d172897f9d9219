import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NewsletterPrompt } from '../../features/newsletter/components/newsletter-prompt';
import { TransferDialog } from '../../features/transfer/components/transfer-dialog';
import { invalidateVoucherLists } from '../../features/vouchers/api/get-vouchers';
import { VouchersPage } from '../../features/vouchers/components/vouchers-page';

/** /vouchers (signed in, see RequireSession): the list, the transfer popup and the newsletter popup. */
export function Component() {
  const queryClient = useQueryClient();
  const [transferring, setTransferring] = useState<VoucherItem | null>(null);
  return (
    <>
      <VouchersPage onTransfer={setTransferring} />
      <TransferDialog
        voucher={transferring}
        onClose={() => setTransferring(null)}
        onTransferred={() => void invalidateVoucherLists(queryClient)}
      />
      <NewsletterPrompt />
    </>
  );
}
