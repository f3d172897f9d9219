import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useOverview } from '../api/reports';
import { usePortalFormat } from '../hooks/use-portal-format';

/** The chart (Chart.js) loads only when the overview shows it. */
const FiguresChart = lazy(() => import('./figures-chart'));

/** Sold, redeemed, liability, breakage and expiring soon: in total, per product, per month. */
export function OverviewPage() {
  const { t, i18n } = useTranslation();
  const overview = useOverview();
  const { money } = usePortalFormat();
  const chartLabels = useMemo(
    () => ({ sold: t('partner.overview.sold'), redeemed: t('partner.overview.redeemed') }),
    [t],
  );
  const productRows = useMemo(
    () =>
      (overview.data?.per_product ?? []).map((row) => ({
        label: row.product_id === null ? t('partner.overview.other') : row.name,
        sold: row.sold,
        redeemed: row.redeemed,
      })),
    [overview.data, t],
  );
  const monthRows = useMemo(
    () =>
      (overview.data?.per_month ?? []).map((row) => ({
        label: row.month,
        sold: row.sold,
        redeemed: row.redeemed,
      })),
    [overview.data],
  );
  if (overview.isPending) return <Spinner />;
  if (overview.isError) return <Alert variant="error">{errorMessage(overview.error, t)}</Alert>;
  const { total, per_product, per_month, currency } = overview.data;
  return (
    <>
      <h1>{t('partner.overview.title')}</h1>
      <dl className="portal-figures">
        <div>
          <dt>{t('partner.overview.sold')}</dt>
          <dd>{total.sold}</dd>
        </div>
        <div>
          <dt>{t('partner.overview.redeemed')}</dt>
          <dd>{total.redeemed}</dd>
        </div>
        <div>
          <dt>{t('partner.overview.liability')}</dt>
          <dd>{money(total.liability, currency)}</dd>
        </div>
        <div>
          <dt>{t('partner.overview.breakage')}</dt>
          <dd>{money(total.breakage, currency)}</dd>
        </div>
        <div>
          <dt>{t('partner.overview.expiring')}</dt>
          <dd>{total.expiring_30_days}</dd>
        </div>
      </dl>
      <table className="portal-table" id="overview-per-product">
        <caption>{t('partner.overview.perProduct')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('partner.overview.product')}</th>
            <th scope="col">{t('partner.overview.sold')}</th>
            <th scope="col">{t('partner.overview.redeemed')}</th>
            <th scope="col">{t('partner.overview.liability')}</th>
            <th scope="col">{t('partner.overview.breakage')}</th>
            <th scope="col">{t('partner.overview.expiring')}</th>
          </tr>
        </thead>
        <tbody>
          {per_product.map((row) => (
            <tr key={row.product_id ?? 'other'}>
              <th scope="row">{row.product_id === null ? t('partner.overview.other') : row.name}</th>
              <td>{row.sold}</td>
              <td>{row.redeemed}</td>
              <td>{money(row.liability, currency)}</td>
              <td>{money(row.breakage, currency)}</td>
              <td>{row.expiring_30_days}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="portal-table" id="overview-per-month">
        <caption>{t('partner.overview.perMonth')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('partner.overview.month')}</th>
            <th scope="col">{t('partner.overview.sold')}</th>
            <th scope="col">{t('partner.overview.redeemed')}</th>
          </tr>
        </thead>
        <tbody>
          {per_month.map((row) => (
            <tr key={row.month}>
              <th scope="row">{row.month}</th>
              <td>{row.sold}</td>
              <td>{row.redeemed}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {(productRows.length > 0 || monthRows.length > 0) && (
        <Suspense fallback={<Spinner />}>
          {productRows.length > 0 && (
            <FiguresChart
              title={t('partner.overview.productChart')}
              rows={productRows}
              labels={chartLabels}
              locale={i18n.language}
              tableId="overview-per-product"
              horizontal
            />
          )}
          {monthRows.length > 0 && (
            <FiguresChart
              title={t('partner.overview.chart')}
              rows={monthRows}
              labels={chartLabels}
              locale={i18n.language}
              tableId="overview-per-month"
            />
          )}
        </Suspense>
      )}
    </>
  );
}
