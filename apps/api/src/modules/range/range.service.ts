import { randomUUID } from 'node:crypto';
import { assertNearClub } from '../geo/near-club';
import { startOfLocalDay } from '@golfwallet/core/domain/restrictions';
import { AppError } from '@golfwallet/core/errors/app-error';
import type { Deps } from '../../deps';
import type { UserRow } from '../session/session.repository';
import type { DispenseRunner } from './dispense-runner';
import { availableBalance } from '../ledger/transfers';
import {
  countDispenses,
  countDispensesAndEarlier,
  findCard,
  findClub,
  findDispenseSite,
  findSettings,
  insertHeldReservation,
  insertReservationRequested,
  listCards,
  listClubDispensers,
  lockGolfer,
  readReservation,
  takeCardUse,
} from './range.repository';

const MINUTE = 60_000;

/** Dispenses left today for one basket: the club's daily limit and the basket's, whichever is lower. */
function usesLeftToday(
  settings: { maxPerDay: number },
  basket: { id: number; maxPerDay: number },
  counts: { total: number; perBasket: Map<number, number> },
) {
  return Math.max(
    0,
    Math.min(settings.maxPerDay - counts.total, basket.maxPerDay - (counts.perBasket.get(basket.id) ?? 0)),
  );
}

/** A club's dispensers with baskets and limits, and what the caller can pay with there. */
export async function listDispensers(deps: Deps, user: UserRow, clubId: number) {
  const club = await findClub(deps.db, clubId);
  if (!club) throw new AppError('CLUB_NOT_FOUND');
  const now = deps.now();
  const [settings, list, cards, balance, counts] = await Promise.all([
    findSettings(deps.db, club.id),
    listClubDispensers(deps.db, club.id),
    listCards(deps.db, user.id, club.id, now),
    availableBalance(deps.db, user.id, 'ball_money', club.id),
    countDispenses(deps.db, user.id, club.id, startOfLocalDay(now, club.timezone)),
  ]);
  return {
    club_id: club.id,
    max_per_day: settings.maxPerDay,
    window_minutes: settings.windowMinutes,
    uses_left_today: Math.max(0, settings.maxPerDay - counts.total),
    dispensers: list.map(({ dispenser, baskets }) => ({
      dispenser_id: dispenser.id,
      name: dispenser.name,
      ready: dispenser.status === 'ready',
      baskets: baskets.map((b) => ({
        basket_id: b.id,
        balls: b.balls,
        price_minor: b.priceMinor,
        max_per_day: b.maxPerDay,
        uses_left_today: usesLeftToday(settings, b, counts),
      })),
    })),
    cards: cards.map((c) => ({ voucher_id: c.id, name: c.name, uses_left: c.usesLeft })),
    ball_money_minor: balance,
  };
}

export interface DispenseRequest {
  dispenser_id: number;
  basket_id: number;
  voucher_id?: number;
  latitude?: number;
  longitude?: number;
}

export type DispenseAnswer = {
  reservation_id: number;
  balls: number;
  card_uses_left: number | null;
  uses_left_today: number;
};

/** A settled dispense's answer: what the reservation stored, with its id. */
function answerOf(row: { id: number; answer: Record<string, unknown> | null }): DispenseAnswer {
  return { ...(row.answer as Omit<DispenseAnswer, 'reservation_id'>), reservation_id: row.id };
}

/** How often a retry with the same Idempotency-Key looks whether the first dispense has ended. */
const RETRY_POLL_MS = 100;

/** The same key with another dispense (another machine, basket or card) is refused, not replayed. */
function sameRequest(
  earlier: { dispenserId: number; basketId: number | null; voucherId: number | null },
  request: DispenseRequest,
) {
  if (
    earlier.dispenserId !== request.dispenser_id ||
    earlier.basketId !== request.basket_id ||
    earlier.voucherId !== (request.voucher_id ?? null)
  ) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  }
}

/**
 * The answer of the dispense an Idempotency-Key already started: waits (at most until its deadline
 * and the runner's last check) for it to end, then answers what the first request answered.
 */
async function answerOfEarlier(deps: Deps, reservationId: number): Promise<DispenseAnswer> {
  for (;;) {
    const row = await readReservation(deps.db, reservationId);
    if (!row || row.state === 'released') throw new AppError('DISPENSE_FAILED');
    if (row.state === 'settled') return answerOf(row);
    if (Date.now() > row.deadlineAt.getTime() + deps.config.DISPENSE_ACK_RETRY_MS)
      throw new AppError('DISPENSE_FAILED');
    await new Promise((resolve) => setTimeout(resolve, RETRY_POLL_MS));
  }
}

