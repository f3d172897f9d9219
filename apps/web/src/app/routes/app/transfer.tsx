import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { TransferPage } from '../../../features/transfer/components/transfer-page';
import { useWallet, walletKeys } from '../../../features/vouchers/api/get-wallet';
import { errorMessage } from '../../../lib/error-message';

/** The Transfer tab: the transfer feature's page over the vouchers of the wallet. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const wallet = useWallet();
  const queryClient = useQueryClient();
  const initial = Number(params.get('voucher')) || null;
  return (
    <>
      <h1 className="app-title">{t('app.transfer.title')}</h1>
      {wallet.isPending ? (
        <Spinner />
      ) : wallet.isError ? (
        <p className="app-alert" role="alert">
          {errorMessage(wallet.error, t)}
        </p>
      ) : (
        <TransferPage
          vouchers={wallet.data.items}
          initialVoucherId={initial}
          onTransferred={() => queryClient.invalidateQueries({ queryKey: walletKeys.all })}
        />
      )}
    </>
  );
}
