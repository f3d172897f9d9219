import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isOnline } from '../../../lib/online';
import { showPageSpinner } from '../../../lib/page-spinner';
import { useAcceptPrintRules } from '../api/accept-print-rules';
import { invalidateVoucherLists } from '../api/get-vouchers';
import { usePrintVoucher } from '../api/print-voucher';
import { openPdfWindow, showPdf } from '../model/pdf-window';

/** Spec §9: the list reloads 1.5 s after a print attempt. */
export const RELOAD_AFTER_PRINT_MS = 1500;

/**
 * The print flow of spec §4. If the golfer has not accepted the print rules and the browser is
 * online, the notice opens and remembers the voucher; Got it saves print_rules_accepted and then
 * prints. Otherwise it prints at once: spinner on, PATCH /voucher/pdf/:id, the PDF opens in a new
 * tab, the voucher shows as printed; on failure the PDF error popup opens. Either way the list
 * reloads 1.5 s later.
 */
export function usePrintFlow(rulesAccepted: boolean) {
  const queryClient = useQueryClient();
  const printVoucher = usePrintVoucher();
  const acceptRules = useAcceptPrintRules();
  const [noticeFor, setNoticeFor] = useState<VoucherItem | null>(null);
  const [pdfError, setPdfError] = useState(false);
  const acceptedHere = useRef(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const scheduleReload = useCallback(() => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      void invalidateVoucherLists(queryClient);
    }, RELOAD_AFTER_PRINT_MS);
    timers.current.add(timer);
  }, [queryClient]);

  /** Runs inside the click that started it, so the new tab is not taken for a pop-up. */
  const print = useCallback(
    async (voucher: VoucherItem, before?: () => Promise<unknown>) => {
      const release = showPageSpinner();
      const target = openPdfWindow();
      try {
        if (before) await before().catch(() => undefined);
        const result = await printVoucher.mutateAsync(voucher.voucher_id);
        showPdf(target, result.pdf);
      } catch {
        target?.close();
        setPdfError(true);
      } finally {
        release();
        scheduleReload();
      }
    },
    [printVoucher, scheduleReload],
  );

  const requestPrint = useCallback(
    (voucher: VoucherItem) => {
      if (!rulesAccepted && !acceptedHere.current && isOnline()) {
        setNoticeFor(voucher);
        return;
      }
      void print(voucher);
    },
    [rulesAccepted, print],
  );

  const acceptNotice = useCallback(() => {
    const voucher = noticeFor;
    setNoticeFor(null);
    if (!voucher) return;
    acceptedHere.current = true;
    void print(voucher, () => acceptRules.mutateAsync());
  }, [noticeFor, print, acceptRules]);

  return {
    requestPrint,
    /** The voucher waiting for the print-rules notice, or null when it is closed. */
    noticeFor,
    acceptNotice,
    cancelNotice: useCallback(() => setNoticeFor(null), []),
    pdfError,
    closePdfError: useCallback(() => setPdfError(false), []),
  };
}
