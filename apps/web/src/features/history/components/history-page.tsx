import { formatDateTime, fromUnixSeconds } from '@golfwallet/core/format/dates';
import { DEFAULT_LOCALE, isLocale } from '@golfwallet/core/i18n/locales';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useHistory } from '../api/get-history';

/** More → History (spec §2): what happened to the golfer's vouchers, ten at a time. */
export function HistoryPage() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const history = useHistory();

  if (history.isPending) return <Spinner />;
  if (history.isError) {
    return (
      <p className="app-alert" role="alert">
        {errorMessage(history.error, t)}
      </p>
    );
  }
  const items = history.data.pages.flatMap((page) => page.items);
  const total = history.data.pages[0]?.total ?? 0;

  return (
    <div className="history">
      <h1 className="app-title">{t('app.history.title')}</h1>
      {items.length === 0 ? (
        <p role="status">{t('app.history.empty')}</p>
      ) : (
        <>
          <ol className="history__list">
            {items.map((item) => (
              <li key={item.id} className="history__item">
                <span className="history__kind">{t(`app.history.kinds.${item.kind}`)}</span>
                <span>{[item.voucher_name, item.club_name].filter(Boolean).join(' · ')}</span>
                <time dateTime={new Date(item.at * 1000).toISOString()} className="history__time">
                  {formatDateTime(
                    fromUnixSeconds(item.at),
                    Intl.DateTimeFormat().resolvedOptions().timeZone,
                    locale,
                  )}
                </time>
              </li>
            ))}
          </ol>
          <p role="status">{t('app.history.shown', { shown: items.length, total })}</p>
          {history.hasNextPage && (
            <Button
              variant="secondary"
              className="button--block"
              busy={history.isFetchingNextPage}
              onClick={() => history.fetchNextPage()}
            >
              {t('app.history.more')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
