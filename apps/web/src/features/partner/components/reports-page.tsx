import { ApiError } from '@golfwallet/core/client/api-client';
import { REPORT_KINDS, type ReportKind } from '@golfwallet/core/contracts/partner/export-report';
import { PERIOD_PRESETS, type PeriodPreset, presetPeriod } from '@golfwallet/core/domain/report-period';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/use-translation';
import { downloadReport, type ReportPeriod, usePeriodReport } from '../api/period-report';
import { usePortalContext } from '../hooks/use-portal-context';
import { usePortalFormat } from '../hooks/use-portal-format';

/** The chart (Chart.js) loads only when the page shows it. */
const FiguresChart = lazy(() => import('./figures-chart'));

type Report = NonNullable<ReturnType<typeof usePeriodReport>['data']>;
type Figures = Report['total'];

const MONEY_STEPS = ['opening', 'issued', 'used', 'expired', 'refunded', 'closing'] as const;
const USE_STEPS = [
  ['opening', 'uses_opening'],
  ['issued', 'uses_issued'],
  ['used', 'uses_used'],
  ['expired', 'uses_expired'],
  ['refunded', 'uses_refunded'],
  ['closing', 'uses_closing'],
] as const;

/**
 * The owners' back office for a period (issue #35): issued (sold / given), revenue, and the
 * reconciliation per product in money and in clips with the equation it follows (core
 * domain/period-figures.ts), what else the club owes by the ledger, sales and redemptions per day,
 * and the reports as CSV or Excel. Periods are the club's local days.
 */
