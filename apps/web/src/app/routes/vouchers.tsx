import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { NewsletterPrompt } from '../../features/newsletter/components/newsletter-prompt';
import { invalidateVoucherLists } from '../../features/vouchers/api/get-vouchers';
import { VouchersPage } from '../../features/vouchers/components/vouchers-page';

// The transfer form (and its rules) loads when a golfer first presses Transfer.
const TransferDialog = lazy(() =>
  import('../../features/transfer/components/transfer-dialog').then((module) => ({
    default: module.TransferDialog,
  })),
);

/** /vouchers (signed in, see RequireSession): the list, the transfer popup and the newsletter popup. */
export function Component() {
  const queryClient = useQueryClient();
  const [transferring, setTransferring] = useState<VoucherItem | null>(null);
  return (
    <>
      <VouchersPage onTransfer={setTransferring} />
      {transferring && (
        <Suspense fallback={null}>
          <TransferDialog
            voucher={transferring}
            onClose={() => setTransferring(null)}
            onTransferred={() => void invalidateVoucherLists(queryClient)}
          />
        </Suspense>
      )}
      <NewsletterPrompt />
    </>
  );
}
