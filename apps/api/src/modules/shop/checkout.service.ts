import { receiptOf, paymentSplit } from '@golfwallet/core/domain/shop/money';
import { productKind } from '@golfwallet/core/domain/shop/product-kind';
import { vatTreatment } from '@golfwallet/core/domain/shop/vat';
import type { Order } from '@golfwallet/core/contracts/shop/shapes';
import { AppError } from '@golfwallet/core/errors/app-error';
import { type ErrorCode, isErrorCode } from '@golfwallet/core/errors/codes';
import {
  AcquirerTimeout,
  type CardDetails,
  type ChargeResult,
  type DeclineReason,
  withTimeout,
} from '../../adapters/acquirer/acquirer';
import { acquirerFor } from '../../adapters/acquirer/select-acquirer';
import type { Deps } from '../../deps';
import type { UserRow } from '../session/session.repository';
import { findProduct } from './catalogue.repository';
import {
  type AttemptRow,
  awaitChallenge,
  type CardInClaim,
  type ClaimedCart,
  claimAttemptWithCart,
  failUnreservedAttempt,
  releaseUnreservedAttempt,
  findAttemptByKey,
  findOrder,
  findPaymentOfOrder,
} from './checkout.repository';
import { dayIn, type FulfilPlan, fulfilOrder, releaseOrder } from './fulfil';
import { orderView, toOrderView } from './orders.service';
import { type ReserveOutcome, reserveOrder } from './reserve.repository';
import { SHARED_WEB_PATHS, webLink } from '@golfwallet/core/web/paths';

export interface CheckoutRequest {
  card_token?: string;
  saved_card_id?: number;
  save_card: boolean;
  points: number;
  ball_money_minor: number;
  return_path?: string;
}

const DECLINES: Record<DeclineReason, ErrorCode> = {
  declined: 'CARD_DECLINED',
  insufficient_funds: 'CARD_INSUFFICIENT_FUNDS',
  expired: 'CARD_EXPIRED',
  authentication_failed: 'CARD_AUTHENTICATION_FAILED',
};

/**
 * Pays the caller's cart. The Idempotency-Key is claimed in the database first, in the statement
 * that reads the cart: a retry with the same key never reserves, charges or issues again, it
 * continues or repeats the first attempt.
 *
 * 1. One statement, no explicit transaction, reserves (reserve.repository.ts): stock and the day's quota
 *    by conditional writes (50 buyers of 10 left sell exactly 10), points and ball money spent by
 *    conditional UPDATE (never negative), the order (pending_payment) with exact VAT, the payment.
 * 2. The acquirer charges the token under our payment id (its own idempotency reference), with no
 *    lock held.
 * 3. Captured: fulfilOrder issues everything in one statement. Declined: releaseOrder gives it all
 *    back. 3-D Secure: requires_action with the challenge page. Timeout: "network problem"; the
 *    retry or the reconciliation job asks the acquirer and finishes either way.
 */
export async function checkout(deps: Deps, user: UserRow, key: string, request: CheckoutRequest) {
  // The card is read in the claim statement when it is in our database (a saved card, the test
  // acquirer's token); else the acquirer is asked for the token's details beside the claim.
  const inClaim = cardInClaim(deps, request);
  const [claimed, card] = await Promise.allSettled([
    claimAttemptWithCart(deps.db, user.id, key, deps.now(), inClaim),
    inClaim ? Promise.resolve(null) : cardOfToken(deps, request),
  ]);
  if (claimed.status === 'rejected') throw claimed.reason;
  const cart = claimed.value;
  if (!cart) {
    const attempt = await findAttemptByKey(deps.db, user.id, key);
    if (!attempt) throw new AppError('CHECKOUT_IN_PROGRESS');
    return resume(deps, user, attempt);
  }
  try {
    if (card.status === 'rejected') throw card.reason;
    return await start(deps, user, cart, inClaim ? cardOfClaim(cart, request) : card.value, request);
  } catch (error) {
    // Before anything was reserved: a refusal spends the key on that answer; a failure of ours
    // (a deadlock, the database away) or a network problem (the acquirer's card look-up stalled)
    // gives the key back, so the same key may simply be sent again.
    if (error instanceof AppError && error.code !== 'PAYMENT_NETWORK')
      await failUnreservedAttempt(deps.db, cart.attemptId, error.code);
    else await releaseUnreservedAttempt(deps.db, cart.attemptId).catch(() => {});
    throw error;
  }
}

