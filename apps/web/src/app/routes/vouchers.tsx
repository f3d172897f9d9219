import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { NewsletterPrompt } from '../../features/newsletter/components/newsletter-prompt';
import { TransferDialog } from '../../features/transfer/components/transfer-dialog';
import { invalidateVoucherLists } from '../../features/vouchers/api/get-vouchers';
import { VouchersPage } from '../../features/vouchers/components/vouchers-page';
import { openLoginPopup } from '../../lib/login-popup';
import { useSessionToken } from '../../lib/session';

/** /vouchers (signed in; otherwise / with the login popup): the list, the transfer popup and the newsletter popup. */
export function Component() {
  const token = useSessionToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [transferring, setTransferring] = useState<VoucherItem | null>(null);
  /** Arrived signed out: ask to log in. Signed out here later (sign-out): only leave. */
  const arrivedSignedOut = useRef(token === null);

  useEffect(() => {
    if (token) return;
    navigate('/', { replace: true });
    if (arrivedSignedOut.current) openLoginPopup();
  }, [token, navigate]);

  if (!token) return null;
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
