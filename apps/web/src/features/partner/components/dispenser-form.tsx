import type { PortalDispenser } from '@golfwallet/core/contracts/partner/range-shapes';
import { MAX_BASKETS_PER_DISPENSER } from '@golfwallet/core/contracts/range/shapes';
import type { DispenserFormValues } from '@golfwallet/core/validation/range-config';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, fieldErrorText } from '../../../lib/error-message';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useSaveDispenser } from '../api/range';
import { useLiveChecks } from '../../../lib/lazy-rules';
import {
  dispenserValues,
  rangeChecks,
  minorToPrice,
  priceToMinor,
  wholeNumber,
  withBasket,
} from '../model/range-form';

type Basket = DispenserFormValues['baskets'][number];

/**
 * Adds or edits one ball dispenser: its name and 1 to 4 basket sizes, each with balls, a price in
 * ball money and a daily cap per golfer. Validated with the shared schema (the API uses the same).
 */
export function DispenserForm({
  dispenser,
  currency,
  onDone,
}: {
  dispenser?: PortalDispenser;
  currency: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveDispenser(dispenser?.dispenser_id);
  const [values, setValues] = useState(() => dispenserValues(dispenser));
  /** Per basket row: a key that stays with the row, and the price as typed. */
  const [rows, setRows] = useState(() =>
    values.baskets.map((b, index) => ({ key: index, price: minorToPrice(b.price_minor) })),
  );
  const [submitted, setSubmitted] = useState(false);
  const checks = useLiveChecks(
    rangeChecks,
    (module, current: DispenserFormValues) => module.dispenserErrors(current),
    values,
  );
  const local = checks.errors;
  const server = Object.fromEntries(serverFieldErrors(save.error).map((f) => [f.field, f.message]));
  const error = (field: string) =>
    fieldErrorText(submitted ? (local[field] ?? server[field]) : server[field], t);
  const setBasket = (index: number, patch: Partial<Basket>) =>
    setValues((current) => ({
      ...current,
      baskets: current.baskets.map((b, i) => (i === index ? { ...b, ...patch } : b)),
    }));
  const addBasket = () => {
    const next = withBasket(values);
    setValues(next);
    setRows((current) => [
      ...current,
      {
        key: Math.max(-1, ...current.map((r) => r.key)) + 1,
        price: minorToPrice(next.baskets.at(-1)!.price_minor),
      },
    ]);
  };
  const removeBasket = (index: number) => {
    setValues((current) => ({ ...current, baskets: current.baskets.filter((_, i) => i !== index) }));
    setRows((current) => current.filter((_, i) => i !== index));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = await checks.check();
    if (found === null || Object.keys(found).length > 0) return;
    save.mutate(values, { onSuccess: onDone });
  };
  const titleId = `dispenser-form-${dispenser?.dispenser_id ?? 'new'}`;

  return (
    <form className="portal-card" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>
        {dispenser ? t('partner.range.editTitle', { name: dispenser.name }) : t('partner.range.add')}
      </h2>
      {submitted && Object.keys(local).length > 0 && (
        <Alert variant="error">{t('validation.fieldsError')}</Alert>
      )}
      {save.isError && serverFieldErrors(save.error).length === 0 && (
        <Alert variant="error">{errorMessage(save.error, t)}</Alert>
      )}
      {checks.failed && <Alert variant="error">{t('errors.network')}</Alert>}
      <TextField
        label={t('partner.range.name')}
        value={values.name}
        maxLength={60}
        error={error('name')}
        onChange={(e) => setValues((current) => ({ ...current, name: e.target.value }))}
      />
      <fieldset className="portal-fieldset">
        <legend>{t('partner.range.baskets')}</legend>
        {error('baskets') && (
          <p className="field__error" role="alert">
            {error('baskets')}
          </p>
        )}
        {values.baskets.map((basket, index) => {
          const number = index + 1;
          return (
            <fieldset className="portal-grid portal-basket" key={rows[index]?.key ?? index}>
              <legend>{t('partner.range.basket', { number })}</legend>
              <TextField
                label={t('partner.range.balls')}
                inputMode="numeric"
                value={Number.isNaN(basket.balls) ? '' : String(basket.balls)}
                error={error(`baskets.${index}.balls`)}
                onChange={(e) => setBasket(index, { balls: wholeNumber(e.target.value) })}
              />
              <TextField
                label={t('partner.range.price', { currency })}
                inputMode="decimal"
                value={rows[index]?.price ?? ''}
                error={error(`baskets.${index}.price_minor`)}
                onChange={(e) => {
                  const text = e.target.value;
                  setRows((current) => current.map((r, i) => (i === index ? { ...r, price: text } : r)));
                  setBasket(index, { price_minor: priceToMinor(text) });
                }}
              />
              <TextField
                label={t('partner.range.basketMaxPerDay')}
                inputMode="numeric"
                value={Number.isNaN(basket.max_per_day) ? '' : String(basket.max_per_day)}
                error={error(`baskets.${index}.max_per_day`)}
                onChange={(e) => setBasket(index, { max_per_day: wholeNumber(e.target.value) })}
              />
              {values.baskets.length > 1 && (
                <Button variant="secondary" onClick={() => removeBasket(index)}>
                  {t('partner.range.removeBasket', { number })}
                </Button>
              )}
            </fieldset>
          );
        })}
        {values.baskets.length < MAX_BASKETS_PER_DISPENSER && (
          <Button variant="secondary" onClick={addBasket}>
            {t('partner.range.addBasket')}
          </Button>
        )}
      </fieldset>
      <div className="portal-actions">
        <Button type="submit" busy={save.isPending}>
          {t('partner.range.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('partner.range.cancel')}
        </Button>
      </div>
    </form>
  );
}