export function ReportsPage() {
  const { t, i18n } = useTranslation();
  const me = usePortalContext();
  const { money } = usePortalFormat();
  const [preset, setPreset] = useState<PeriodPreset>('thisMonth');
  const [custom, setCustom] = useState<ReportPeriod>(() =>
    presetPeriod('thisMonth', new Date(), me.club.timezone),
  );
  const period = useMemo(
    () => (preset === 'custom' ? custom : presetPeriod(preset, new Date(), me.club.timezone)),
    [preset, custom, me.club.timezone],
  );
  const complete = period.from !== '' && period.to !== '';
  const report = usePeriodReport(period, complete);
  const [kind, setKind] = useState<ReportKind>('sales');
  const [exportError, setExportError] = useState(false);
  const chartLabels = useMemo(
    () => ({ sold: t('partner.reports.sold'), redeemed: t('partner.reports.redeemed') }),
    [t],
  );
  const dayRows = useMemo(
    () =>
      (report.data?.per_day ?? []).map((row) => ({
        label: row.day,
        sold: row.sold + row.given,
        redeemed: row.redeemed,
      })),
    [report.data],
  );
  const productName = (row: { product_id: number | null; name: string }) =>
    row.product_id === null ? t('partner.overview.other') : row.name;

  const download = (format: 'csv' | 'xlsx') => {
    setExportError(false);
    downloadReport(kind, format, period).catch(() => setExportError(true));
  };

  return (
    <>
      <h1>{t('partner.overview.title')}</h1>
      <div className="portal-card portal-grid">
        <SelectField
          label={t('partner.reports.period')}
          value={preset}
          options={PERIOD_PRESETS.map((value) => ({ value, label: t(`partner.reports.presets.${value}`) }))}
          onChange={(e) => {
            const next = e.target.value as PeriodPreset;
            if (next === 'custom') setCustom(period);
            setPreset(next);
          }}
        />
        <TextField
          label={t('partner.reports.from')}
          type="date"
          value={period.from}
          disabled={preset !== 'custom'}
          onChange={(e) => setCustom((current) => ({ ...current, from: e.target.value }))}
        />
        <TextField
          label={t('partner.reports.to')}
          type="date"
          value={period.to}
          disabled={preset !== 'custom'}
          onChange={(e) => setCustom((current) => ({ ...current, to: e.target.value }))}
        />
      </div>
      <div className="portal-card portal-grid">
        <SelectField
          label={t('partner.reports.download')}
          value={kind}
          options={REPORT_KINDS.map((value) => ({ value, label: t(`partner.reports.sheets.${value}`) }))}
          onChange={(e) => setKind(e.target.value as ReportKind)}
        />
        <div className="portal-actions">
          <Button variant="secondary" disabled={!complete} onClick={() => download('csv')}>
            {t('partner.reports.csv')}
          </Button>
          <Button variant="secondary" disabled={!complete} onClick={() => download('xlsx')}>
            {t('partner.reports.xlsx')}
          </Button>
        </div>
      </div>
      {exportError && <Alert variant="error">{t('errors.internal')}</Alert>}
      {report.isPending && complete && <Spinner />}
      {report.isError && (
        <Alert variant="error">
          {report.error instanceof ApiError && report.error.fields[0]
            ? report.error.fields[0].message
            : errorMessage(report.error, t)}
        </Alert>
      )}
      {report.data && !report.isError && (
        <PeriodFigures report={report.data} money={money} productName={productName} />
      )}
      {report.data && !report.isError && dayRows.length > 0 && (
        <>
          <table className="portal-table" id="reports-per-day">
            <caption>{t('partner.reports.chart')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('partner.reports.columns.date')}</th>
                <th scope="col">{t('partner.reports.sold')}</th>
                <th scope="col">{t('partner.reports.given')}</th>
                <th scope="col">{t('partner.reports.redeemed')}</th>
              </tr>
            </thead>
            <tbody>
              {report.data.per_day.map((row) => (
                <tr key={row.day}>
                  <th scope="row">{row.day}</th>
                  <td>{row.sold}</td>
                  <td>{row.given}</td>
                  <td>{row.redeemed}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Suspense fallback={<Spinner />}>
            <FiguresChart
              title={t('partner.reports.chart')}
              rows={dayRows}
              labels={chartLabels}
              locale={i18n.language}
              tableId="reports-per-day"
            />
          </Suspense>
        </>
      )}
    </>
  );
}

function PeriodFigures({
  report,
  money,
  productName,
}: {
  report: Report;
  money: (value: number, currency: string) => string;
  productName: (row: { product_id: number | null; name: string }) => string;
}) {
  const { t } = useTranslation();
  const { total, per_product, currency } = report;
  const rows: { key: string; name: string; figures: Figures }[] = per_product.map((row) => ({
    key: String(row.product_id ?? 'other'),
    name: productName(row),
    figures: row,
  }));
  return (
    <>
      <dl className="portal-figures">
        <Figure label={t('partner.reports.figures.issuedSold')} value={String(total.issued_sold)} />
        <Figure label={t('partner.reports.figures.issuedGiven')} value={String(total.issued_given)} />
        <Figure label={t('partner.reports.figures.revenueNet')} value={money(total.revenue_net, currency)} />
        <Figure
          label={t('partner.reports.figures.revenueGross')}
          value={money(total.revenue_gross, currency)}
        />
        <Figure label={t('partner.reports.figures.used')} value={money(total.used, currency)} />
        <Figure label={t('partner.reports.figures.expired')} value={money(total.expired, currency)} />
        <Figure label={t('partner.reports.figures.closing')} value={money(total.closing, currency)} />
        <Figure label={t('partner.reports.refunds')} value={money(report.refunds.gross, currency)} />
        <Figure label={t('partner.reports.ballMoneyOwed')} value={money(report.ball_money_owed, currency)} />
        <Figure label={t('partner.reports.giftCardOwed')} value={money(report.gift_card_owed, currency)} />
      </dl>
      <table className="portal-table portal-table--stack" id="reports-sales">
        <caption>{t('partner.overview.perProduct')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('partner.overview.product')}</th>
            <th scope="col">{t('partner.reports.figures.issuedSold')}</th>
            <th scope="col">{t('partner.reports.figures.issuedGiven')}</th>
            <th scope="col">{t('partner.reports.figures.revenueNet')}</th>
            <th scope="col">{t('partner.reports.figures.revenueVat')}</th>
            <th scope="col">{t('partner.reports.figures.revenueGross')}</th>
            <th scope="col">{t('partner.reports.figures.redemptions')}</th>
          </tr>
        </thead>
        <tbody>
          {[...rows, { key: 'total', name: t('partner.reports.lineKinds.total'), figures: total }].map(
            (row) => (
              <tr key={row.key}>
                <th scope="row">{row.name}</th>
                <td data-label={t('partner.reports.figures.issuedSold')}>{row.figures.issued_sold}</td>
                <td data-label={t('partner.reports.figures.issuedGiven')}>{row.figures.issued_given}</td>
                <td data-label={t('partner.reports.figures.revenueNet')}>
                  {money(row.figures.revenue_net, currency)}
                </td>
                <td data-label={t('partner.reports.figures.revenueVat')}>
                  {money(row.figures.revenue_vat, currency)}
                </td>
                <td data-label={t('partner.reports.figures.revenueGross')}>
                  {money(row.figures.revenue_gross, currency)}
                </td>
                <td data-label={t('partner.reports.figures.redemptions')}>{row.figures.redemptions}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
      <p>{t('partner.reports.equation')}</p>
      <table className="portal-table portal-table--stack" id="reports-money">
        <caption>{t('partner.reports.inMoney')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('partner.overview.product')}</th>
            {MONEY_STEPS.map((step) => (
              <th scope="col" key={step}>
                {t(`partner.reports.figures.${step}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...rows, { key: 'total', name: t('partner.reports.lineKinds.total'), figures: total }].map(
            (row) => (
              <tr key={row.key}>
                <th scope="row">{row.name}</th>
                {MONEY_STEPS.map((step) => (
                  <td key={step} data-label={t(`partner.reports.figures.${step}`)}>
                    {money(row.figures[step], currency)}
                  </td>
                ))}
              </tr>
            ),
          )}
        </tbody>
      </table>
      <table className="portal-table portal-table--stack" id="reports-uses">
        <caption>{t('partner.reports.inUses')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('partner.overview.product')}</th>
            {USE_STEPS.map(([step]) => (
              <th scope="col" key={step}>
                {t(`partner.reports.figures.${step}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...rows, { key: 'total', name: t('partner.reports.lineKinds.total'), figures: total }].map(
            (row) => (
              <tr key={row.key}>
                <th scope="row">{row.name}</th>
                {USE_STEPS.map(([step, field]) => (
                  <td key={step} data-label={t(`partner.reports.figures.${step}`)}>
                    {row.figures[field]}
                  </td>
                ))}
              </tr>
            ),
          )}
        </tbody>
      </table>
      <p>{t('partner.reports.noUses')}</p>
      <DepartmentUses report={report} money={money} />
    </>
  );
}

/** Where the period's clips were used: per department, adding up to the total's redemptions. */
function DepartmentUses({
  report,
  money,
}: {
  report: Report;
  money: (value: number, currency: string) => string;
}) {
  const { t } = useTranslation();
  if (report.per_department.length === 0) return null;
  const columns = [
    t('partner.reports.figures.redemptions'),
    t('partner.reports.usesUsed'),
    t('partner.reports.figures.used'),
  ];
  return (
    <table className="portal-table portal-table--stack" id="reports-departments">
      <caption>{t('partner.reports.perDepartment')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('partner.reports.department')}</th>
          {columns.map((column) => (
            <th scope="col" key={column}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {report.per_department.map((row) => (
          <tr key={row.department_id ?? 'club'}>
            <th scope="row">{row.name ?? t('partner.reports.noDepartment')}</th>
            <td data-label={columns[0]}>{row.redemptions}</td>
            <td data-label={columns[1]}>{row.uses_used}</td>
            <td data-label={columns[2]}>{money(row.used, report.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
