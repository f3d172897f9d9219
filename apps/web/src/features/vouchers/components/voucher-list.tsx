import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { VoucherCard } from './voucher-card';

export interface VoucherListProps {
  items: VoucherItem[];
  total: number;
  /** The total is a filtered list's cap: there are more than `total`. */
  totalCapped?: boolean;
  failed: boolean;
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onOpen: (voucher: VoucherItem) => void;
  onToggleFavourite: (voucher: VoucherItem) => void;
  onPrint: (voucher: VoucherItem) => void;
}

/** The two-column list (one column below 1000 px), 12 at a time with Show more. */
export function VoucherList({
  items,
  total,
  totalCapped = false,
  failed,
  loading,
  hasMore,
  loadingMore,
  onMore,
  onOpen,
  onToggleFavourite,
  onPrint,
}: VoucherListProps) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <p className="alert alert--error voucher-list__message" role="alert">
        {t('vouchers.page.loadFailed')}
      </p>
    );
  }
  if (items.length === 0) {
    return loading ? null : (
      <p className="voucher-list__message" role="status">
        {t('vouchers.page.empty')}
      </p>
    );
  }
  return (
    <>
      <ul className="voucher-list">
        {items.map((voucher) => (
          <VoucherCard
            key={voucher.voucher_id}
            voucher={voucher}
            onOpen={onOpen}
            onToggleFavourite={onToggleFavourite}
            onPrint={onPrint}
          />
        ))}
      </ul>
      <div className="voucher-list__footer">
        <p className="voucher-list__shown" role="status">
          {t(totalCapped && hasMore ? 'vouchers.page.shownOfMore' : 'vouchers.page.shown', {
            shown: items.length,
            total: Math.max(total, items.length),
          })}
        </p>
        {hasMore && (
          <Button variant="secondary" busy={loadingMore} onClick={onMore}>
            {t('vouchers.page.showMore')}
          </Button>
        )}
      </div>
    </>
  );
}
