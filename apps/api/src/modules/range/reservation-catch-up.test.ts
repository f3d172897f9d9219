import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../../test/helper';
import { insertDispenser, insertRangeCard } from '../../../test/builders/range.factory';
import { insertClub } from '../../../test/builders/voucher.factory';
import type { DispenserGateway, DispenserReport } from '../../adapters/dispenser/dispenser';
import type { Deps } from '../../deps';
import { dispenseEvents, rangeReservations, vouchers } from '../../db/schema/index';
import { DispenseRunner } from './dispense-runner';
import { applyReservationEvent, reportsHeard, sweepOverdueReservations } from './reservation.service';

/**
 * The dispense sweep and timeout against a gateway whose catch-up the test decides (no broker, no
 * timing): nothing is released for lack of a done until the gateway has caught up with what the
 * broker kept for it; a done after a release is recorded as late and charges nothing.
 */
let t: TestApp;
let golfer: TestUser;
let clubId: number;

/** A gateway that hears nothing by itself; the test says when it has caught up and what it reports. */
function scriptedGateway() {
  let caughtUp = false;
  let waiters: (() => void)[] = [];
  const listeners = new Set<(report: DispenserReport) => void | Promise<void>>();
  const sent: string[] = [];
  const gateway: DispenserGateway = {
    kind: 'mqtt',
    async send(command) {
      sent.push(command.commandId);
    },
    onReport(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    caughtUp: () => caughtUp,
    whenCaughtUp: () =>
      caughtUp ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)),
    async close() {
      listeners.clear();
    },
  };
  return {
    gateway,
    sent,
    setCaughtUp(value: boolean) {
      caughtUp = value;
      if (!value) return;
      for (const wake of waiters) wake();
      waiters = [];
    },
    async report(report: DispenserReport) {
      await Promise.all([...listeners].map(async (listener) => listener(report)));
    },
  };
}

/** A logger that keeps the error lines. */
function recordingLog(errors: { fields: unknown; message: string }[]): FastifyBaseLogger {
  const log = Object.create(t.app.log) as FastifyBaseLogger;
  log.error = ((fields: unknown, message: string) => {
    errors.push({ fields, message });
  }) as FastifyBaseLogger['error'];
  return log;
}

function depsWith(gateway: DispenserGateway | undefined, extra: Partial<Deps> = {}): Deps {
  return {
    db: t.database.db,
    config: { ...t.config, MQTT_URL: 'mqtt://127.0.0.1:1883' },
    now: t.clock.now,
    log: t.app.log,
    dispenser: gateway,
    ...extra,
  };
}

/** An open reservation (one card use held) whose deadline passed a minute ago. */
async function overdueReservation(uses = 3) {
  const { dispenser, basket } = await insertDispenser(t, clubId, { balls: 25 });
  const card = await insertRangeCard(t, golfer.id, clubId, uses);
  await t.database.db
    .update(vouchers)
    .set({ usesLeft: uses - 1 })
    .where(eq(vouchers.id, card.id));
  const now = t.clock.now();
  const commandId = randomUUID();
  await t.database.db.insert(rangeReservations).values({
    commandId,
    userId: golfer.id,
    clubId,
    dispenserId: dispenser.id,
    basketId: basket.id,
    balls: basket.balls,
    payment: 'voucher',
    voucherId: card.id,
    state: 'acknowledged',
    createdAt: new Date(now.getTime() - 70_000),
    deadlineAt: new Date(now.getTime() - 60_000),
  });
  return { commandId, cardId: card.id, dispenserId: dispenser.id };
}

async function stateOf(commandId: string) {
  const [row] = await t.database.db
    .select()
    .from(rangeReservations)
    .where(eq(rangeReservations.commandId, commandId));
  return row!;
}

async function usesLeft(voucherId: number) {
  const [row] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, voucherId));
  return row!.usesLeft;
}

async function eventsOf(dispenserId: number) {
  const rows = await t.database.db
    .select()
    .from(dispenseEvents)
    .where(eq(dispenseEvents.dispenserId, dispenserId));
  return rows.map((row) => row.status).sort();
}

beforeAll(async () => {
  t = await createTestApp();
  golfer = await createTestUser(t);
  clubId = (await insertClub(t)).id;
});
afterAll(async () => t?.close());

describe('reportsHeard', () => {
  it('trusts a gateway only once it has caught up, and a broker never without a gateway', () => {
    const scripted = scriptedGateway();
    expect(reportsHeard({ MQTT_URL: 'mqtt://broker:1883' }, scripted.gateway)).toBe(false);
    scripted.setCaughtUp(true);
    expect(reportsHeard({ MQTT_URL: 'mqtt://broker:1883' }, scripted.gateway)).toBe(true);
    expect(reportsHeard({ MQTT_URL: 'mqtt://broker:1883' }, undefined)).toBe(false);
    // The embedded simulator: no broker, nothing queued anywhere.
    expect(reportsHeard({ MQTT_URL: undefined }, undefined)).toBe(true);
    const { gateway: withoutCatchUp } = scriptedGateway();
    delete withoutCatchUp.caughtUp;
    expect(reportsHeard({ MQTT_URL: undefined }, withoutCatchUp)).toBe(true);
  });
});

