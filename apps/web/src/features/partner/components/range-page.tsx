import type { PortalDispenser, PortalRange } from '@golfwallet/core/contracts/partner/range-shapes';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, fieldErrorText } from '../../../lib/error-message';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useRange, useSaveRangeSettings, useSetDispenserEnabled } from '../api/range';
import { usePortalContext } from '../hooks/use-portal-context';
import { usePortalFormat } from '../hooks/use-portal-format';
import { wholeNumber } from '../model/range-form';
import { DispenserForm } from './dispenser-form';

/**
 * The club's driving range (issue 15): the limits for each golfer, and the ball dispensers with
 * their baskets, state, today's baskets and last dispense. The owner changes them; the desk looks.
 */
export function RangePage() {
  const { t } = useTranslation();
  const me = usePortalContext();
  const range = useRange();
  const owner = me.club.role === 'owner';
  /** Which form is open: a new dispenser, one dispenser's id, or none. */
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const [saved, setSaved] = useState(false);

  if (range.isPending) return <Spinner />;
  if (range.isError) return <Alert variant="error">{errorMessage(range.error, t)}</Alert>;
  const done = (wasSaved: boolean) => {
    setEditing(null);
    setSaved(wasSaved);
  };
  const editingDispenser =
    typeof editing === 'number' ? range.data.dispensers.find((d) => d.dispenser_id === editing) : undefined;

  return (
    <>
      <h1>{t('partner.range.title')}</h1>
      <RangeLimits range={range.data} owner={owner} />
      <section aria-labelledby="range-dispensers">
        <h2 id="range-dispensers">{t('partner.range.dispensers')}</h2>
        {saved && <Alert variant="success">{t('partner.range.saved')}</Alert>}
        {range.data.dispensers.length === 0 ? (
          <p>{t('partner.range.empty')}</p>
        ) : (
          <DispenserTable
            range={range.data}
            owner={owner}
            onEdit={(id) => {
              setSaved(false);
              setEditing(id);
            }}
          />
        )}
        {owner && editing === null && (
          <p>
            <Button
              onClick={() => {
                setSaved(false);
                setEditing('new');
              }}
            >
              {t('partner.range.add')}
            </Button>
          </p>
        )}
        {owner && editing !== null && (
          <DispenserForm
            key={editing}
            dispenser={editingDispenser}
            currency={range.data.currency}
            onDone={() => done(true)}
          />
        )}
      </section>
    </>
  );
}

function RangeLimits({ range, owner }: { range: PortalRange; owner: boolean }) {
  const { t } = useTranslation();
  const save = useSaveRangeSettings();
  const [maxPerDay, setMaxPerDay] = useState(String(range.max_per_day));
  const [windowMinutes, setWindowMinutes] = useState(String(range.window_minutes));
  const server = Object.fromEntries(serverFieldErrors(save.error).map((f) => [f.field, f.message]));
  if (!owner) {
    return (
      <dl className="portal-figures">
        <div>
          <dt>{t('partner.range.maxPerDay')}</dt>
          <dd>{range.max_per_day}</dd>
        </div>
        <div>
          <dt>{t('partner.range.windowMinutes')}</dt>
          <dd>{range.window_minutes}</dd>
        </div>
      </dl>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ max_per_day: wholeNumber(maxPerDay), window_minutes: wholeNumber(windowMinutes) });
  };
  return (
    <form className="portal-card" onSubmit={submit} noValidate aria-labelledby="range-limits">
      <h2 id="range-limits">{t('partner.range.limits')}</h2>
      <div className="portal-grid">
        <TextField
          label={t('partner.range.maxPerDay')}
          inputMode="numeric"
          value={maxPerDay}
          error={fieldErrorText(server.max_per_day, t)}
          onChange={(e) => setMaxPerDay(e.target.value)}
        />
        <TextField
          label={t('partner.range.windowMinutes')}
          inputMode="numeric"
          value={windowMinutes}
          error={fieldErrorText(server.window_minutes, t)}
          onChange={(e) => setWindowMinutes(e.target.value)}
        />
      </div>
      {save.isError && serverFieldErrors(save.error).length === 0 && (
        <Alert variant="error">{errorMessage(save.error, t)}</Alert>
      )}
      {save.isSuccess && <Alert variant="success">{t('partner.range.limitsSaved')}</Alert>}
      <Button type="submit" busy={save.isPending}>
        {t('partner.range.saveLimits')}
      </Button>
    </form>
  );
}

function DispenserTable({
  range,
  owner,
  onEdit,
}: {
  range: PortalRange;
  owner: boolean;
  onEdit: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { money, dateTime } = usePortalFormat();
  const setEnabled = useSetDispenserEnabled();
  const when = (iso: string | null) => (iso ? dateTime(iso) : t('partner.range.never'));
  const state = (d: PortalDispenser) => t(`partner.range.status.${d.enabled ? d.status : 'disabled'}`);
  return (
    <>
      {setEnabled.isError && <Alert variant="error">{errorMessage(setEnabled.error, t)}</Alert>}
      <table className="portal-table">
        <thead>
          <tr>
            <th scope="col">{t('partner.range.name')}</th>
            <th scope="col">{t('partner.range.state')}</th>
            <th scope="col">{t('partner.range.baskets')}</th>
            <th scope="col">{t('partner.range.activity')}</th>
            {owner && <th scope="col">{t('partner.range.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {range.dispensers.map((d) => (
            <tr key={d.dispenser_id}>
              <th scope="row">{d.name}</th>
              <td>{state(d)}</td>
              <td>
                <ul className="portal-plain-list">
                  {d.baskets.map((b) => (
                    <li key={b.basket_id}>
                      {t('partner.range.basketSummary', {
                        balls: b.balls,
                        price: money(b.price_minor / 100, range.currency),
                      })}
                    </li>
                  ))}
                </ul>
              </td>
              <td>
                <dl className="portal-activity">
                  <dt>{t('partner.range.today')}</dt>
                  <dd>{d.dispensed_today}</dd>
                  <dt>{t('partner.range.lastDispensed')}</dt>
                  <dd>{when(d.last_dispensed_at)}</dd>
                  <dt>{t('partner.range.lastFailed')}</dt>
                  <dd>{when(d.last_failed_at)}</dd>
                  <dt>{t('partner.range.topic')}</dt>
                  <dd>
                    <code>{d.topic}</code>
                  </dd>
                </dl>
              </td>
              {owner && (
                <td>
                  <div className="portal-actions">
                    <Button variant="secondary" onClick={() => onEdit(d.dispenser_id)}>
                      {t('partner.range.edit')}
                      <span className="visually-hidden"> {d.name}</span>
                    </Button>
                    <Button
                      variant={d.enabled ? 'danger' : 'secondary'}
                      busy={setEnabled.isPending && setEnabled.variables?.id === d.dispenser_id}
                      onClick={() => setEnabled.mutate({ id: d.dispenser_id, enabled: !d.enabled })}
                    >
                      {t(d.enabled ? 'partner.range.disable' : 'partner.range.enable')}
                      <span className="visually-hidden"> {d.name}</span>
                    </Button>
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
