import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { useUndoRedemption } from '../api/desk';
import { useProducts } from '../api/products';
import { downloadRedemptionsCsv, type RedemptionFilters, useRedemptions } from '../api/reports';
import { usePortalContext } from '../hooks/use-portal-context';
import { usePortalFormat } from '../hooks/use-portal-format';

type RedemptionRow = NonNullable<ReturnType<typeof useRedemptions>['data']>['items'][number];
type RedemptionColumn =
  | 'firstName'
  | 'lastName'
  | 'memberNumber'
  | 'homeClub'
  | 'voucher'
  | 'originalPrice'
  | 'redeemedAt'
  | 'usesLeft';

/**
 * The redemptions at the club, filterable by day and product; owners export them as CSV. Below
 * 900 px each row stacks into labelled cells (portal.css, portal-table--stack), so the table never
 * scrolls the page sideways and Undo stays in reach on a tablet.
 */
export function RedemptionsPage() {
  const { t } = useTranslation();
  const me = usePortalContext();
  const { money, dateTime } = usePortalFormat();
  const products = useProducts();
  const [filters, setFilters] = useState<RedemptionFilters>({});
  const list = useRedemptions(filters);
  const undo = useUndoRedemption();
  const [exportError, setExportError] = useState(false);
  const columns: [RedemptionColumn, (row: RedemptionRow) => ReactNode][] = [
    ['firstName', (row) => row.first_name],
    ['lastName', (row) => row.last_name],
    ['memberNumber', (row) => row.member_number],
    ['homeClub', (row) => row.home_club],
    ['voucher', (row) => row.voucher_name],
    ['originalPrice', (row) => money(row.original_price, row.currency)],
    ['redeemedAt', (row) => dateTime(row.redeemed_at)],
    ['usesLeft', (row) => row.uses_left ?? t('partner.desk.unlimited')],
  ];
  const set = (patch: Partial<RedemptionFilters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <>
      <h1>{t('partner.redemptions.title')}</h1>
      <div className="portal-card portal-grid">
        <TextField
          label={t('partner.redemptions.from')}
          type="date"
          value={filters.from ?? ''}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
        <TextField
          label={t('partner.redemptions.to')}
          type="date"
          value={filters.to ?? ''}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
        <SelectField
          label={t('partner.redemptions.product')}
          value={filters.product_id ? String(filters.product_id) : ''}
          placeholder={t('partner.redemptions.allProducts')}
          options={(products.data?.items ?? []).map((p) => ({ value: String(p.product_id), label: p.name }))}
          onChange={(e) => set({ product_id: e.target.value ? Number(e.target.value) : undefined })}
        />
        {me.club.role === 'owner' && (
          <div className="portal-actions">
            <Button
              variant="secondary"
              onClick={() => {
                setExportError(false);
                downloadRedemptionsCsv(filters).catch(() => setExportError(true));
              }}
            >
              {t('partner.redemptions.export')}
            </Button>
          </div>
        )}
      </div>
      {exportError && <Alert variant="error">{t('errors.internal')}</Alert>}
      {undo.isError && <Alert variant="error">{errorMessage(undo.error, t)}</Alert>}
      {list.isPending && <Spinner />}
      {list.isError && <Alert variant="error">{errorMessage(list.error, t)}</Alert>}
      {list.data && list.data.items.length === 0 && <p>{t('partner.redemptions.empty')}</p>}
      {list.data && list.data.items.length > 0 && (
        <table className="portal-table portal-table--stack">
          <thead>
            <tr>
              {columns.map(([key]) => (
                <th scope="col" key={key}>
                  {t(`partner.redemptions.${key}`)}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('partner.desk.undo')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((row) => (
              <tr key={row.redemption_id}>
                {columns.map(([key, cell]) => (
                  <td key={key} data-label={t(`partner.redemptions.${key}`)}>
                    {cell(row)}
                  </td>
                ))}
                <td className="portal-table__action">
                  {row.undoable && (
                    <Button variant="secondary" onClick={() => undo.mutate(row.redemption_id)}>
                      {t('partner.desk.undo')}
                      <span className="visually-hidden">
                        {' '}
                        {row.voucher_name} {dateTime(row.redeemed_at)}
                      </span>
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
