import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import type { Product } from '@golfwallet/core/contracts/partner/shapes';
import {
  REDUCTION_TYPES,
  VOUCHER_CATEGORIES,
  VOUCHER_TYPES,
  WEEKDAYS,
  type Weekday,
} from '@golfwallet/core/domain/voucher';
import type { ProductFormValues } from '@golfwallet/core/validation/product';
import { CURRENCIES, emptyProduct } from '@golfwallet/core/validation/product-limits';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, fieldErrorText } from '../../../lib/error-message';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useSaveProduct } from '../api/products';
import { usePortalContext } from '../hooks/use-portal-context';
import { PORTAL } from '../model/paths';
import { previewVoucher, productChecks } from '../model/preview';
import { isOvernightWindow } from '@golfwallet/core/domain/restrictions';
import { useLiveChecks } from '../../../lib/lazy-rules';

export interface ProductFormProps {
  product?: Product;
  /** Renders the golfer's voucher card and restrictions for the live preview (the route passes the wallet's). */
  renderPreview: (voucher: VoucherItem) => ReactNode;
}

function fromProduct(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description ?? '',
    type: product.type,
    category: product.category,
    reduction_type: product.reduction_type,
    value: product.value,
    price: product.price,
    currency: product.currency as ProductFormValues['currency'],
    uses: product.uses,
    max_per_day: product.max_per_day,
    validity_days: product.validity_days,
    limited_until: product.limited_until,
    stock_left: product.stock_left,
    paid_after_redemption: product.paid_after_redemption,
    baskets: product.baskets,
    department_ids: product.department_ids,
    can_be_self_redeemed: product.can_be_self_redeemed,
    restrictions: product.restrictions,
  };
}

/** The first day from today that is not excluded yet (yyyy-mm-dd), for a new exclusion row. */
function nextFreeDay(taken: string[]): string {
  for (let days = 0; ; days++) {
    const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    if (!taken.includes(day)) return day;
  }
}

const optionalNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));
const nullableNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * Creates or edits a product with every field of §3 and every restriction the engine knows,
 * validated with the shared schema (the API validates with the same one), beside a live preview of
 * the voucher card the golfer will see.
 */