/**
 * Reserve, dispense, settle. Checked first: the dispenser and basket exist, the golfer stands
 * within the club's radius (server-side), the dispenser is ready. Then, in one transaction with
 * the golfer's row locked (two phones on one account queue here): the Idempotency-Key (a retry or
 * a double tap with the same key answers what the first dispense answers and takes nothing more),
 * the daily limits and the time window against the reservations that count, then the value is
 * held with a conditional update: one card use, or ball money as the first phase of a two-phase
 * ledger transfer (never below zero). After commit the runner commands the machine; done settles
 * (the ball money held is posted), fault or timeout releases (the use goes back, the hold is
 * voided) and the golfer hears 'Error dispensing'.
 */
export async function dispense(
  deps: Deps,
  runner: DispenseRunner,
  user: UserRow,
  request: DispenseRequest,
  idempotencyKey?: string,
): Promise<DispenseAnswer> {
  // The dispenser, basket, club and the club's range settings in one statement, before the golfer's
  // lock: a change of the settings while this tap runs may apply from the next tap on.
  const found = await findDispenseSite(deps.db, request.dispenser_id, request.basket_id);
  if (!found) throw new AppError('NOT_FOUND');
  const { dispenser, basket, club, settings } = found;
  if (!club) throw new AppError('CLUB_NOT_FOUND');
  assertNearClub(request, club);
  if (!dispenser.enabled || dispenser.status !== 'ready') throw new AppError('DISPENSER_NOT_READY');
  const now = deps.now();
  if (
    request.voucher_id !== undefined &&
    !(await findCard(deps.db, user.id, club.id, request.voucher_id, now))
  ) {
    throw new AppError('VOUCHER_NOT_FOUND');
  }

  const reserved = await deps.db.transaction(async (tx) => {
    await lockGolfer(tx, user.id);
    // The retry's look-up and the day's counts: one round trip under the lock.
    const windowStart = new Date(now.getTime() - settings.windowMinutes * MINUTE);
    const { counts, earlier } = await countDispensesAndEarlier(
      tx,
      user.id,
      club.id,
      startOfLocalDay(now, club.timezone),
      windowStart,
      idempotencyKey,
    );
    if (earlier) {
      sameRequest(earlier, request);
      return { earlier: earlier.id } as const;
    }
    if (counts.total >= settings.maxPerDay) throw new AppError('RANGE_DAILY_LIMIT');
    if ((counts.perBasket.get(basket.id) ?? 0) >= basket.maxPerDay) throw new AppError('RANGE_BASKET_LIMIT');
    if (settings.windowMinutes > 0) {
      const last = counts.last;
      const wait = last ? last.getTime() + settings.windowMinutes * MINUTE - now.getTime() : 0;
      if (wait > 0) throw new AppError('RANGE_TOO_SOON', { minutes: Math.ceil(wait / MINUTE) });
    }
    const deadlineAt = new Date(now.getTime() + deps.config.DISPENSE_TIMEOUT_MS);
    const counted = (cardUsesLeft: number | null) => {
      counts.total += 1;
      counts.perBasket.set(basket.id, (counts.perBasket.get(basket.id) ?? 0) + 1);
      return {
        balls: basket.balls,
        card_uses_left: cardUsesLeft,
        uses_left_today: usesLeftToday(settings, basket, counts),
      };
    };
    let reservation: { id: number; commandId: string; answer: Record<string, unknown> | null };
    // What every reservation records, whichever way it is paid.
    const common = {
      commandId: randomUUID(),
      userId: user.id,
      clubId: club.id,
      dispenserId: dispenser.id,
      basketId: basket.id,
      balls: basket.balls,
      idempotencyKey: idempotencyKey ?? null,
      createdAt: now,
      deadlineAt,
    };
    if (request.voucher_id !== undefined) {
      const taken = await takeCardUse(tx, user.id, club.id, request.voucher_id, now);
      if (!taken) throw new AppError('VOUCHER_USED_UP');
      reservation = await insertReservationRequested(
        tx,
        {
          ...common,
          payment: 'voucher',
          voucherId: request.voucher_id,
          ledgerId: null,
          amountMinor: 0,
          answer: counted(taken.usesLeft),
        },
        { dispenserId: dispenser.id, userId: user.id, balls: basket.balls, status: 'requested', at: now },
      );
    } else {
      // The ball money held (the first phase of a two-phase ledger transfer, never below zero), the
      // reservation and its 'requested' event: one statement, nothing written when it is not covered.
      const held = await insertHeldReservation(tx, {
        ...common,
        amountMinor: basket.priceMinor,
        answer: counted(null),
      });
      if (!held) throw new AppError('BALL_MONEY_INSUFFICIENT');
      reservation = held;
    }
    const answer = answerOf(reservation);
    return { reservation, answer };
  });
  if ('earlier' in reserved && reserved.earlier !== undefined) return answerOfEarlier(deps, reserved.earlier);

  const state = await runner.run({
    commandId: reserved.reservation.commandId,
    topic: dispenser.mqttTopic,
    balls: basket.balls,
  });
  if (state !== 'settled') throw new AppError('DISPENSE_FAILED');
  return reserved.answer;
}

/** A club's range settings (or the defaults), for the partner portal's range configuration. */
export { findSettings } from './range.repository';
