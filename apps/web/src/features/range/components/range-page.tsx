import { formatMoney } from '@golfwallet/core/format/price';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';
import { useDispense } from '../api/dispense';
import { useDispensers } from '../api/get-dispensers';
import { guideSeen, markGuideSeen } from '../model/guide-seen';
import './range.css';

const BALL_MONEY = 'ball-money';

/**
 * The driving-range screen (§2): choose the dispenser, the basket size and what pays, see the
 * dispenses left today, Dispense now; a guide the first time; Change options goes back to the choice.
 */
export function RangePage({ clubId }: { clubId: number }) {
  const { t } = useTranslation();
  const query = useDispensers(clubId);
  const mutation = useDispense();
  const [dispenserId, setDispenserId] = useState('');
  const [basketId, setBasketId] = useState('');
  const [payment, setPayment] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [guideOpen, setGuideOpen] = useState(() => !guideSeen());
  const limitId = useId();

  const data = query.data;
  const dispenser =
    data?.dispensers.find((d) => String(d.dispenser_id) === dispenserId) ?? data?.dispensers[0];
  const basket = dispenser?.baskets.find((b) => String(b.basket_id) === basketId) ?? dispenser?.baskets[0];
  const paymentChoice = payment || (data?.cards[0] ? String(data.cards[0].voucher_id) : BALL_MONEY);

  useEffect(() => {
    if (mutation.isSuccess) setConfirmed(true);
  }, [mutation.isSuccess]);

  const closeGuide = () => {
    markGuideSeen();
    setGuideOpen(false);
  };

  if (query.isPending) return <Spinner />;
  if (query.isError) return <Alert variant="error">{errorMessage(query.error, t)}</Alert>;
  if (!data) return null;

  const locale = currentLocale();
  // At the daily limit Dispense now is off, and the page says why (the club's limit or the basket's).
  const limitReached =
    data.uses_left_today === 0
      ? t('errors.rangeDailyLimit')
      : basket?.uses_left_today === 0
        ? t('errors.rangeBasketLimit')
        : null;
  const paymentOptions = [
    ...data.cards.map((card) => ({
      value: String(card.voucher_id),
      label:
        card.uses_left === null
          ? t('range.unlimited', { card: card.name })
          : t('range.usesLeft', { card: card.name, count: card.uses_left }),
    })),
    {
      value: BALL_MONEY,
      label: t('range.ballMoney', {
        amount: formatMoney((data.ball_money_minor / 100).toFixed(2), 'DKK', locale),
      }),
    },
  ];

  return (
    <div className="range-page">
      <h1>{t('range.title')}</h1>
      <p className="range-page__limits">
        {t('range.limitPerDay', { count: data.max_per_day })}
        {data.window_minutes > 0 && ` ${t('range.limitWindow', { count: data.window_minutes })}`}
      </p>
      {data.dispensers.length === 0 || !dispenser || !basket ? (
        <Alert>{t('range.noDispensers')}</Alert>
      ) : (
        <section aria-live="polite">
          {confirmed ? (
            <p className="range-page__chosen">
              {t('range.chosen', { dispenser: dispenser.name, balls: basket.balls })}
            </p>
          ) : (
            <>
              <SelectField
                label={t('range.dispenser')}
                value={String(dispenser.dispenser_id)}
                onChange={(event) => {
                  setDispenserId(event.target.value);
                  setBasketId('');
                }}
                options={data.dispensers.map((d) => ({
                  value: String(d.dispenser_id),
                  label: d.ready ? d.name : `${d.name} (${t('range.notReady')})`,
                }))}
              />
              <SelectField
                label={t('range.basket')}
                value={String(basket.basket_id)}
                onChange={(event) => setBasketId(event.target.value)}
                options={dispenser.baskets.map((b) => ({
                  value: String(b.basket_id),
                  label: t('range.balls', { count: b.balls }),
                }))}
              />
              <SelectField
                label={t('range.payWith')}
                value={paymentChoice}
                onChange={(event) => setPayment(event.target.value)}
                options={paymentOptions}
              />
            </>
          )}
          <p className="range-page__left" data-testid="uses-left-today">
            {t('range.usesLeftToday', { count: basket.uses_left_today })}
          </p>
          {limitReached && <p id={limitId}>{limitReached}</p>}
          {mutation.isError && <Alert variant="error">{errorMessage(mutation.error, t)}</Alert>}
          {mutation.isSuccess && (
            <Alert variant="success">{t('range.dispensed', { count: mutation.data.balls })}</Alert>
          )}
          <Button
            busy={mutation.isPending}
            disabled={limitReached !== null}
            aria-describedby={limitReached ? limitId : undefined}
            onClick={() =>
              mutation.mutate({
                dispenserId: dispenser.dispenser_id,
                basketId: basket.basket_id,
                voucherId: paymentChoice === BALL_MONEY ? null : Number(paymentChoice),
                key: crypto.randomUUID(),
              })
            }
          >
            {t('range.dispenseNow')}
          </Button>
          {confirmed && (
            <Button
              variant="secondary"
              onClick={() => {
                setConfirmed(false);
                mutation.reset();
              }}
            >
              {t('range.changeOptions')}
            </Button>
          )}
        </section>
      )}
      <Dialog open={guideOpen} onClose={closeGuide} title={t('range.guideTitle')}>
        <ol>
          <li>{t('range.guideStep1')}</li>
          <li>{t('range.guideStep2')}</li>
          <li>{t('range.guideStep3')}</li>
        </ol>
        <Button onClick={closeGuide}>{t('range.guideOk')}</Button>
      </Dialog>
    </div>
  );
}