type CardOfRequest = { token: string; card: CardDetails } | { error: AppError } | null;

/** What the claim statement reads of the request's card: a saved card, or a token the acquirer keeps in our database. */
function cardInClaim(deps: Deps, request: CheckoutRequest): CardInClaim | null {
  if (request.saved_card_id !== undefined) return { savedCardId: request.saved_card_id };
  const query = acquirerFor(deps).cardQuery;
  if (request.card_token && query) return { token: request.card_token, query };
  return null;
}

/** The card the claim statement read: a saved card of the caller's, or the token's details. */
function cardOfClaim(cart: ClaimedCart, request: CheckoutRequest): CardOfRequest {
  if (cart.card) return { token: cart.card.token, card: cart.card.details };
  return { error: new AppError(request.saved_card_id !== undefined ? 'CARD_NOT_FOUND' : 'CARD_DECLINED') };
}

/** A new token's details from the acquirer (one that keeps its tokens elsewhere: Stripe). */
async function cardOfToken(deps: Deps, request: CheckoutRequest): Promise<CardOfRequest> {
  if (!request.card_token) return null;
  const token = request.card_token;
  try {
    return { token, card: await withTimeout(acquirerFor(deps).card(token), deps.config.ACQUIRER_TIMEOUT_MS) };
  } catch (error) {
    // Stalled: "network problem", nothing reserved or charged, the same key may be sent again.
    // Otherwise the acquirer does not know the token.
    return { error: new AppError(error instanceof AcquirerTimeout ? 'PAYMENT_NETWORK' : 'CARD_DECLINED') };
  }
}

const REFUSALS: Record<Exclude<ReserveOutcome, { ok: true }>['refused'], ErrorCode> = {
  stock: 'PRODUCT_SOLD_OUT',
  daily_limit: 'PRODUCT_DAILY_LIMIT',
  points: 'POINTS_NOT_ENOUGH',
  ball_money: 'BALL_MONEY_NOT_ENOUGH',
  attempt: 'CHECKOUT_IN_PROGRESS',
};

/**
 * Why the cart could not be reserved: a product gone from sale, an offer ended, or a line sold out
 * (named, so the golfer knows which line to remove to pay for the rest).
 */
async function stockRefusal(
  deps: Deps,
  lines: { productId: number; name: string; quantity: number }[],
  now: Date,
): Promise<AppError> {
  const current = await Promise.all(lines.map((line) => findProduct(deps.db, line.productId)));
  for (const found of current) {
    if (!found?.product.active) return new AppError('PRODUCT_NOT_FOUND');
    if (found.product.limitedUntil && found.product.limitedUntil.getTime() <= now.getTime())
      return new AppError('PRODUCT_OFFER_ENDED');
  }
  const soldOut = lines.find((line, i) => {
    const stockLeft = current[i]?.product.stockLeft ?? null;
    return stockLeft !== null && stockLeft < line.quantity;
  });
  return soldOut
    ? new AppError('CART_ITEM_SOLD_OUT', { name: soldOut.name })
    : new AppError('PRODUCT_SOLD_OUT');
}

/** A stored refusal repeated for a retry with the same key: its code without the first answer's details. */
function repeatedRefusal(code: string | null): AppError {
  if (code === 'CART_ITEM_SOLD_OUT') return new AppError('PRODUCT_SOLD_OUT');
  return new AppError(isErrorCode(code) ? code : 'CARD_DECLINED');
}

