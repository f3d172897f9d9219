import { createProduct } from '@golfwallet/core/contracts/partner/create-product';
import { deskLookup } from '@golfwallet/core/contracts/partner/desk-lookup';
import { deskRedeem } from '@golfwallet/core/contracts/partner/desk-redeem';
import { getProduct } from '@golfwallet/core/contracts/partner/get-product';
import { getRange } from '@golfwallet/core/contracts/partner/get-range';
import { issueVoucher } from '@golfwallet/core/contracts/partner/issue-voucher';
import { listProducts } from '@golfwallet/core/contracts/partner/list-products';
import { listRedemptions } from '@golfwallet/core/contracts/partner/list-redemptions';
import { setDispenserEnabled } from '@golfwallet/core/contracts/partner/set-dispenser-enabled';
import { setProductStatus } from '@golfwallet/core/contracts/partner/set-product-status';
import { undoRedemption } from '@golfwallet/core/contracts/partner/undo-redemption';
import { updateDispenser } from '@golfwallet/core/contracts/partner/update-dispenser';
import { updateProduct } from '@golfwallet/core/contracts/partner/update-product';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispenserBaskets, dispensers, products, redemptions, vouchers } from '../../src/db/schema/index';
import { insertDispenser } from '../builders/range.factory';
import { createTestStaff, productBody, type TestStaff } from '../builders/partner';
import { insertClub, insertVoucher } from '../builders/voucher.factory';
import { createTestApp, createTestUser, refusal, type TestApp } from '../helper';

/**
 * Tenant isolation of the club portal (issue 12), with ids guessed and swapped (fast-check): staff
 * of one club naming another club's product, redemption or voucher get "not found", and the
 * object is unchanged.
 */

let t: TestApp;
let golferEmail: string;
const clubs: Record<'a' | 'b', { id: number; owner: TestStaff; desk: TestStaff }> = {} as never;
const objects: Record<
  'a' | 'b',
  {
    products: number[];
    redemptions: number[];
    vouchers: { id: number; number: string }[];
    dispensers: number[];
  }
> = {
  a: { products: [], redemptions: [], vouchers: [], dispensers: [] },
  b: { products: [], redemptions: [], vouchers: [], dispensers: [] },
};

beforeAll(async () => {
  t = await createTestApp();
  const golfer = await createTestUser(t);
  golferEmail = golfer.email;
  for (const key of ['a', 'b'] as const) {
    const id = (await insertClub(t)).id;
    clubs[key] = {
      id,
      owner: await createTestStaff(t, [{ clubId: id, role: 'owner' }]),
      desk: await createTestStaff(t, [{ clubId: id, role: 'desk' }]),
    };
    for (let i = 0; i < 3; i++) {
      const made = await t.api({ token: clubs[key].owner.token })(createProduct, {
        body: productBody({ restrictions: {}, uses: null }),
      });
      objects[key].products.push(made.product_id);
      const voucher = await insertVoucher(t, {
        userId: golfer.id,
        clubId: id,
        usesTotal: null,
        usesLeft: null,
      });
      objects[key].vouchers.push({ id: voucher.id, number: voucher.voucherNumber });
      const redeemed = await t.api({ token: clubs[key].desk.token })(deskRedeem, {
        body: { voucher_id: voucher.id },
      });
      objects[key].redemptions.push(redeemed.redemption_id);
      objects[key].dispensers.push((await insertDispenser(t, id)).dispenser.id);
    }
  }
});
afterAll(async () => t.close());

async function snapshot(kind: 'product' | 'redemption' | 'voucher' | 'dispenser', id: number) {
  if (kind === 'dispenser')
    return JSON.stringify([
      await t.database.db.select().from(dispensers).where(eq(dispensers.id, id)),
      await t.database.db.select().from(dispenserBaskets).where(eq(dispenserBaskets.dispenserId, id)),
    ]);
  if (kind === 'product')
    return JSON.stringify(await t.database.db.select().from(products).where(eq(products.id, id)));
  if (kind === 'voucher')
    return JSON.stringify(await t.database.db.select().from(vouchers).where(eq(vouchers.id, id)));
  return JSON.stringify(await t.database.db.select().from(redemptions).where(eq(redemptions.id, id)));
}

/** An id of the other club (swapped) or a guess, never one of the caller's own club. */
const target = (own: number[], theirs: number[]) =>
  fc
    .oneof(
      fc.constantFrom(...theirs),
      fc.integer({ min: 1, max: 2_147_483_647 }),
      fc.integer({ min: 1, max: 5_000 }),
    )
    .filter((id) => !own.includes(id));

