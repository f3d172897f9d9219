import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useValidPlaces } from '../api/get-places';
import { useVoucherFormat } from '../hooks/use-voucher-format';
import { AddToWallet } from './add-to-wallet';
import { ClubLogo } from './club-logo';
import { FavouriteButton } from './favourite-button';
import { PriceBadge } from './price-badge';
import { VoucherRestrictions } from './voucher-restrictions';
import { VoucherUseRows } from './voucher-use-rows';

export interface VoucherDetailsDialogProps {
  voucher: VoucherItem | null;
  onClose: () => void;
  onToggleFavourite: (voucher: VoucherItem) => void;
  onPrint: (voucher: VoucherItem) => void;
  onTransfer: (voucher: VoucherItem) => void;
  /** Withdraws the waiting transfer the voucher is in (only offered while it is in one). */
  onWithdraw: (voucher: VoucherItem) => void;
  withdrawing?: boolean;
  /** Why the last withdrawal failed, already in the page language. */
  withdrawError?: string | null;
}

/**
 * The details popup of spec §2: favourite star, owner, name, product name, logo, price badge,
 * count (x1), number of uses (not for intro cards), valid from and to, the clubs and departments
 * it is valid at when that is more than the issuing club (Golf Circle), the restrictions block,
 * and the Print and Transfer buttons. A voucher in a waiting transfer says so and offers Withdraw
 * instead. Closes on a click outside or the close button.
 */
export function VoucherDetailsDialog({
  voucher,
  onClose,
  onToggleFavourite,
  onPrint,
  onTransfer,
  onWithdraw,
  withdrawing = false,
  withdrawError = null,
}: VoucherDetailsDialogProps) {
  const { t } = useVoucherFormat();
  const places = useValidPlaces(voucher);
  if (!voucher) return null;
  const blocked = voucher.in_transfer;

  return (
    <Dialog open onClose={onClose} title={voucher.voucher_name} className="voucher-details">
      <div className="voucher-details__head">
        <ClubLogo
          url={voucher.logo_url}
          name={voucher.owner_name}
          clubId={voucher.club_id}
          className="voucher-details__logo"
        />
        <p className="voucher-details__owner">{voucher.owner_name}</p>
        <FavouriteButton favourite={voucher.favourite} onToggle={() => onToggleFavourite(voucher)} />
      </div>
      {voucher.image_url && <img className="voucher-details__image" src={voucher.image_url} alt="" />}
      <dl className="voucher-details__facts">
        <div>
          <dt>{t('vouchers.details.product')}</dt>
          <dd>{voucher.product_name}</dd>
        </div>
        <div>
          <dt>{t('vouchers.details.price')}</dt>
          <dd>
            <PriceBadge voucher={voucher} />
          </dd>
        </div>
        <div>
          <dt>{t('vouchers.details.quantity')}</dt>
          <dd>{t('vouchers.card.count', { count: voucher.count })}</dd>
        </div>
        <VoucherUseRows voucher={voucher} />
      </dl>
      {places.length > 0 && (
        <section className="voucher-details__places" aria-labelledby="voucher-places-title">
          <h3 id="voucher-places-title">{t('vouchers.details.validAt')}</h3>
          <ul>
            {places.map((place) => (
              <li key={place.key}>
                {place.department
                  ? t('vouchers.details.departmentAt', { department: place.department, club: place.club })
                  : place.club}
              </li>
            ))}
          </ul>
        </section>
      )}
      {voucher.info && <p className="voucher-details__info">{voucher.info}</p>}
      <VoucherRestrictions voucher={voucher} className="voucher-details__restrictions" />
      {blocked && (
        <p className="voucher-details__notice" role="status">
          {t('vouchers.details.inTransfer')}
        </p>
      )}
      {withdrawError && (
        <p className="form-alert" role="alert">
          {withdrawError}
        </p>
      )}
      {!blocked && <AddToWallet voucherId={voucher.voucher_id} />}
      <p className="voucher-details__note">{t('vouchers.card.mobileNote')}</p>
      <div className="dialog__actions">
        <Button variant="secondary" disabled={blocked} onClick={() => onPrint(voucher)}>
          {t('vouchers.details.print')}
        </Button>
        {blocked && voucher.transfer_id !== null ? (
          <Button busy={withdrawing} onClick={() => onWithdraw(voucher)}>
            {t('vouchers.details.withdraw')}
          </Button>
        ) : (
          <Button disabled={blocked} onClick={() => onTransfer(voucher)}>
            {t('vouchers.details.transfer')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