async function start(
  deps: Deps,
  user: UserRow,
  cart: ClaimedCart,
  cardChoice: CardOfRequest,
  request: CheckoutRequest,
) {
  const now = deps.now();
  const { lines, settings } = cart;
  const first = lines[0];
  if (!first) throw new AppError('CART_EMPTY');
  const clubId = first.clubId;
  // VAT per line by the voucher rules: a single-purpose voucher is taxed now, ball money and gift
  // cards (multi-purpose) only when they are spent.
  const receipt = receiptOf(
    lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitPriceMinor: line.priceMinor,
      vat: vatTreatment(productKind(line)),
    })),
    settings.vatRateBp,
  );
  const split = paymentSplit({
    totalMinor: receipt.totalMinor,
    pointsMinor: request.points,
    ballMoneyMinor: request.ball_money_minor,
  });
  if (!split) throw new AppError('VALIDATION_FAILED', {}, [{ field: 'points', key: 'validation.invalid' }]);
  if (split.pointsMinor > 0 && !settings.acceptsPoints) throw new AppError('PAYMENT_METHOD_NOT_ACCEPTED');
  if (
    split.ballMoneyMinor > 0 &&
    (!settings.acceptsBallMoney || lines.some((line) => productKind(line) === 'ball_money'))
  )
    throw new AppError('PAYMENT_METHOD_NOT_ACCEPTED');

  let token: string | null = null;
  let card: CardDetails | null = null;
  if (split.cardMinor > 0) {
    if (!cardChoice)
      throw new AppError('VALIDATION_FAILED', {}, [{ field: 'card_token', key: 'shop.errors.invalidCard' }]);
    if ('error' in cardChoice) throw cardChoice.error;
    token = cardChoice.token;
    card = cardChoice.card;
  }
  const day = dayIn(cart.club?.timezone ?? 'Europe/Copenhagen', now);
  const currency = first.currency;
  const acquirerName = acquirerFor(deps).name;

  const reserveLines = receipt.lines.map((line, i) => ({
    productId: lines[i]!.productId,
    quantity: line.quantity,
    unitPriceMinor: line.unitPriceMinor,
    name: line.name,
    vatMinor: line.vatMinor,
  }));
  await deps.faults?.beforeReserve?.();
  const outcome = await reserveOrder(deps.db, {
    attemptId: cart.attemptId,
    userId: user.id,
    clubId,
    now,
    day,
    lines: reserveLines,
    currency,
    totalMinor: receipt.totalMinor,
    vatMinor: receipt.vatMinor,
    vatRateBp: settings.vatRateBp,
    cardMinor: split.cardMinor,
    pointsMinor: split.pointsMinor,
    ballMoneyMinor: split.ballMoneyMinor,
    payment:
      split.cardMinor > 0
        ? {
            acquirer: acquirerName,
            cardToken: token,
            cardBrand: card?.brand ?? null,
            cardLast4: card?.last4 ?? null,
            saveCard: request.saved_card_id === undefined && request.save_card,
          }
        : null,
  });
  if (!outcome.ok)
    throw outcome.refused === 'stock'
      ? await stockRefusal(deps, reserveLines, now)
      : new AppError(REFUSALS[outcome.refused]);
  const { orderId, paymentId } = outcome;

  const plan: FulfilPlan = {
    order: {
      id: orderId,
      userId: user.id,
      currency,
      totalMinor: receipt.totalMinor,
      vatMinor: receipt.vatMinor,
      vatRateBp: settings.vatRateBp,
      cardMinor: split.cardMinor,
      pointsMinor: split.pointsMinor,
      ballMoneyMinor: split.ballMoneyMinor,
    },
    lines: reserveLines.map((line, i) => ({ ...line, product: lines[i]! })),
    club: cart.club,
    buyer: user,
    card: card ? { brand: card.brand, last4: card.last4 } : null,
  };
  const paid = (fulfilled: Fulfilled) =>
    fulfilled === null
      ? orderView(deps, orderId)
      : toOrderView(
          {
            order: {
              id: orderId,
              clubId,
              status: 'paid',
              currency,
              totalMinor: receipt.totalMinor,
              vatMinor: receipt.vatMinor,
              cardMinor: split.cardMinor,
              pointsMinor: split.pointsMinor,
              ballMoneyMinor: split.ballMoneyMinor,
              createdAt: now,
              paidAt: fulfilled.paidAt,
              refundedAt: null,
            },
            clubName: cart.club?.name ?? '',
            card: plan.card,
            items: reserveLines,
            voucherIds: fulfilled.voucherIds,
            // Just issued: every voucher unused, the ball money bought all in the balance.
            unused: true,
          },
          deps.now(),
        );

  if (paymentId === null) {
    return { status: 'paid' as const, order: await paid(await fulfilOrder(deps, orderId, null, plan)) };
  }
  const returnUrl = webLink(deps.config.PUBLIC_URL, request.return_path ?? SHARED_WEB_PATHS.shopCart);
  let result: ChargeResult;
  try {
    result = await withTimeout(
      acquirerFor(deps).charge({
        token: token!,
        amountMinor: split.cardMinor,
        currency,
        reference: `pay_${paymentId}`,
        returnUrl,
      }),
      deps.config.ACQUIRER_TIMEOUT_MS,
    );
  } catch (error) {
    if (!(error instanceof AcquirerTimeout))
      deps.log.warn({ err: (error as Error).message, paymentId }, 'acquirer call failed');
    throw new AppError('PAYMENT_NETWORK');
  }
  return settle(deps, orderId, paymentId, result, card, plan, paid);
}

