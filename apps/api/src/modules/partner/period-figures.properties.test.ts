import { addVoucherFigures, emptyFigures, type PeriodFigures } from '@golfwallet/core/domain/period-figures';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../../test/helper';
import { insertClub, insertVoucher } from '../../../test/builders/voucher.factory';
import { orders, products, redemptions } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { usesPerDepartment } from './period-departments.repository';
import { periodFigures } from './period-report.repository';
import { periodBounds, periodVoucherFacts } from './period-report.service';

/**
 * The overview's figures are computed by the database (periodFigures, for speed: issue #35's bench)
 * and must equal core's own rules (domain/period-figures.ts, addVoucherFigures) on the same vouchers:
 * random clubs of vouchers — sold or given, with or without a use count, some withdrawn, some
 * expired, redeemed at random instants — and a random period; every figure of every product must
 * agree, and the redemptions per department must add up to the same total. PERIOD_FIGURE_RUNS sets the count (the soak runs more); a failure prints fast-check's seed.
 */
const RUNS = Number(process.env.PERIOD_FIGURE_RUNS ?? 15);
const DAY = 86_400_000;
const ZONE = 'Europe/Copenhagen';
/** The clock's now: 2026-11-15 12:00 UTC; vouchers and periods fall around it. */
const NOW = Date.parse('2026-11-15T12:00:00Z');

let t: TestApp;
let golfer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(NOW));
  golfer = await createTestUser(t);
});
afterAll(async () => t.close());

const voucherArb = fc.record({
  product: fc.constantFrom(0, 1, null),
  sold: fc.boolean(),
  priceMinor: fc.integer({ min: 1, max: 100_000 }),
  usesTotal: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
  /** Issued this many hours before NOW (negative: after). */
  issuedHoursAgo: fc.integer({ min: -24 * 20, max: 24 * 90 }),
  validHours: fc.integer({ min: 1, max: 24 * 120 }),
  /** Withdrawn this many hours after the issue (a refunded order), or not. */
  withdrawnAfterHours: fc.option(fc.integer({ min: 0, max: 24 * 60 }), { nil: null }),
  /** Redemptions, hours after the issue. */
  redeemedAfterHours: fc.array(fc.integer({ min: 0, max: 24 * 100 }), { maxLength: 5 }),
});

const periodArb = fc
  .record({ startDaysAgo: fc.integer({ min: -10, max: 100 }), days: fc.integer({ min: 1, max: 60 }) })
  .map(({ startDaysAgo, days }) => {
    const from = new Date(NOW - startDaysAgo * DAY).toISOString().slice(0, 10);
    const to = new Date(NOW - startDaysAgo * DAY + (days - 1) * DAY).toISOString().slice(0, 10);
    return { from, to };
  });

type VoucherCase = typeof voucherArb extends fc.Arbitrary<infer T> ? T : never;

async function build(cases: VoucherCase[]) {
  const club = (await insertClub(t)).id;
  const productIds = [];
  for (const name of ['Klippekort', 'Greenfee']) {
    const [row] = await t.database.db
      .insert(products)
      .values({ clubId: club, name, type: 'personal', value: '0', reductionType: 'setprice', priceMinor: 1 })
      .returning({ id: products.id });
    productIds.push(row!.id);
  }
  for (const c of cases) {
    const issuedAt = new Date(NOW - c.issuedHoursAgo * 3_600_000);
    const withdrawnAt =
      c.sold && c.withdrawnAfterHours !== null
        ? new Date(issuedAt.getTime() + c.withdrawnAfterHours * 3_600_000)
        : null;
    let orderId: number | null = null;
    if (c.sold) {
      const [order] = await t.database.db
        .insert(orders)
        .values({
          userId: golfer.id,
          clubId: club,
          status: withdrawnAt ? 'refunded' : 'paid',
          totalMinor: c.priceMinor,
          cardMinor: c.priceMinor,
          createdAt: issuedAt,
          paidAt: issuedAt,
          refundedAt: withdrawnAt,
        })
        .returning({ id: orders.id });
      orderId = order!.id;
    }
    const usable = c.usesTotal === null ? c.redeemedAfterHours : c.redeemedAfterHours.slice(0, c.usesTotal);
    const voucher = await insertVoucher(t, {
      userId: golfer.id,
      clubId: club,
      productId: c.product === null ? null : productIds[c.product]!,
      orderId,
      pricePaidMinor: c.priceMinor,
      usesTotal: c.usesTotal,
      usesLeft: c.usesTotal === null ? null : c.usesTotal - usable.length,
      active: withdrawnAt === null,
      createdAt: issuedAt,
      validFrom: issuedAt,
      validTo: new Date(issuedAt.getTime() + c.validHours * 3_600_000),
    });
    for (const hours of usable) {
      await t.database.db.insert(redemptions).values({
        voucherId: voucher.id,
        userId: golfer.id,
        clubId: club,
        method: 'staff',
        redeemedAt: new Date(issuedAt.getTime() + hours * 3_600_000),
      });
    }
  }
  return club;
}

const deps = (): Deps => ({ db: t.database.db, config: t.config, now: t.clock.now, log: t.app.log }) as Deps;

/** Core's figures per product, from the facts of the period's vouchers. */
async function coreFigures(club: number, period: { from: string; to: string }) {
  const bounds = periodBounds(period, ZONE);
  const facts = await periodVoucherFacts(deps(), club, bounds);
  const byProduct = new Map<number | null, PeriodFigures>();
  for (const voucher of facts) {
    const figures = byProduct.get(voucher.productId) ?? emptyFigures();
    addVoucherFigures(figures, voucher, bounds.from.getTime(), bounds.to.getTime());
    byProduct.set(voucher.productId, figures);
  }
  return byProduct;
}

describe('the overview’s figures computed by the database', () => {
  it('equal core’s period figures for random vouchers and periods', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(voucherArb, { minLength: 1, maxLength: 8 }),
        periodArb,
        async (cases, period) => {
          const club = await build(cases);
          const expected = await coreFigures(club, period);
          const computed = await periodFigures(t.database.db, club, periodBounds(period, ZONE), ZONE);
          const actual = new Map(
            computed.products.map((row) => [row.productId, { ...emptyFigures(), ...row.figures }]),
          );
          // A product whose vouchers add nothing may be left out by one side: compare the others.
          const nonZero = (map: Map<number | null, PeriodFigures>) =>
            new Map([...map].filter(([, figures]) => Object.values(figures).some((value) => value !== 0)));
          expect(nonZero(actual)).toEqual(nonZero(expected));
          // The redemptions per department (a statement of its own) add up to the same total.
          const departments = await usesPerDepartment(t.database.db, club, periodBounds(period, ZONE));
          const sum = (pick: (f: PeriodFigures) => number) =>
            [...expected.values()].reduce((total, figures) => total + pick(figures), 0);
          expect({
            redemptions: departments.reduce((total, row) => total + row.redemptions, 0),
            uses: departments.reduce((total, row) => total + row.usesUsed, 0),
            usedMinor: departments.reduce((total, row) => total + row.usedMinor, 0),
          }).toEqual({
            redemptions: sum((f) => f.redemptions),
            uses: sum((f) => f.uses_used),
            usedMinor: sum((f) => f.used_minor),
          });
        },
      ),
      { numRuns: RUNS },
    );
  });
});
