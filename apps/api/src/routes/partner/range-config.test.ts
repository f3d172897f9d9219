import { createDispenser } from '@golfwallet/core/contracts/partner/create-dispenser';
import { getRange } from '@golfwallet/core/contracts/partner/get-range';
import { setDispenserEnabled } from '@golfwallet/core/contracts/partner/set-dispenser-enabled';
import { updateDispenser } from '@golfwallet/core/contracts/partner/update-dispenser';
import { updateRangeSettings } from '@golfwallet/core/contracts/partner/update-range-settings';
import { dispense } from '@golfwallet/core/contracts/range/dispense';
import { listDispensers } from '@golfwallet/core/contracts/range/list-dispensers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, refusal, type TestApp, type TestUser } from '../../../test/helper';
import { createDispenserSimulator } from '../../adapters/dispenser/dispenser-simulator';
import { dispenseEvents, partnerAudit, rangeReservations } from '../../db/schema/index';
import { insertDispenser, insertRangeCard } from '../../../test/builders/range.factory';
import { insertClub } from '../../../test/builders/voucher.factory';
import { createTestStaff, type TestStaff } from '../../../test/builders/partner';

/**
 * The portal's driving-range page (issue 15): the club's limits and its dispensers, added, renamed,
 * given basket sizes, switched off and on, with status and last dispense; what golfers then see;
 * roles; and club B never reaching club A's dispensers.
 */

const gateway = createDispenserSimulator({ delayMs: 5 });
const AT_CLUB = { latitude: 55.6761, longitude: 12.5683 };
const NOW = new Date('2026-06-10T10:00:00Z');

let t: TestApp;
let golfer: TestUser;
let clubA: number;
let clubB: number;
let ownerA: TestStaff;
let deskA: TestStaff;
let ownerB: TestStaff;

beforeAll(async () => {
  t = await createTestApp({ dispenser: gateway, env: { DISPENSE_TIMEOUT_MS: '600' } });
  t.clock.set(NOW);
  golfer = await createTestUser(t);
  clubA = (await insertClub(t, AT_CLUB)).id;
  clubB = (await insertClub(t, AT_CLUB)).id;
  ownerA = await createTestStaff(t, [{ clubId: clubA, role: 'owner' }]);
  deskA = await createTestStaff(t, [{ clubId: clubA, role: 'desk' }]);
  ownerB = await createTestStaff(t, [{ clubId: clubB, role: 'owner' }]);
});
afterAll(async () => t.close());

const basket = (balls: number, price_minor = 2500, max_per_day = 5) => ({ balls, price_minor, max_per_day });

/** The portal's typed client as a staff member, in English unless told. */
const portal = (staff: TestStaff, language = 'en') => t.api({ token: staff.token, language });

/** Adds a dispenser (the client checks its 201). */
function create(staff: TestStaff, name: string, baskets = [basket(30), basket(60, 4000)]) {
  return portal(staff)(createDispenser, { body: { name, baskets } });
}

function golferView(clubId: number) {
  return t.api({ token: golfer.token })(listDispensers, { params: { club_id: clubId } });
}

/** "status code" of a refused portal call. */
async function refused(call: Promise<unknown>) {
  const error = await refusal(call);
  return `${error.status} ${error.code}`;
}

describe('adding a dispenser', () => {
  it('gives it a topic per club and dispenser, its baskets in order, and golfers see it', async () => {
    const made = await create(ownerA, '  Automat Syd  ');
    expect(made).toMatchObject({
      name: 'Automat Syd',
      enabled: true,
      status: 'ready',
      topic: `clubs/${clubA}/dispensers/${made.dispenser_id}`,
      last_dispensed_at: null,
      dispensed_today: 0,
    });
    expect(made.baskets.map((b) => [b.balls, b.price_minor])).toEqual([
      [30, 2500],
      [60, 4000],
    ]);
    const seen = (await golferView(clubA)).dispensers.find((d) => d.dispenser_id === made.dispenser_id);
    expect(seen?.baskets.map((b) => b.balls)).toEqual([30, 60]);
    const [audit] = await t.database.db
      .select()
      .from(partnerAudit)
      .where(eq(partnerAudit.action, 'dispenser_created'));
    expect(audit).toMatchObject({ clubId: clubA, staffId: ownerA.id, subject: 'Automat Syd' });
  });

  it('refuses five baskets, a size twice and a missing name with field errors in the caller’s language', async () => {
    const five = await refusal(
      portal(ownerA)(createDispenser, {
        body: { name: 'X', baskets: [10, 20, 30, 40, 50].map((b) => basket(b)) },
      }),
    );
    expect(five.status).toBe(422);
    expect(five.fields).toEqual([{ field: 'baskets', message: 'At most 4 basket sizes' }]);
    const twice = await refusal(
      portal(ownerA, 'da')(createDispenser, { body: { name: '', baskets: [basket(30), basket(30)] } }),
    );
    expect(twice.status).toBe(422);
    const fields = twice.fields.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'baskets.1.balls']));
    expect(twice.fields.find((f) => f.field === 'baskets.1.balls')!.message).toBe(
      'Samme kurvestørrelse to gange',
    );
  });
});

