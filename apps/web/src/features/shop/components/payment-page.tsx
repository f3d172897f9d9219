import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { LinkButton } from '../../../components/ui/link-button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';
import { browser } from '../../../lib/browser';
import { errorMessage } from '../../../lib/error-message';
import { useShopPaths } from '../../../lib/shop-paths';
import { useCart } from '../api/cart';
import { useSavedCards } from '../api/cards';
import {
  CardRefused,
  type CheckoutBody,
  isUnansweredPayment,
  tokeniseCard,
  useCheckout,
  usePaymentConfig,
} from '../api/checkout';
import type { StripeCardField as StripeCardFieldName } from '../api/stripe-card';
import { useStripeCard } from '../api/use-stripe-card';
import { currentCheckoutKey, forgetCheckoutKey } from './checkout-key';
import { StripeCardField } from './stripe-card-field';
import { PaymentOrder } from './payment-order';
import { useMoney } from './use-money';

interface CardForm {
  number: string;
  name: string;
  expiry: string;
  cvc: string;
}

const EMPTY: CardForm = { number: '', name: '', expiry: '', cvc: '' };

/** Reads "MM/YY" (or "MM/YYYY"). */
function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  return match ? { month: Number(match[1]), year: Number(match[2]) } : null;
}

/**
 * Payment: a saved card or a new one (number, cardholder, expiry, CVC; sent to the payment
 * provider only), save card, points and ball money, accept the terms, pay. 3-D Secure leaves for
 * the provider's page and comes back to ?resume=1, which finishes with the same Idempotency-Key.
 */
