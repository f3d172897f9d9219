import { randomUUID } from 'node:crypto';
import type { ReservationEvent } from '@golfwallet/core/domain/dispense-reservation';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../../test/helper';
import { addBallMoney, insertDispenser, insertRangeCard } from '../../../test/builders/range.factory';
import { insertClub } from '../../../test/builders/voucher.factory';
import { ledgerViolations } from '../../../test/support/ledger-invariants';
import { dispenseEvents, rangeReservations, vouchers, walletLedger } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { insertReservation } from '../range/range.repository';
import { applyReservationEvent } from '../range/reservation.service';
import { availableBalance, holdTransfer } from './transfers';

/**
 * One reservation's events at once: the machine's reports (repeated, as the broker and several API
 * instances deliver them), the runner's timeout, a fault and the overdue sweep, all racing. Each
 * event is one conditional statement with its effect (reservation.service.ts), no row lock: whatever
 * wins, the hold is resolved once (posted on a done that came first, voided otherwise) or the card
 * use goes back once, the audit rows match the final state, and the ledger's invariants hold. A
 * database-behaviour test: its full count runs on PostgreSQL (LEDGER_RUNS overrides).
 */
const RUNS = Number(process.env.LEDGER_RUNS ?? (process.env.TEST_DB === 'postgres' ? 20 : 3));
const PRICE = 2_500;
const TOP_UP = 10_000;
const EVENTS: ReservationEvent[] = ['sent', 'ack', 'done', 'ack', 'done', 'timeout', 'sweep', 'fault'];

let t: TestApp;
let deps: Deps;
beforeAll(async () => {
  t = await createTestApp({});
  deps = { db: t.database.db, config: t.config, now: t.clock.now, log: t.app.log } as unknown as Deps;
});
afterAll(async () => t.close());

/** The events in another order each run (a rotation and, every other run, reversed). */
function ordered(run: number) {
  const rotated = [...EVENTS.slice(run % EVENTS.length), ...EVENTS.slice(0, run % EVENTS.length)];
  return run % 2 === 0 ? rotated : rotated.reverse();
}

describe('concurrent events on one reservation', () => {
  it(`${RUNS} runs: settled or released once, whatever wins the race`, async () => {
    const club = await insertClub(t);
    const { dispenser, basket } = await insertDispenser(t, club.id, { priceMinor: PRICE });
    for (let run = 0; run < RUNS; run++) {
      const golfer = await createTestUser(t);
      await addBallMoney(t, golfer.id, club.id, TOP_UP);
      const card = await insertRangeCard(t, golfer.id, club.id, 5);
      await t.database.db.update(vouchers).set({ usesLeft: 4 }).where(eq(vouchers.id, card.id));
      const now = t.clock.now();
      const base = {
        userId: golfer.id,
        clubId: club.id,
        dispenserId: dispenser.id,
        basketId: basket.id,
        balls: basket.balls,
        state: 'commanded' as const,
        createdAt: new Date(now.getTime() - 70_000),
        deadlineAt: new Date(now.getTime() - 60_000),
      };
      const money = await t.database.db.transaction(async (tx) => {
        const ledgerId = await holdTransfer(tx, {
          userId: golfer.id,
          kind: 'ball_money',
          clubId: club.id,
          amount: PRICE,
          reason: 'range_dispense',
          at: now,
        });
        return insertReservation(tx, {
          ...base,
          commandId: randomUUID(),
          payment: 'ball_money',
          ledgerId,
          amountMinor: PRICE,
        });
      });
      const byCard = await insertReservation(t.database.db, {
        ...base,
        commandId: randomUUID(),
        payment: 'voucher',
        voucherId: card.id,
      });

      const answers = await Promise.all(
        [money, byCard].flatMap((reservation) =>
          ordered(run).map((event) => applyReservationEvent(deps, reservation.commandId, event)),
        ),
      );
      expect(answers.every((state) => state !== undefined)).toBe(true);

      const [moneyRow] = await t.database.db
        .select()
        .from(rangeReservations)
        .where(eq(rangeReservations.id, money.id));
      const [cardRow] = await t.database.db
        .select()
        .from(rangeReservations)
        .where(eq(rangeReservations.id, byCard.id));
      for (const row of [moneyRow!, cardRow!])
        expect(['settled', 'released', 'late_done']).toContain(row.state);

      // The ball money: one resolution of the hold, as the final state says.
      const resolutions = await t.database.db
        .select({ phase: walletLedger.phase })
        .from(walletLedger)
        .where(and(eq(walletLedger.userId, golfer.id), eq(walletLedger.kind, 'ball_money')));
      const phases = resolutions.map((entry) => entry.phase).filter((phase) => phase !== 'posted');
      const settled = moneyRow!.state === 'settled';
      expect(phases.sort()).toEqual(settled ? ['pending', 'post'] : ['pending', 'void']);
      expect(await availableBalance(t.database.db, golfer.id, 'ball_money', club.id)).toBe(
        settled ? TOP_UP - PRICE : TOP_UP,
      );
      expect(moneyRow!.closedAt).not.toBeNull();

      // The card: its use back once when released, kept when settled.
      const [cardNow] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, card.id));
      expect(cardNow!.usesLeft).toBe(cardRow!.state === 'settled' ? 4 : 5);

      // The audit rows: one per effect (a late done adds its 'dispensed' to the release's 'failed').
      const audit = await t.database.db
        .select({ status: dispenseEvents.status })
        .from(dispenseEvents)
        .where(and(eq(dispenseEvents.userId, golfer.id), eq(dispenseEvents.dispenserId, dispenser.id)));
      const expected = [moneyRow!.state, cardRow!.state].flatMap((state) =>
        state === 'settled' ? ['dispensed'] : state === 'released' ? ['failed'] : ['dispensed', 'failed'],
      );
      expect(audit.map((row) => row.status).sort()).toEqual(expected.sort());
    }
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  }, 300_000);
});