describe('the sweep after a restart', () => {
  it('releases nothing while the gateway has not caught up, then releases what is still open', async () => {
    const scripted = scriptedGateway();
    const { commandId, cardId } = await overdueReservation();
    expect(await sweepOverdueReservations(depsWith(scripted.gateway))).toBe(0);
    expect((await stateOf(commandId)).state).toBe('acknowledged');
    expect(await usesLeft(cardId)).toBe(2);

    scripted.setCaughtUp(true);
    expect(await sweepOverdueReservations(depsWith(scripted.gateway))).toBe(1);
    expect((await stateOf(commandId)).state).toBe('released');
    expect(await usesLeft(cardId)).toBe(3);
  });

  it('waits for the catch-up, and settles a done the broker kept instead of releasing it', async () => {
    const scripted = scriptedGateway();
    const deps = depsWith(scripted.gateway);
    const runner = new DispenseRunner(deps, scripted.gateway);
    try {
      const { commandId, cardId, dispenserId } = await overdueReservation();
      const sweep = sweepOverdueReservations(deps, { waitMs: 600_000 });
      // What the broker kept arrives, then the session has caught up.
      await scripted.report({ commandId, kind: 'done' });
      scripted.setCaughtUp(true);
      expect(await sweep).toBe(0);
      expect((await stateOf(commandId)).state).toBe('settled');
      expect(await usesLeft(cardId)).toBe(2);
      expect(await eventsOf(dispenserId)).toEqual(['dispensed']);
    } finally {
      await runner.close();
    }
  });

  it('gives up the wait when the job is stopped, leaving the reservation open', async () => {
    const scripted = scriptedGateway();
    const { commandId } = await overdueReservation();
    const abort = new AbortController();
    const sweep = sweepOverdueReservations(depsWith(scripted.gateway), {
      waitMs: 600_000,
      signal: abort.signal,
    });
    abort.abort();
    expect(await sweep).toBe(0);
    expect((await stateOf(commandId)).state).toBe('acknowledged');
  });

  it('never releases in a process that has a broker but no gateway to hear it', async () => {
    const { commandId } = await overdueReservation();
    expect(await sweepOverdueReservations(depsWith(undefined))).toBe(0);
    expect((await stateOf(commandId)).state).toBe('acknowledged');
  });
});

describe('a done after the release', () => {
  it('is recorded once as late (error log, dispensed event) and charges nothing', async () => {
    const errors: { fields: unknown; message: string }[] = [];
    const deps = depsWith(undefined, { log: recordingLog(errors) });
    const { commandId, cardId, dispenserId } = await overdueReservation();
    expect(await applyReservationEvent(deps, commandId, 'timeout')).toBe('released');
    const releasedAt = (await stateOf(commandId)).closedAt;
    expect(await usesLeft(cardId)).toBe(3);

    expect(await applyReservationEvent(deps, commandId, 'done')).toBe('late_done');
    // Heard again (a redelivery, another instance): nothing more.
    expect(await applyReservationEvent(deps, commandId, 'done')).toBe('late_done');
    expect(await applyReservationEvent(deps, commandId, 'sweep')).toBe('late_done');

    const row = await stateOf(commandId);
    expect(row.state).toBe('late_done');
    expect(row.closedAt).toEqual(releasedAt);
    expect(await usesLeft(cardId)).toBe(3);
    expect(await eventsOf(dispenserId)).toEqual(['dispensed', 'failed']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      fields: { commandId, dispenserId, balls: 25, payment: 'voucher' },
      message: expect.stringContaining('without charge'),
    });
  });
});

describe('the runner at its deadline', () => {
  it('leaves the reservation open while the gateway has not caught up, and releases when it has', async () => {
    const config = { ...t.config, MQTT_URL: 'mqtt://127.0.0.1:1883', DISPENSE_TIMEOUT_MS: 100 };
    for (const caughtUp of [false, true]) {
      const scripted = scriptedGateway();
      scripted.setCaughtUp(caughtUp);
      const deps = depsWith(scripted.gateway, { config });
      const runner = new DispenseRunner(deps, scripted.gateway);
      try {
        const { commandId, cardId } = await overdueReservation();
        await t.database.db
          .update(rangeReservations)
          .set({ state: 'reserved' })
          .where(eq(rangeReservations.commandId, commandId));
        const state = await runner.run({ commandId, topic: 'clubs/x/dispensers/y', balls: 25 });
        expect(scripted.sent).toContain(commandId);
        expect(state).toBe(caughtUp ? 'released' : 'commanded');
        expect((await stateOf(commandId)).state).toBe(state);
        expect(await usesLeft(cardId)).toBe(caughtUp ? 3 : 2);
      } finally {
        await runner.close();
      }
    }
  });
});
