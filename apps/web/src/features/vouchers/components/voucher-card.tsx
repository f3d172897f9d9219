import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { useVoucherFormat } from '../hooks/use-voucher-format';
import { ClubLogo } from './club-logo';
import { FavouriteButton } from './favourite-button';
import { PriceBadge } from './price-badge';
import './voucher-card.css';

export interface VoucherCardProps {
  voucher: VoucherItem;
  onOpen: (voucher: VoucherItem) => void;
  onToggleFavourite: (voucher: VoucherItem) => void;
  onPrint: (voucher: VoucherItem) => void;
}

/**
 * One voucher of the list: logo, club, name, price badge, validity, count, "being transferred"
 * while a transfer of it waits (printing then waits too), the favourite star and
 * the print (reprint) control, with the note that printed vouchers leave the mobile app. The name
 * is the button that opens the details; its hit area covers the whole card.
 */
export function VoucherCard({ voucher, onOpen, onToggleFavourite, onPrint }: VoucherCardProps) {
  const { t } = useTranslation();
  const { date } = useVoucherFormat();
  const noteId = useId();
  return (
    <li className={['voucher-card', voucher.pdf ? 'voucher-card--printed' : null].filter(Boolean).join(' ')}>
      <ClubLogo
        url={voucher.logo_url}
        name={voucher.owner_name}
        clubId={voucher.club_id}
        className="voucher-card__logo"
      />
      <div className="voucher-card__body">
        <p className="voucher-card__owner">{voucher.owner_name}</p>
        <h2 className="voucher-card__name">
          <button type="button" className="voucher-card__open" onClick={() => onOpen(voucher)}>
            {voucher.voucher_name}
          </button>
        </h2>
        <p className="voucher-card__validity">
          {t('vouchers.card.validity', { from: date(voucher.valid_from), to: date(voucher.valid_to) })}
        </p>
        <p className="voucher-card__meta">
          <PriceBadge voucher={voucher} />
          {voucher.count > 1 && (
            <span className="voucher-card__count">{t('vouchers.card.count', { count: voucher.count })}</span>
          )}
          {voucher.pdf && <span className="voucher-card__printed">{t('vouchers.card.printed')}</span>}
          {voucher.in_transfer && (
            <span className="voucher-card__in-transfer">{t('vouchers.card.inTransfer')}</span>
          )}
        </p>
      </div>
      <div className="voucher-card__actions">
        <FavouriteButton favourite={voucher.favourite} onToggle={() => onToggleFavourite(voucher)} />
        <Button
          variant="secondary"
          className="voucher-card__print"
          aria-describedby={noteId}
          disabled={voucher.in_transfer}
          onClick={() => onPrint(voucher)}
        >
          {voucher.pdf ? t('vouchers.card.reprint') : t('vouchers.card.print')}
        </Button>
      </div>
      <p id={noteId} className="voucher-card__note">
        {t('vouchers.card.mobileNote')}
      </p>
    </li>
  );
}
