import { receiptOf, paymentSplit } from '@golfwallet/core/domain/shop/money';
import { productKind } from '@golfwallet/core/domain/shop/product-kind';
import { AppError } from '@golfwallet/core/errors/app-error';
import { type ErrorCode, isErrorCode } from '@golfwallet/core/errors/codes';
import { eq } from 'drizzle-orm';
import {
  AcquirerTimeout,
  type CardDetails,
  type ChargeResult,
  type DeclineReason,
  withTimeout,
} from '../../adapters/acquirer/acquirer';
import { acquirerFor } from '../../adapters/acquirer/select-acquirer';
import { clubs } from '../../db/schema/index';
import type { Deps } from '../../deps';
import type { UserRow } from '../session/session.repository';
import { findProduct } from './catalogue.repository';
import { findCartLines, shopSettingsOf } from './cart.repository';
import {
  type AttemptRow,
  attemptOfOrder,
  claimAttempt,
  findAttempt,
  findOrder,
  findPaymentOfOrder,
  findSavedCard,
  insertOrder,
  insertOrderItems,
  insertPayment,
  movePayment,
  takeDailyQuota,
  takeStock,
  updateAttempt,
} from './checkout.repository';
import { dayIn, fulfilOrder, releaseOrder } from './fulfil';
import { orderView } from './orders.service';
import { moveBalance } from './wallet.repository';
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
 * Pays the caller's cart. The Idempotency-Key is claimed in the database first: a retry with the
 * same key never reserves, charges or issues again, it continues or repeats the first attempt.
 *
 * 1. One transaction reserves: stock and the day's quota by conditional UPDATE (50 buyers of 10
 *    left sell exactly 10), points and ball money spent by conditional UPDATE (never negative),
 *    the order (pending_payment) with exact VAT, and the payment row.
 * 2. The acquirer charges the token under our payment id (its own idempotency reference).
 * 3. Captured: fulfilOrder issues everything in one transaction. Declined: releaseOrder gives it
 *    all back. 3-D Secure: requires_action with the challenge page. Timeout: "network problem";
 *    the retry or the reconciliation job asks the acquirer and finishes either way.
 */
export async function checkout(deps: Deps, user: UserRow, key: string, request: CheckoutRequest) {
  const { attempt, created } = await claimAttempt(deps.db, user.id, key);
  if (!created) return resume(deps, user, attempt);
  try {
    return await start(deps, user, attempt, request);
  } catch (error) {
    const code = error instanceof AppError ? error.code : null;
    // A refusal before anything was reserved: the key is spent on that answer.
    const latest = await findAttempt(deps.db, attempt.id);
    if (latest && latest.status === 'started' && latest.orderId === null && code)
      await updateAttempt(deps.db, attempt.id, { status: 'failed', errorCode: code });
    throw error;
  }
}

