import { TRANSFER_TOKEN_PATTERN } from '@golfwallet/core/contracts/transfers/get-transfer-process';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DeadEnd } from '../../../components/ui/dead-end';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { openLoginPopup } from '../../../lib/login-popup';
import { useSessionToken } from '../../../lib/session';
import { local } from '../../../lib/storage';
import { useConfirmTransfer } from '../api/confirm-transfer-process';
import { useTransferProcess } from '../api/get-transfer-process';
import { forgetKeptTransfer, isFinalTransferError } from '../model/kept-transfer';
import './transfer.css';
import { PATHS } from '../../../lib/paths';
import { carriesOnInApp } from '../../../lib/platform/where';

/**
 * The page a transfer link opens (/voucher-subtransfer/{token}, spec §2): the voucher's name and a
 * Confirm button. Signed out, Confirm keeps the token (local transferProcess) and opens the login
 * popup; the sign-in flow brings the golfer back here. Signed in, Confirm accepts the transfer,
 * forgets the token and goes to / (in the app or on a phone: the app's vouchers, /app/vouchers). A link that turns out not to work (malformed, unknown, expired,
 * already accepted, the golfer's own) is forgotten too, so later logins do not come back to it.
 */
export function SubtransferPage({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSessionToken() !== null;
  const wellFormed = TRANSFER_TOKEN_PATTERN.test(token);
  const process = useTransferProcess(token, i18n.language, wellFormed);
  const confirm = useConfirmTransfer();
  const dead =
    !wellFormed ||
    isFinalTransferError(process.error) ||
    (process.data !== undefined && process.data.status !== 'pending');

  useEffect(() => {
    if (dead) forgetKeptTransfer(token);
  }, [dead, token]);

  function onConfirm() {
    if (!signedIn) {
      local.set('transferProcess', token);
      openLoginPopup();
      return;
    }
    confirm.mutate(
      { token, locale: i18n.language },
      {
        onSuccess: () => {
          local.remove('transferProcess');
          // In the app or on a phone the golfer carries on in the app's vouchers, not on the
          // desktop's /vouchers with its print buttons (issue 34, item 3).
          navigate(carriesOnInApp() ? PATHS.app.vouchers : PATHS.landing, { replace: true });
        },
        onError: (error) => {
          if (isFinalTransferError(error)) forgetKeptTransfer(token);
        },
      },
    );
  }

  if (!wellFormed || process.isError || (process.data !== undefined && process.data.status !== 'pending')) {
    // A link that does not work: the logo, what happened and a way home (the page has no header).
    return (
      <DeadEnd
        title={t('vouchers.subtransfer.title')}
        message={
          process.data?.status === 'confirmed'
            ? t('errors.transferAlreadyDone')
            : t('vouchers.subtransfer.loadFailed')
        }
      />
    );
  }

  let content: ReactNode;
  if (process.isPending) {
    content = <Spinner />;
  } else {
    content = (
      <>
        <p>{t('vouchers.subtransfer.received')}</p>
        <p className="subtransfer__voucher">{process.data.voucher_name}</p>
        {!signedIn && <p className="subtransfer__hint">{t('vouchers.subtransfer.signInFirst')}</p>}
        {confirm.isError && (
          <p className="subtransfer__error" role="alert">
            {errorMessage(confirm.error, t)}
          </p>
        )}
        <Button busy={confirm.isPending} onClick={onConfirm}>
          {t('vouchers.subtransfer.confirm')}
        </Button>
      </>
    );
  }

  return (
    <section className="subtransfer" aria-labelledby="subtransfer-title">
      <h1 id="subtransfer-title">{t('vouchers.subtransfer.title')}</h1>
      {content}
    </section>
  );
}
