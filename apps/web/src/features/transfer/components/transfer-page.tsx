import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { SelectField } from '../../../components/ui/select-field';
import { platform } from '../../../lib/platform/platform';
import { transferGroups, type WalletVoucherForTransfer } from '../model/transfer-groups';
import { TransferForm } from './transfer-dialog';
import './transfer.css';

export interface TransferPageProps {
  /** The golfer's vouchers (the app's wallet). */
  vouchers: readonly WalletVoucherForTransfer[];
  /** The voucher to start with (from a voucher's Transfer button). */
  initialVoucherId?: number | null;
  /** Called after a transfer was sent, to reload what it changed. */
  onTransferred: () => void;
}

/**
 * The app's Transfer tab (spec §2 "Transfer vouchers"): pick a voucher, then the same form as the
 * web's transfer popup (quantity up to the number held, recipient e-mail confirmed twice or a
 * mobile number, picked from the device contacts where it can, and a cover message).
 */
export function TransferPage({ vouchers, initialVoucherId, onTransferred }: TransferPageProps) {
  const { t } = useTranslation();
  const groups = useMemo(() => transferGroups(vouchers), [vouchers]);
  const [chosenId, setChosenId] = useState<number | null>(initialVoucherId ?? null);
  const [sent, setSent] = useState(false);
  const chosen = groups.find((group) => group.voucher_id === chosenId) ?? groups[0] ?? null;
  const contacts = platform().contacts;

  if (groups.length === 0 && !sent) return <p role="status">{t('app.transfer.none')}</p>;

  return (
    <div className="app-transfer">
      {sent && (
        <p className="app-success" role="status">
          {t('app.transfer.sent')}
        </p>
      )}
      {chosen && (
        <>
          <SelectField
            label={t('app.transfer.voucher')}
            value={String(chosen.voucher_id)}
            options={groups.map((group) => ({
              value: String(group.voucher_id),
              label: `${group.voucher_name} · ${group.owner_name} (${t('app.transfer.held', { count: group.count })})`,
            }))}
            onChange={(event) => {
              setSent(false);
              setChosenId(Number(event.target.value));
            }}
          />
          <TransferForm
            key={chosen.voucher_id}
            voucher={chosen}
            pickPhone={
              contacts.available()
                ? { pick: () => contacts.pickPhone(), label: t('app.transfer.pickContact') }
                : undefined
            }
            onSent={() => {
              setSent(true);
              setChosenId(null);
              onTransferred();
            }}
          />
        </>
      )}
    </div>
  );
}