describe('changing a dispenser', () => {
  it('renames it and replaces its baskets; a removed basket’s past dispenses stay', async () => {
    const made = await create(ownerA, 'Automat 7', [basket(30), basket(60), basket(90)]);
    const removed = made.baskets[2]!;
    const card = await insertRangeCard(t, golfer.id, clubA, 5);
    await t.api({ token: golfer.token })(dispense, {
      body: {
        ...AT_CLUB,
        dispenser_id: made.dispenser_id,
        basket_id: removed.basket_id,
        voucher_id: card.id,
      },
    }); // 200, checked by the client

    const res = await portal(ownerA)(updateDispenser, {
      params: { id: made.dispenser_id },
      body: { name: 'Automat 7 (tee 1)', baskets: [basket(35, 3000, 4)] },
    });
    expect(res).toMatchObject({ name: 'Automat 7 (tee 1)', dispensed_today: 1 });
    expect(res.last_dispensed_at).toBe(NOW.toISOString());
    expect(res.baskets).toEqual([
      { basket_id: made.baskets[0]!.basket_id, balls: 35, price_minor: 3000, max_per_day: 4 },
    ]);
    const [reservation] = await t.database.db
      .select()
      .from(rangeReservations)
      .where(eq(rangeReservations.dispenserId, made.dispenser_id));
    expect(reservation).toMatchObject({ basketId: null, balls: 90, state: 'settled' });
  });

  it('switched off, golfers no longer see it nor dispense from it; switched on, they do again', async () => {
    const made = await create(ownerA, 'Automat 8');
    const card = await insertRangeCard(t, golfer.id, clubA, 5);
    const off = await portal(ownerA)(setDispenserEnabled, {
      params: { id: made.dispenser_id },
      body: { enabled: false },
    });
    expect(off.enabled).toBe(false);
    expect((await golferView(clubA)).dispensers.map((d) => d.dispenser_id)).not.toContain(made.dispenser_id);
    const notReady = await refusal(
      t.api({ token: golfer.token, language: 'en' })(dispense, {
        body: {
          ...AT_CLUB,
          dispenser_id: made.dispenser_id,
          basket_id: made.baskets[0]!.basket_id,
          voucher_id: card.id,
        },
      }),
    );
    expect(notReady.code).toBe('DISPENSER_NOT_READY');
    // The owner still sees it, switched off.
    const list = await portal(ownerA)(getRange);
    expect(list.dispensers.find((d) => d.dispenser_id === made.dispenser_id)).toMatchObject({
      enabled: false,
    });
    await portal(ownerA)(setDispenserEnabled, { params: { id: made.dispenser_id }, body: { enabled: true } });
    expect((await golferView(clubA)).dispensers.map((d) => d.dispenser_id)).toContain(made.dispenser_id);
  });

  it('shows the last failed dispense', async () => {
    const { dispenser } = await insertDispenser(t, clubA);
    const failedAt = new Date(NOW.getTime() - 3_600_000);
    await t.database.db
      .insert(dispenseEvents)
      .values({ dispenserId: dispenser.id, userId: golfer.id, balls: 30, status: 'failed', at: failedAt });
    const list = await portal(deskA)(getRange);
    expect(list.dispensers.find((d) => d.dispenser_id === dispenser.id)).toMatchObject({
      last_failed_at: failedAt.toISOString(),
      last_dispensed_at: null,
      dispensed_today: 0,
    });
  });
});

describe('the club’s limits', () => {
  it('are set by the owner and shown to golfers', async () => {
    const res = await portal(ownerA)(updateRangeSettings, { body: { max_per_day: 7, window_minutes: 20 } });
    expect(res).toMatchObject({ max_per_day: 7, window_minutes: 20, currency: 'DKK' });
    expect(await golferView(clubA)).toMatchObject({ max_per_day: 7, window_minutes: 20 });
  });

  it('refuses a window over a day', async () => {
    const res = await refusal(
      portal(ownerA)(updateRangeSettings, { body: { max_per_day: 7, window_minutes: 1441 } }),
    );
    expect(res.status).toBe(422);
    expect(res.fields.map((f) => f.field)).toEqual(['window_minutes']);
  });
});

describe('roles and clubs', () => {
  it('lets the desk look but not change', async () => {
    await portal(deskA)(getRange); // 200, checked by the client
    const made = await create(ownerA, 'Automat 9');
    const desk = portal(deskA);
    const attempts = [
      desk(createDispenser, { body: { name: 'Desk', baskets: [basket(30)] } }),
      desk(updateDispenser, {
        params: { id: made.dispenser_id },
        body: { name: 'Desk', baskets: [basket(30)] },
      }),
      desk(setDispenserEnabled, { params: { id: made.dispenser_id }, body: { enabled: false } }),
      desk(updateRangeSettings, { body: { max_per_day: 1, window_minutes: 0 } }),
    ];
    for (const res of await Promise.all(attempts.map(refused))) {
      expect(res).toBe('403 STAFF_ROLE_FORBIDDEN');
    }
  });

  it('never lets club B see or change club A’s dispensers', async () => {
    const made = await create(ownerA, 'Automat A');
    const clubBPortal = portal(ownerB);
    const listB = await clubBPortal(getRange);
    expect(listB.dispensers).toEqual([]);
    const rename = await refused(
      clubBPortal(updateDispenser, {
        params: { id: made.dispenser_id },
        body: { name: 'Taken', baskets: [basket(10)] },
      }),
    );
    const off = await refused(
      clubBPortal(setDispenserEnabled, { params: { id: made.dispenser_id }, body: { enabled: false } }),
    );
    expect(rename).toBe('404 DISPENSER_NOT_FOUND');
    expect(off).toBe('404 DISPENSER_NOT_FOUND');
    const listA = await portal(ownerA)(getRange);
    expect(listA.dispensers.find((d) => d.dispenser_id === made.dispenser_id)).toMatchObject({
      name: 'Automat A',
      enabled: true,
      baskets: made.baskets,
    });
    // B's own settings do not touch A's.
    await clubBPortal(updateRangeSettings, { body: { max_per_day: 2, window_minutes: 0 } });
    expect((await golferView(clubA)).max_per_day).not.toBe(2);
  });
});