export function ProductForm({ product, renderPreview }: ProductFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = usePortalContext();
  const save = useSaveProduct(product?.product_id);
  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? fromProduct(product) : emptyProduct(me.club.currency as ProductFormValues['currency']),
  );
  const [submitted, setSubmitted] = useState(false);
  const nowSeconds = useMemo(() => Math.floor(Date.now() / 1000), []);
  const checks = useLiveChecks(
    productChecks,
    (module, current: ProductFormValues) => module.productErrors(current),
    values,
  );
  const local = checks.errors;
  const server = Object.fromEntries(serverFieldErrors(save.error).map((f) => [f.field, f.message]));
  const error = (field: string) =>
    fieldErrorText(submitted ? (local[field] ?? server[field]) : server[field], t);
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const r = values.restrictions ?? {};
  const setR = (patch: Partial<NonNullable<ProductFormValues['restrictions']>>) =>
    setValues((current) => {
      const next = { ...current.restrictions, ...patch } as Record<string, unknown>;
      for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
      return { ...current, restrictions: next as ProductFormValues['restrictions'] };
    });
  const weekdays = r.valid_weekdays ?? {};
  const toggleWeekday = (day: Weekday, on: boolean) => {
    const next = { ...weekdays };
    if (on) next[day] = { from: '00:00', to: '24:00' };
    else delete next[day];
    setR({ valid_weekdays: Object.keys(next).length ? next : undefined });
  };
  const exclusions = r.exclusions ?? [];
  /** A window past midnight (17:00–09:00) is allowed, but only saved once the club confirms it. */
  const overnight = isOvernightWindow(r);
  const [overnightConfirmed, setOvernightConfirmed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = await checks.check();
    if (found === null || Object.keys(found).length > 0) return;
    if (overnight && !overnightConfirmed) return;
    save.mutate(values, { onSuccess: () => navigate(PORTAL.products) });
  };
  const options = <V extends string>(list: readonly V[], label: (value: V) => string) =>
    list.map((value) => ({ value, label: label(value) }));

  return (
    <div className="portal-form-layout">
      <form onSubmit={submit} noValidate aria-labelledby="product-form-title">
        <h1 id="product-form-title">{t(product ? 'partner.products.edit' : 'partner.products.create')}</h1>
        {submitted && Object.keys(local).length > 0 && (
          <Alert variant="error">{t('validation.fieldsError')}</Alert>
        )}
        {save.isError && serverFieldErrors(save.error).length === 0 && (
          <Alert variant="error">{errorMessage(save.error, t)}</Alert>
        )}
        {checks.failed && <Alert variant="error">{t('errors.network')}</Alert>}
        <fieldset className="portal-card">
          <legend>{t('partner.form.basics')}</legend>
          <div className="portal-grid">
            <TextField
              label={t('partner.form.name')}
              value={values.name}
              error={error('name')}
              onChange={(e) => set('name', e.target.value)}
            />
            <TextField
              label={t('partner.form.description')}
              value={values.description ?? ''}
              error={error('description')}
              onChange={(e) => set('description', e.target.value)}
            />
            <SelectField
              label={t('partner.form.type')}
              value={values.type}
              options={options(VOUCHER_TYPES, (value) => t(`partner.form.types.${value}`))}
              onChange={(e) => set('type', e.target.value as ProductFormValues['type'])}
            />
            <SelectField
              label={t('partner.form.category')}
              value={values.category}
              options={options(VOUCHER_CATEGORIES, (value) => t(`partner.form.categories.${value}`))}
              onChange={(e) => set('category', e.target.value as ProductFormValues['category'])}
            />
            <SelectField
              label={t('partner.form.reductionType')}
              value={values.reduction_type}
              options={options(REDUCTION_TYPES, (value) => t(`partner.form.reductionTypes.${value}`))}
              onChange={(e) => set('reduction_type', e.target.value as ProductFormValues['reduction_type'])}
            />
            <TextField
              label={t('partner.form.value')}
              inputMode="decimal"
              value={values.value}
              error={error('value')}
              onChange={(e) => set('value', e.target.value)}
            />
            <TextField
              label={t('partner.form.price')}
              type="number"
              min={0}
              step="0.01"
              value={String(values.price)}
              error={error('price')}
              onChange={(e) => set('price', Number(e.target.value))}
            />
            <SelectField
              label={t('partner.form.currency')}
              value={values.currency}
              options={CURRENCIES.map((value) => ({ value, label: value }))}
              onChange={(e) => set('currency', e.target.value as ProductFormValues['currency'])}
            />
            <Checkbox
              label={t('partner.form.unlimited')}
              checked={values.uses === null}
              onChange={(e) => set('uses', e.target.checked ? null : 1)}
            />
            {values.uses !== null ? (
              <TextField
                label={t('partner.form.uses')}
                type="number"
                min={1}
                value={String(values.uses)}
                error={error('uses')}
                onChange={(e) => set('uses', Number(e.target.value))}
              />
            ) : (
              <TextField
                label={t('partner.form.maxPerDay')}
                type="number"
                min={1}
                value={values.max_per_day === null ? '' : String(values.max_per_day)}
                error={error('max_per_day')}
                onChange={(e) => set('max_per_day', nullableNumber(e.target.value))}
              />
            )}
            <TextField
              label={t('partner.form.validityDays')}
              type="number"
              min={1}
              value={String(values.validity_days)}
              error={error('validity_days')}
              onChange={(e) => set('validity_days', Number(e.target.value))}
            />
            <TextField
              label={t('partner.form.limitedUntil')}
              type="date"
              value={values.limited_until ?? ''}
              error={error('limited_until')}
              onChange={(e) => set('limited_until', e.target.value || null)}
            />
            <TextField
              label={t('partner.form.stockLeft')}
              type="number"
              min={0}
              value={values.stock_left === null ? '' : String(values.stock_left)}
              error={error('stock_left')}
              onChange={(e) => set('stock_left', nullableNumber(e.target.value))}
            />
            <Checkbox
              label={t('partner.form.paidAfterRedemption')}
              checked={values.paid_after_redemption}
              onChange={(e) => set('paid_after_redemption', e.target.checked)}
            />
            <Checkbox
              label={t('partner.form.selfRedeem')}
              checked={values.can_be_self_redeemed}
              onChange={(e) => set('can_be_self_redeemed', e.target.checked)}
            />
            <TextField
              label={t('partner.form.baskets')}
              value={values.baskets.join(', ')}
              error={error('baskets')}
              onChange={(e) =>
                set(
                  'baskets',
                  e.target.value
                    .split(',')
                    .map((part) => part.trim())
                    .filter(Boolean)
                    .map(Number),
                )
              }
            />
          </div>
          {me.club.departments.length > 0 && (
            <fieldset>
              <legend>{t('partner.form.departments')}</legend>
              {me.club.departments.map((department) => (
                <Checkbox
                  key={department.department_id}
                  label={department.department_name}
                  checked={values.department_ids.includes(department.department_id)}
                  onChange={(e) =>
                    set(
                      'department_ids',
                      e.target.checked
                        ? [...values.department_ids, department.department_id]
                        : values.department_ids.filter((id) => id !== department.department_id),
                    )
                  }
                />
              ))}
            </fieldset>
          )}
        </fieldset>

        <fieldset className="portal-card">
          <legend>{t('partner.form.restrictions')}</legend>
          <div className="portal-grid">
            <TextField
              label={t('partner.form.timeFrom')}
              type="time"
              value={r.valid_time_from ?? ''}
              error={error('restrictions.valid_time_from')}
              onChange={(e) => {
                setR({ valid_time_from: e.target.value || undefined });
                setOvernightConfirmed(false);
              }}
            />
            <TextField
              label={t('partner.form.timeTo')}
              type="time"
              value={r.valid_time_to ?? ''}
              error={error('restrictions.valid_time_to')}
              onChange={(e) => {
                setR({ valid_time_to: e.target.value || undefined });
                setOvernightConfirmed(false);
              }}
            />
            {overnight && (
              <div className="portal-grid__wide">
                <Alert variant="warning">
                  {t('partner.form.overnight', { from: r.valid_time_from ?? '', to: r.valid_time_to ?? '' })}
                </Alert>
                <Checkbox
                  label={t('partner.form.overnightConfirm')}
                  checked={overnightConfirmed}
                  error={
                    submitted && !overnightConfirmed ? t('partner.form.overnightUnconfirmed') : undefined
                  }
                  onChange={(e) => setOvernightConfirmed(e.target.checked)}
                />
              </div>
            )}
            <TextField
              label={t('partner.form.perClub')}
              type="number"
              min={1}
              value={r.valid_times_per_club ?? ''}
              onChange={(e) => setR({ valid_times_per_club: optionalNumber(e.target.value) })}
            />
            <TextField
              label={t('partner.form.perDay')}
              type="number"
              min={1}
              value={r.valid_times_per_day ?? ''}
              error={error('restrictions.valid_times_per_day')}
              onChange={(e) => setR({ valid_times_per_day: optionalNumber(e.target.value) })}
            />
            <TextField
              label={t('partner.form.perWeek')}
              type="number"
              min={1}
              value={r.valid_times_per_week ?? ''}
              onChange={(e) => setR({ valid_times_per_week: optionalNumber(e.target.value) })}
            />
            <TextField
              label={t('partner.form.withinHours')}
              type="number"
              min={1}
              value={r.valid_within_hours ?? ''}
              onChange={(e) => setR({ valid_within_hours: optionalNumber(e.target.value) })}
            />
            <Checkbox
              label={t('partner.form.requiresMember')}
              checked={r.requires_member_number === true}
              onChange={(e) => setR({ requires_member_number: e.target.checked || undefined })}
            />
            <Checkbox
              label={t('partner.form.playingWithMember')}
              checked={r.playing_with_member === true}
              onChange={(e) => setR({ playing_with_member: e.target.checked || undefined })}
            />
          </div>
          <fieldset>
            <legend>{t('partner.form.weekdays')}</legend>
            {WEEKDAYS.map((day) => {
              const window = weekdays[day];
              return (
                <div className="portal-weekday" key={day}>
                  <Checkbox
                    label={t(`domain.weekdays.${day}`)}
                    checked={window !== undefined}
                    onChange={(e) => toggleWeekday(day, e.target.checked)}
                  />
                  {window && (
                    <>
                      <TextField
                        label={`${t('partner.form.weekdayFrom')} (${t(`domain.weekdays.${day}`)})`}
                        type="time"
                        value={window.from}
                        onChange={(e) =>
                          setR({
                            valid_weekdays: { ...weekdays, [day]: { ...window, from: e.target.value } },
                          })
                        }
                      />
                      <TextField
                        label={`${t('partner.form.weekdayTo')} (${t(`domain.weekdays.${day}`)})`}
                        value={window.to}
                        pattern="([01]\d|2[0-3]):[0-5]\d|24:00"
                        error={error(`restrictions.valid_weekdays.${day}`)}
                        onChange={(e) =>
                          setR({ valid_weekdays: { ...weekdays, [day]: { ...window, to: e.target.value } } })
                        }
                      />
                    </>
                  )}
                </div>
              );
            })}
          </fieldset>
          <fieldset>
            <legend>{t('partner.form.exclusions')}</legend>
            {exclusions.map((exclusion, index) => (
              <div className="portal-actions" key={exclusion.date}>
                <TextField
                  label={`${t('partner.form.exclusionDate')} ${index + 1}`}
                  type="date"
                  value={exclusion.date}
                  error={error(`restrictions.exclusions.${index}.date`)}
                  onChange={(e) =>
                    setR({
                      exclusions: exclusions.map((x, i) =>
                        i === index ? { ...x, date: e.target.value } : x,
                      ),
                    })
                  }
                />
                <Button
                  variant="secondary"
                  onClick={() => setR({ exclusions: exclusions.filter((_, i) => i !== index) })}
                >
                  {t('partner.form.remove')}
                  <span className="visually-hidden"> {exclusion.date}</span>
                </Button>
              </div>
            ))}
            <Button
              variant="secondary"
              onClick={() =>
                setR({ exclusions: [...exclusions, { date: nextFreeDay(exclusions.map((x) => x.date)) }] })
              }
            >
              {t('partner.form.addExclusion')}
            </Button>
          </fieldset>
        </fieldset>
        <Button type="submit" busy={save.isPending}>
          {t('partner.products.save')}
        </Button>
      </form>
      <section aria-labelledby="product-preview-title">
        <h2 id="product-preview-title">{t('partner.products.preview')}</h2>
        <div className="portal-preview">
          {renderPreview(previewVoucher(values, me.club, nowSeconds, checks.module?.previewChecked(values)))}
        </div>
      </section>
    </div>
  );
}
