import type { TestApp } from '../helper';
import { clubs, departments, orders, products, vouchers } from '../../src/db/schema/index';

/**
 * Test data of our own, so voucher tests never depend on what the seed holds. Every call makes
 * fresh rows with unique names and numbers.
 */

let counter = 0;
const unique = () => `${process.pid}${Date.now().toString(36)}${(counter++).toString(36)}`.toUpperCase();

const DAY_MS = 86_400_000;

export async function insertClub(t: TestApp, overrides: Partial<typeof clubs.$inferInsert> = {}) {
  const [club] = await t.database.db
    .insert(clubs)
    .values({
      name: `Testklub ${unique()}`,
      countryCode: 'DK',
      latitude: 55.6761,
      longitude: 12.5683,
      timezone: 'Europe/Copenhagen',
      selfRedeemRadiusM: 500,
      ...overrides,
    })
    .returning();
  return club!;
}

export async function insertDepartment(t: TestApp, clubId: number, name = 'Shop') {
  const [department] = await t.database.db.insert(departments).values({ clubId, name }).returning();
  return department!;
}

export type VoucherValues = Partial<typeof vouchers.$inferInsert> & { clubId: number };

export async function insertVoucher(t: TestApp, values: VoucherValues) {
  const now = t.clock.now();
  const [voucher] = await t.database.db
    .insert(vouchers)
    .values({
      voucherNumber: `GW${unique()}`,
      name: 'Greenfee 18 huller',
      productName: 'Greenfee',
      type: 'personal',
      category: 'voucher',
      value: '350',
      reductionType: 'setprice',
      currency: 'DKK',
      pricePaidMinor: 35_000,
      validFrom: new Date(now.getTime() - DAY_MS),
      validTo: new Date(now.getTime() + 365 * DAY_MS),
      usesTotal: 1,
      usesLeft: 1,
      ...values,
    })
    .returning();
  return voucher!;
}

/** Several identical vouchers of one order (same order and product), as a shop purchase makes them. */
export async function insertVouchers(t: TestApp, count: number, values: VoucherValues) {
  const made = [];
  for (let i = 0; i < count; i++) made.push(await insertVoucher(t, values));
  return made;
}

/** An order with one product at a club, for vouchers that belong together (the list groups them). */
export async function insertOrder(t: TestApp, userId: number, clubId: number) {
  const [product] = await t.database.db
    .insert(products)
    .values({
      clubId,
      name: 'Greenfee',
      type: 'personal',
      value: '350',
      reductionType: 'setprice',
      priceMinor: 35_000,
    })
    .returning({ id: products.id });
  const [order] = await t.database.db
    .insert(orders)
    .values({ userId, clubId, status: 'paid', totalMinor: 35_000 })
    .returning({ id: orders.id });
  return { orderId: order!.id, productId: product!.id };
}