type Fulfilled = Awaited<ReturnType<typeof fulfilOrder>>;

/** Acts on the acquirer's answer for an open payment. */
async function settle(
  deps: Deps,
  orderId: number,
  paymentId: number,
  result: ChargeResult,
  card: CardDetails | null,
  plan?: FulfilPlan,
  paid: (fulfilled: Fulfilled) => Promise<Order> | Order = () => orderView(deps, orderId),
) {
  if (result.status === 'captured') {
    await deps.faults?.afterCapture?.();
    const fulfilled = await fulfilOrder(deps, orderId, { ref: result.ref, card }, plan);
    return { status: 'paid' as const, order: await paid(fulfilled) };
  }
  if (result.status === 'requires_action') {
    await awaitChallenge(deps.db, {
      orderId,
      paymentId,
      ref: result.ref,
      actionUrl: result.actionUrl,
      now: deps.now(),
    });
    return { status: 'requires_action' as const, order_id: orderId, action_url: result.actionUrl };
  }
  const code = DECLINES[result.reason];
  await releaseOrder(deps, orderId, code);
  throw new AppError(code);
}

/** A second call with a key: repeat the answer, or continue where the first attempt stands. */
async function resume(deps: Deps, user: UserRow, attempt: AttemptRow) {
  if (attempt.status === 'done' && attempt.orderId !== null)
    return { status: 'paid' as const, order: await orderView(deps, attempt.orderId) };
  if (attempt.status === 'failed') throw repeatedRefusal(attempt.errorCode);
  if (attempt.orderId === null) throw new AppError('CHECKOUT_IN_PROGRESS');
  const order = await findOrder(deps.db, attempt.orderId);
  if (!order || order.userId !== user.id) throw new AppError('ORDER_NOT_FOUND');
  if (order.status === 'paid') return { status: 'paid' as const, order: await orderView(deps, order.id) };
  if (order.status === 'failed') throw repeatedRefusal(attempt.errorCode);
  const payment = await findPaymentOfOrder(deps.db, order.id);
  if (!payment) throw new AppError('CHECKOUT_IN_PROGRESS');
  let result: ChargeResult | null;
  try {
    result = await withTimeout(
      acquirerFor(deps).lookup(`pay_${payment.id}`),
      deps.config.ACQUIRER_TIMEOUT_MS,
    );
  } catch {
    throw new AppError('PAYMENT_NETWORK');
  }
  if (!result) throw new AppError('CHECKOUT_IN_PROGRESS');
  const card =
    payment.cardBrand && payment.cardLast4
      ? await cardOf(deps, payment.cardToken, payment.cardBrand, payment.cardLast4)
      : null;
  return settle(deps, order.id, payment.id, result, card);
}

async function cardOf(deps: Deps, token: string | null, brand: string, last4: string): Promise<CardDetails> {
  if (token) {
    const details = await withTimeout(acquirerFor(deps).card(token), deps.config.ACQUIRER_TIMEOUT_MS).catch(
      () => null,
    );
    if (details) return details;
  }
  return { brand, last4, expiry: '' };
}
