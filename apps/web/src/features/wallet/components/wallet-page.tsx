import { formatDate } from '@golfwallet/core/format/dates';
import { formatMoney } from '@golfwallet/core/format/money';
import type { Locale } from '@golfwallet/core/i18n/locales';
import { useTranslation } from '../../../lib/use-translation';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useWallet } from '../api/get-wallet';
import { ledgerReasonKey } from '../model/ledger-reason';

/** Wallet: points with their ledger, ball money per club (with the bonus), gift-card balances. */
export function WalletPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const wallet = useWallet();
  if (wallet.isPending) return <Spinner />;
  if (wallet.isError) return <p role="alert">{errorMessage(wallet.error, t)}</p>;
  const w = wallet.data;
  const currencyOf = (club: string | null) =>
    w.ball_money.find((row) => row.club_name === club)?.currency ?? 'DKK';
  return (
    <section className="shop">
      <h1>{t('shop.wallet.title')}</h1>
      <h2>{t('shop.wallet.points')}</h2>
      <p>
        <strong>{t('shop.wallet.pointsBalance', { count: w.points })}</strong>
      </p>
      <p>{t('shop.wallet.pointsNote')}</p>
      <h2>{t('shop.wallet.ballMoney')}</h2>
      {w.ball_money.length === 0 ? (
        <p>{t('shop.wallet.ballMoneyNone')}</p>
      ) : (
        <ul className="shop__list">
          {w.ball_money.map((row) => (
            <li key={row.club_id} className="shop__card shop__line">
              <span>{row.club_name}</span>
              <strong>{formatMoney(row.balance_minor, row.currency, locale)}</strong>
            </li>
          ))}
        </ul>
      )}
      <h2>{t('shop.wallet.giftCards')}</h2>
      {w.gift_cards.length === 0 ? (
        <p>{t('shop.wallet.giftCardsNone')}</p>
      ) : (
        <ul className="shop__list">
          {w.gift_cards.map((card) => (
            <li key={card.voucher_id} className="shop__card shop__line">
              <span>
                {card.name} · {card.club_name}
              </span>
              <strong>
                {formatMoney(
                  card.remaining_minor ?? Math.round(Number(card.value) * 100),
                  card.currency,
                  locale,
                )}
              </strong>
            </li>
          ))}
        </ul>
      )}
      {w.ledger.length > 0 && (
        <>
          <h2>{t('shop.wallet.ledger')}</h2>
          <table className="shop__ledger">
            <tbody>
              {w.ledger.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDate(new Date(entry.at * 1000), 'Europe/Copenhagen', locale)}</td>
                  <td>
                    {t(ledgerReasonKey(entry.reason))}
                    {entry.club_name ? ` · ${entry.club_name}` : ''}
                  </td>
                  <td>
                    {entry.kind === 'points'
                      ? t('shop.wallet.pointsBalance', { count: entry.amount })
                      : formatMoney(entry.amount, currencyOf(entry.club_name), locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
