import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { type WalletKind, walletKinds } from '../../../lib/platform/wallet-kinds';
import { useTranslation } from '../../../lib/use-translation';
import { downloadApplePass, openGoogleWallet } from '../api/wallet-passes';
import './add-to-wallet.css';

/**
 * "Add to Apple Wallet" / "Save to Google Wallet" for one voucher: Apple on iOS, Google on Android,
 * both on a desktop. Each press asks the server for the pass of this golfer's voucher.
 */
export function AddToWallet({
  voucherId,
  kinds = walletKinds(),
}: {
  voucherId: number;
  kinds?: WalletKind[];
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<WalletKind | null>(null);
  const [failed, setFailed] = useState(false);
  const add = async (kind: WalletKind) => {
    setBusy(kind);
    setFailed(false);
    try {
      await (kind === 'apple' ? downloadApplePass(voucherId) : openGoogleWallet(voucherId));
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="add-to-wallet" aria-label={t('vouchers.walletPass.title')}>
      {kinds.includes('apple') && (
        <Button
          variant="secondary"
          className="add-to-wallet__button add-to-wallet__button--apple"
          busy={busy === 'apple'}
          onClick={() => void add('apple')}
        >
          {t('vouchers.walletPass.apple')}
        </Button>
      )}
      {kinds.includes('google') && (
        <Button
          variant="secondary"
          className="add-to-wallet__button add-to-wallet__button--google"
          busy={busy === 'google'}
          onClick={() => void add('google')}
        >
          {t('vouchers.walletPass.google')}
        </Button>
      )}
      {failed && (
        <p className="form-alert" role="alert">
          {t('vouchers.walletPass.failed')}
        </p>
      )}
    </section>
  );
}