const OPERATIONS = [
  {
    name: 'GET /partner/products/:id',
    kind: 'product' as const,
    ids: (k: 'a' | 'b') => objects[k].products,
    call: (token: string, id: number) => t.api({ token })(getProduct, { params: { id } }),
    notFound: 'PARTNER_PRODUCT_NOT_FOUND',
  },
  {
    name: 'PUT /partner/products/:id',
    kind: 'product' as const,
    ids: (k: 'a' | 'b') => objects[k].products,
    call: (token: string, id: number) =>
      t.api({ token })(updateProduct, { params: { id }, body: productBody({ name: 'Stolen' }) }),
    notFound: 'PARTNER_PRODUCT_NOT_FOUND',
  },
  {
    name: 'POST /partner/products/:id/status',
    kind: 'product' as const,
    ids: (k: 'a' | 'b') => objects[k].products,
    call: (token: string, id: number) =>
      t.api({ token })(setProductStatus, { params: { id }, body: { status: 'ended' } }),
    notFound: 'PARTNER_PRODUCT_NOT_FOUND',
  },
  {
    name: 'POST /partner/issue',
    kind: 'product' as const,
    ids: (k: 'a' | 'b') => objects[k].products,
    call: (token: string, id: number) =>
      t.api({ token })(issueVoucher, { body: { product_id: id, email: golferEmail } }),
    notFound: 'PARTNER_PRODUCT_NOT_FOUND',
  },
  {
    name: 'POST /partner/desk/redeem',
    kind: 'voucher' as const,
    ids: (k: 'a' | 'b') => objects[k].vouchers.map((v) => v.id),
    call: (token: string, id: number) => t.api({ token })(deskRedeem, { body: { voucher_id: id } }),
    notFound: 'VOUCHER_NOT_FOUND',
  },
  {
    name: 'DELETE /partner/redemptions/:id',
    kind: 'redemption' as const,
    ids: (k: 'a' | 'b') => objects[k].redemptions,
    call: (token: string, id: number) => t.api({ token })(undoRedemption, { params: { id } }),
    notFound: 'REDEMPTION_NOT_FOUND',
  },
  {
    name: 'PUT /partner/range/dispensers/:id',
    kind: 'dispenser' as const,
    ids: (k: 'a' | 'b') => objects[k].dispensers,
    call: (token: string, id: number) =>
      t.api({ token })(updateDispenser, {
        params: { id },
        body: { name: 'Stolen', baskets: [{ balls: 10, price_minor: 0, max_per_day: 50 }] },
      }),
    notFound: 'DISPENSER_NOT_FOUND',
  },
  {
    name: 'POST /partner/range/dispensers/:id/enabled',
    kind: 'dispenser' as const,
    ids: (k: 'a' | 'b') => objects[k].dispensers,
    call: (token: string, id: number) =>
      t.api({ token })(setDispenserEnabled, { params: { id }, body: { enabled: false } }),
    notFound: 'DISPENSER_NOT_FOUND',
  },
];

/** "<status> <code>" a typed call was refused with; fails the test when it is answered. */
async function refusedWith(call: Promise<unknown>) {
  const error = await refusal(call);
  return `${error.status} ${error.code}`;
}

describe('partner isolation with guessed and swapped ids', () => {
  it.each(OPERATIONS)('$name answers not found for any id of another club', async (op) => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<'a' | 'b'>('a', 'b'),
        fc.constantFrom<'owner' | 'desk'>('owner', 'desk'),
        fc.context(),
        async (club, role, ctx) => {
          const other = club === 'a' ? 'b' : 'a';
          const id = fc.sample(target(op.ids(club), op.ids(other)), 1)[0]!;
          ctx.log(`${club}/${role} → ${id}`);
          const staff = clubs[club][role];
          const before = await snapshot(op.kind, id);
          const res = await refusedWith(op.call(staff.token, id));
          if (role === 'desk' && op.kind === 'product' && op.name !== 'GET /partner/products/:id') {
            // The desk may not change products at all: refused before any lookup.
            expect(res).toMatch(/ STAFF_ROLE_FORBIDDEN$/);
          } else if (role === 'desk' && (op.name === 'POST /partner/issue' || op.kind === 'dispenser')) {
            expect(res).toMatch(/ STAFF_ROLE_FORBIDDEN$/);
          } else {
            expect(res).toBe(`404 ${op.notFound}`);
          }
          expect(await snapshot(op.kind, id)).toBe(before);
        },
      ),
      { numRuns: Number(process.env.GUESS_RUNS ?? 25) },
    );
  });

  it('looks up no voucher number of another club', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<'a' | 'b'>('a', 'b'), fc.nat(2), async (club, pick) => {
        const other = club === 'a' ? 'b' : 'a';
        const res = await refusedWith(
          t.api({ token: clubs[club].desk.token })(deskLookup, {
            params: { number: objects[other].vouchers[pick]!.number },
          }),
        );
        expect(res).toBe('404 VOUCHER_NOT_FOUND');
      }),
      { numRuns: 12 },
    );
  });

  it('lists only the caller’s club', async () => {
    for (const club of ['a', 'b'] as const) {
      const other = club === 'a' ? 'b' : 'a';
      const owner = t.api({ token: clubs[club].owner.token });
      const ids = (await owner(listProducts)).items.map((p) => p.product_id);
      expect(ids).toEqual(expect.arrayContaining(objects[club].products));
      expect(ids.filter((id) => objects[other].products.includes(id))).toEqual([]);
      const rids = (await owner(listRedemptions)).items.map((r) => r.redemption_id);
      expect(rids.filter((id) => objects[other].redemptions.includes(id))).toEqual([]);
      const range = await t.api({ token: clubs[club].desk.token })(getRange);
      const dids = range.dispensers.map((d) => d.dispenser_id);
      expect(dids).toEqual(objects[club].dispensers);
    }
  });
});
