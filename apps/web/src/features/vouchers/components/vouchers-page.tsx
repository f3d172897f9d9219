import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { LazyMessageDialog } from '../../../components/ui/lazy-message-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-message';
import { usePageSpinner } from '../../../lib/page-spinner';
import { vouchersQueryOptions } from '../api/get-vouchers';
import { useSetFavourite } from '../api/update-favourite';
import { useWithdrawTransfer } from '../api/withdraw-transfer';
import { usePrintFlow } from '../hooks/use-print-flow';
import { useVoucherListState } from '../hooks/use-voucher-list-state';
import { tabHasSearch } from '../model/tabs';
import { VoucherList } from './voucher-list';
import { VoucherTabs } from './voucher-tabs';
import { VoucherToolbar } from './voucher-toolbar';
import './vouchers.css';

// Loaded when opened: the details popup when a voucher is, the print rules before a first print.
const VoucherDetailsDialog = lazy(() =>
  import('./voucher-details-dialog').then((module) => ({ default: module.VoucherDetailsDialog })),
);
const PrintRulesDialog = lazy(() =>
  import('./print-rules-dialog').then((module) => ({ default: module.PrintRulesDialog })),
);

export interface VouchersPageProps {
  /** Transfer was chosen in the details popup; the popup closes and the page shows the transfer. */
  onTransfer: (voucher: VoucherItem) => void;
}

/**
 * My vouchers (spec §2 "Vouchers page"): search, sort, the three tabs, the list with paging, the
 * details popup, favourites and the print flow. The spinner overlay shows while vouchers load; a
 * failed load shows an empty list with a message.
 */
export function VouchersPage({ onTransfer }: VouchersPageProps) {
  const { t } = useTranslation();
  const state = useVoucherListState();
  const query = useInfiniteQuery({
    ...vouchersQueryOptions(state.params),
    placeholderData: keepPreviousData,
  });
  const { data: user } = useCurrentUser();
  const print = usePrintFlow(user?.print_rules_accepted ?? false);
  const favourite = useSetFavourite();
  const [open, setOpen] = useState<VoucherItem | null>(null);
  const [favouriteFailed, setFavouriteFailed] = useState(false);
  const withdraw = useWithdrawTransfer();
  const [withdrawn, setWithdrawn] = useState(false);

  usePageSpinner(query.isPending || (query.isFetching && query.isPlaceholderData));

  const items = query.isError ? [] : (query.data?.pages.flatMap((page) => page.items) ?? []);
  const lastPage = query.data?.pages.at(-1);
  const total = lastPage?.total ?? 0;

  function toggleFavourite(voucher: VoucherItem) {
    const next = !voucher.favourite;
    const id = voucher.voucher_id;
    const setOpenFavourite = (value: boolean) =>
      setOpen((current) => (current?.voucher_id === id ? { ...current, favourite: value } : current));
    setOpenFavourite(next);
    favourite.mutate(
      { voucherId: id, favourite: next },
      {
        onError: () => {
          setOpenFavourite(!next);
          setFavouriteFailed(true);
        },
      },
    );
  }

  function withdrawTransfer(voucher: VoucherItem) {
    if (voucher.transfer_id === null) return;
    withdraw.mutate(voucher.transfer_id, {
      onSuccess: () => {
        setOpen(null);
        setWithdrawn(true);
      },
    });
  }

  function closeDetails() {
    setOpen(null);
    withdraw.reset();
  }

  return (
    <div className="vouchers-page">
      <h1 className="vouchers-page__title">{t('vouchers.page.title')}</h1>
      <VoucherToolbar
        search={state.searchInput}
        onSearch={state.setSearchInput}
        searchable={tabHasSearch(state.tab)}
        sort={state.sort}
        onSort={state.chooseSort}
        sortError={state.geolocationFailed ? t('errors.geolocationUnavailable') : undefined}
      />
      <VoucherTabs tab={state.tab} onSelect={state.selectTab}>
        <VoucherList
          items={items}
          total={total}
          totalCapped={lastPage?.total_capped === true}
          failed={query.isError}
          loading={query.isFetching}
          hasMore={Boolean(query.hasNextPage) && !query.isPlaceholderData}
          loadingMore={query.isFetchingNextPage}
          onMore={() => void query.fetchNextPage()}
          onOpen={setOpen}
          onToggleFavourite={toggleFavourite}
          onPrint={print.requestPrint}
        />
      </VoucherTabs>
      <Suspense fallback={null}>
        {open && (
          <VoucherDetailsDialog
            voucher={open}
            onClose={closeDetails}
            onWithdraw={withdrawTransfer}
            withdrawing={withdraw.isPending}
            withdrawError={withdraw.isError ? errorMessage(withdraw.error, t) : null}
            onToggleFavourite={toggleFavourite}
            onPrint={print.requestPrint}
            onTransfer={(voucher) => {
              setOpen(null);
              onTransfer(voucher);
            }}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {print.noticeFor !== null && (
          <PrintRulesDialog open onAccept={print.acceptNotice} onCancel={print.cancelNotice} />
        )}
      </Suspense>
      <LazyMessageDialog
        open={withdrawn}
        title={t('vouchers.details.withdraw')}
        buttonLabel={t('vouchers.pdfError.ok')}
        onClose={() => setWithdrawn(false)}
      >
        {t('vouchers.details.withdrawn')}
      </LazyMessageDialog>
      <LazyMessageDialog
        open={print.pdfError}
        title={t('vouchers.pdfError.title')}
        buttonLabel={t('vouchers.pdfError.ok')}
        onClose={print.closePdfError}
      >
        {t('vouchers.pdfError.text')}
      </LazyMessageDialog>
      <LazyMessageDialog
        open={favouriteFailed}
        title={t('vouchers.favourite.label')}
        buttonLabel={t('vouchers.pdfError.ok')}
        onClose={() => setFavouriteFailed(false)}
      >
        {t('vouchers.favourite.failed')}
      </LazyMessageDialog>
    </div>
  );
}