export function PaymentPage() {
  const { t, i18n } = useTranslation();
  const shopPaths = useShopPaths();
  const money = useMoney();
  const [params] = useSearchParams();
  const cart = useCart();
  const cards = useSavedCards();
  const config = usePaymentConfig();
  const checkout = useCheckout();
  const stripeKey = config.data?.provider === 'stripe' ? config.data.publishable_key : null;
  const stripe = useStripeCard(stripeKey, i18n.language);
  const [cardChoice, setCardChoice] = useState<number | 'new' | null>(null);
  const [form, setForm] = useState<CardForm>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof CardForm | 'terms', string>>>({});
  const [saveCard, setSaveCard] = useState(false);
  const [usePoints, setUsePoints] = useState(false);
  const [useBallMoney, setUseBallMoney] = useState(false);
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const resumed = useRef(false);

  const savedCards = cards.data?.cards ?? [];
  const choice = cardChoice ?? savedCards[0]?.card_id ?? 'new';

  // Back from 3-D Secure: finish the attempt with the same key.
  useEffect(() => {
    if (params.get('resume') !== '1' || resumed.current) return;
    resumed.current = true;
    checkout.mutate(
      { key: currentCheckoutKey(), body: { accept_terms: true } },
      { onSettled: (data, error) => (data?.status === 'paid' || error ? forgetCheckoutKey() : undefined) },
    );
  }, [params, checkout]);

  if (checkout.data?.status === 'paid') {
    return (
      <section className="shop">
        <h1>{t('shop.payment.title')}</h1>
        <Alert variant="success">{t('shop.payment.success')}</Alert>
        <div className="shop__actions">
          <LinkButton to={shopPaths.vouchers}>{t('shop.payment.seeVouchers')}</LinkButton>
          <LinkButton variant="secondary" to={shopPaths.history}>
            {t('shop.payment.seeOrder')}
          </LinkButton>
        </div>
      </section>
    );
  }
  if (params.get('resume') === '1' && checkout.isPending)
    return <p role="status">{t('shop.payment.finishing')}</p>;
  if (cart.isPending || cards.isPending || config.isPending) return <Spinner />;
  if (cart.isError) return <p role="alert">{errorMessage(cart.error, t)}</p>;

  const c = cart.data;
  const currency = c.currency ?? 'DKK';
  const points = usePoints && c.accepts_points ? Math.min(c.points_balance, c.total_minor) : 0;
  const ballMoney =
    useBallMoney && c.accepts_ball_money ? Math.min(c.ball_money_balance_minor, c.total_minor - points) : 0;
  const toPayByCard = c.total_minor - points - ballMoney;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: typeof fieldErrors = {};
    if (!terms) errors.terms = t('shop.validation.acceptTerms');
    const expiry = parseExpiry(form.expiry);
    const newCard = toPayByCard > 0 && choice === 'new';
    if (newCard && stripeKey && !stripe.card) return;
    if (newCard) {
      if (!form.name.trim()) errors.name = t('shop.errors.invalidName');
      // Stripe's frames check their own fields when the PaymentMethod is created.
      if (!stripe.card) {
        if (!/^[\d ]{12,23}$/.test(form.number)) errors.number = t('shop.errors.invalidCard');
        if (!expiry) errors.expiry = t('shop.errors.invalidExpiry');
        if (!/^\d{3,4}$/.test(form.cvc)) errors.cvc = t('shop.errors.invalidCvc');
      }
    }
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      const body: CheckoutBody = {
        accept_terms: true,
        points,
        ball_money_minor: ballMoney,
        return_path: `${shopPaths.payment}?resume=1`,
      };
      if (toPayByCard > 0 && choice !== 'new') body.saved_card_id = choice;
      if (newCard && stripe.card) {
        body.card_token = (await stripe.card.tokenise(form.name.trim())).token;
        body.save_card = saveCard;
      } else if (newCard && config.data?.tokenize_url && expiry) {
        const token = await tokeniseCard(
          config.data.tokenize_url,
          {
            number: form.number,
            name: form.name.trim(),
            exp_month: expiry.month,
            exp_year: expiry.year,
            cvc: form.cvc,
          },
          i18n.language,
        );
        body.card_token = token.token;
        body.save_card = saveCard;
      }
      const result = await checkout.mutateAsync({ key: currentCheckoutKey(), body });
      if (result.status === 'requires_action') {
        browser.assign(result.action_url);
        return;
      }
      forgetCheckoutKey();
    } catch (error) {
      if (error instanceof CardRefused) {
        const field =
          error.field === 'cvc'
            ? 'cvc'
            : error.field === 'name'
              ? 'name'
              : error.field.startsWith('exp')
                ? 'expiry'
                : 'number';
        setFieldErrors({ [field]: error.message });
      } else {
        // A refusal ends this attempt: the next press is a new attempt with a new key. A network
        // problem keeps the key, so the retry cannot charge twice.
        if (!isUnansweredPayment(error)) forgetCheckoutKey();
      }
    } finally {
      setBusy(false);
    }
  };

  const set = (field: keyof CardForm) => (event: { target: { value: string } }) =>
    setForm((old) => ({ ...old, [field]: event.target.value }));

  /** A card field: Stripe's frame when Stripe is the provider, else our input for the test acquirer. */
  const cardField = (field: StripeCardFieldName, label: string, input: Partial<TextFieldProps>) =>
    stripe.card ? (
      <StripeCardField card={stripe.card} field={field} label={label} error={fieldErrors[field]} />
    ) : (
      <TextField
        label={label}
        value={form[field]}
        onChange={set(field)}
        error={fieldErrors[field]}
        {...input}
      />
    );

  const hasProblem = c.items.some((item) => item.problem);
  // No answer: the card may be charged, so it is being checked (not "an internet problem").
  const checkoutAlert =
    checkout.isError &&
    (isUnansweredPayment(checkout.error) ? (
      <Alert variant="warning">{t('shop.errors.network')}</Alert>
    ) : (
      <Alert variant="error">{errorMessage(checkout.error, t)}</Alert>
    ));

  return (
    <section className="shop">
      <h1>{t('shop.payment.title')}</h1>
      {c.items.length === 0 ? (
        <p>{t('shop.cart.empty')}</p>
      ) : (
        <>
          <PaymentOrder cart={c} />
          {hasProblem ? (
            <>
              {checkoutAlert}
              <Alert variant="warning">
                {t('shop.cart.problemNote')} <Link to={shopPaths.cart}>{t('shop.nav.cart')}</Link>
              </Alert>
            </>
          ) : (
            <form noValidate onSubmit={submit} className="shop__form">
              {c.accepts_points && c.points_balance > 0 && (
                <Checkbox
                  label={t('shop.payment.usePoints', { balance: c.points_balance })}
                  checked={usePoints}
                  onChange={(event) => setUsePoints(event.target.checked)}
                />
              )}
              {c.accepts_ball_money && c.ball_money_balance_minor > 0 && (
                <Checkbox
                  label={t('shop.payment.useBallMoney', {
                    balance: money(c.ball_money_balance_minor, currency),
                  })}
                  checked={useBallMoney}
                  onChange={(event) => setUseBallMoney(event.target.checked)}
                />
              )}
              {toPayByCard > 0 && (
                <fieldset className="shop__cards">
                  <legend>{t('shop.payment.cardNumber')}</legend>
                  {savedCards.map((card) => (
                    <label key={card.card_id} className="shop__radio">
                      <input
                        type="radio"
                        name="card"
                        checked={choice === card.card_id}
                        onChange={() => setCardChoice(card.card_id)}
                      />
                      {t('shop.payment.savedCard', {
                        brand: card.brand,
                        last4: card.last4,
                        expiry: card.expiry,
                      })}
                    </label>
                  ))}
                  {savedCards.length > 0 && (
                    <label className="shop__radio">
                      <input
                        type="radio"
                        name="card"
                        checked={choice === 'new'}
                        onChange={() => setCardChoice('new')}
                      />
                      {t('shop.payment.anotherCard')}
                    </label>
                  )}
                  {choice === 'new' && (
                    <>
                      {stripe.failed && <Alert variant="error">{t('errors.network')}</Alert>}
                      {stripeKey && !stripe.card && !stripe.failed && <Spinner />}
                      {cardField('number', t('shop.payment.cardNumber'), {
                        inputMode: 'numeric',
                        autoComplete: 'cc-number',
                      })}
                      <TextField
                        label={t('shop.payment.cardholder')}
                        autoComplete="cc-name"
                        value={form.name}
                        onChange={set('name')}
                        error={fieldErrors.name}
                      />
                      {cardField('expiry', t('shop.payment.expiry'), {
                        autoComplete: 'cc-exp',
                        placeholder: 'MM/YY',
                      })}
                      {cardField('cvc', t('shop.payment.cvc'), {
                        inputMode: 'numeric',
                        autoComplete: 'cc-csc',
                      })}
                      <Checkbox
                        label={t('shop.payment.saveCard')}
                        checked={saveCard}
                        onChange={(event) => setSaveCard(event.target.checked)}
                      />
                    </>
                  )}
                </fieldset>
              )}
              <Checkbox
                label={t('shop.payment.acceptTerms')}
                checked={terms}
                onChange={(event) => setTerms(event.target.checked)}
                error={fieldErrors.terms}
              />
              <p>
                <Link to={shopPaths.terms}>{t('shop.payment.termsLink')}</Link>
              </p>
              {checkoutAlert}
              <Button type="submit" busy={busy}>
                {t('shop.payment.submit', { amount: money(c.total_minor, currency) })}
              </Button>
              {busy && <p aria-live="polite">{t('shop.payment.processing')}</p>}
            </form>
          )}
        </>
      )}
    </section>
  );
}