async function start(deps: Deps, user: UserRow, attempt: AttemptRow, request: CheckoutRequest) {
  const now = deps.now();
  const lines = await findCartLines(deps.db, user.id);
  const first = lines[0];
  if (!first) throw new AppError('CART_EMPTY');
  const clubId = first.product.clubId;
  const settings = await shopSettingsOf(deps.db, clubId);
  const receipt = receiptOf(
    lines.map(({ item, product }) => ({
      name: product.name,
      quantity: item.quantity,
      unitPriceMinor: product.priceMinor,
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
    (!settings.acceptsBallMoney || lines.some(({ product }) => productKind(product) === 'ball_money'))
  )
    throw new AppError('PAYMENT_METHOD_NOT_ACCEPTED');

  let token: string | null = null;
  let card: CardDetails | null = null;
  if (split.cardMinor > 0) {
    if (request.saved_card_id !== undefined) {
      const saved = await findSavedCard(deps.db, user.id, request.saved_card_id);
      if (!saved) throw new AppError('CARD_NOT_FOUND');
      token = saved.acquirerToken;
      card = { brand: saved.brand, last4: saved.last4, expiry: saved.expiry };
    } else if (request.card_token) {
      token = request.card_token;
      card = await acquirerFor(deps)
        .card(token)
        .catch(() => null);
      if (!card) throw new AppError('CARD_DECLINED');
    } else {
      throw new AppError('VALIDATION_FAILED', {}, [{ field: 'card_token', key: 'shop.errors.invalidCard' }]);
    }
  }
  const [club] = await deps.db.select({ timezone: clubs.timezone }).from(clubs).where(eq(clubs.id, clubId));
  const day = dayIn(club?.timezone ?? 'Europe/Copenhagen', now);

  const { orderId, paymentId } = await deps.db.transaction(async (tx) => {
    for (const { item, product } of lines) {
      if (!(await takeStock(tx, product.id, item.quantity, now))) {
        const current = await findProduct(tx, product.id);
        const ended =
          current?.product.limitedUntil && current.product.limitedUntil.getTime() <= now.getTime();
        throw new AppError(
          !current?.product.active ? 'PRODUCT_NOT_FOUND' : ended ? 'PRODUCT_OFFER_ENDED' : 'PRODUCT_SOLD_OUT',
        );
      }
      if (
        product.maxPerDay !== null &&
        !(await takeDailyQuota(tx, product.id, day, item.quantity, product.maxPerDay))
      )
        throw new AppError('PRODUCT_DAILY_LIMIT');
    }
    const order = await insertOrder(tx, {
      userId: user.id,
      clubId,
      status: 'pending_payment',
      totalMinor: receipt.totalMinor,
      currency: first.product.currency,
      cardMinor: split.cardMinor,
      pointsMinor: split.pointsMinor,
      ballMoneyMinor: split.ballMoneyMinor,
      vatMinor: receipt.vatMinor,
      vatRateBp: settings.vatRateBp,
      createdAt: now,
    });
    await insertOrderItems(
      tx,
      receipt.lines.map((line, i) => ({
        orderId: order.id,
        productId: lines[i]!.product.id,
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        name: line.name,
        vatMinor: line.vatMinor,
      })),
    );
    if (split.pointsMinor > 0) {
      const left = await moveBalance(tx, {
        userId: user.id,
        kind: 'points',
        clubId: 0,
        amount: -split.pointsMinor,
        reason: 'spent',
        orderId: order.id,
      });
      if (left === null) throw new AppError('POINTS_NOT_ENOUGH');
    }
    if (split.ballMoneyMinor > 0) {
      const left = await moveBalance(tx, {
        userId: user.id,
        kind: 'ball_money',
        clubId,
        amount: -split.ballMoneyMinor,
        reason: 'spent',
        orderId: order.id,
      });
      if (left === null) throw new AppError('BALL_MONEY_NOT_ENOUGH');
    }
    const payment =
      split.cardMinor > 0
        ? await insertPayment(tx, {
            orderId: order.id,
            acquirer: acquirerFor(deps).name,
            cardToken: token,
            cardBrand: card?.brand ?? null,
            cardLast4: card?.last4 ?? null,
            saveCard: request.saved_card_id === undefined && request.save_card,
            amountMinor: split.cardMinor,
            currency: first.product.currency,
            status: 'pending',
            createdAt: now,
            updatedAt: now,
          })
        : null;
    await updateAttempt(tx, attempt.id, { orderId: order.id });
    return { orderId: order.id, paymentId: payment?.id ?? null };
  });

  if (paymentId === null) {
    await fulfilOrder(deps, orderId, null);
    return { status: 'paid' as const, order: await orderView(deps, orderId) };
  }
  const returnUrl = webLink(deps.config.PUBLIC_URL, request.return_path ?? SHARED_WEB_PATHS.shopCart);
  let result: ChargeResult;
  try {
    result = await withTimeout(
      acquirerFor(deps).charge({
        token: token!,
        amountMinor: split.cardMinor,
        currency: first.product.currency,
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
  return settle(deps, orderId, paymentId, result, card);
}

/** Acts on the acquirer's answer for an open payment. */
async function settle(
  deps: Deps,
  orderId: number,
  paymentId: number,
  result: ChargeResult,
  card: CardDetails | null,
) {
  if (result.status === 'captured') {
    await deps.faults?.afterCapture?.();
    await fulfilOrder(deps, orderId, { ref: result.ref, card });
    return { status: 'paid' as const, order: await orderView(deps, orderId) };
  }
  if (result.status === 'requires_action') {
    await deps.db.transaction(async (tx) => {
      await movePayment(
        tx,
        paymentId,
        ['pending', 'requires_action'],
        'requires_action',
        { acquirerRef: result.ref, actionUrl: result.actionUrl },
        deps.now(),
      );
      const attempt = await attemptOfOrder(tx, orderId);
      if (attempt) await updateAttempt(tx, attempt.id, { status: 'requires_action' });
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
  if (attempt.status === 'failed')
    throw new AppError(isErrorCode(attempt.errorCode) ? attempt.errorCode : 'CARD_DECLINED');
  if (attempt.orderId === null) throw new AppError('CHECKOUT_IN_PROGRESS');
  const order = await findOrder(deps.db, attempt.orderId);
  if (!order || order.userId !== user.id) throw new AppError('ORDER_NOT_FOUND');
  if (order.status === 'paid') return { status: 'paid' as const, order: await orderView(deps, order.id) };
  if (order.status === 'failed')
    throw new AppError(isErrorCode(attempt.errorCode) ? attempt.errorCode : 'CARD_DECLINED');
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
    const details = await acquirerFor(deps)
      .card(token)
      .catch(() => null);
    if (details) return details;
  }
  return { brand, last4, expiry: '' };
}
