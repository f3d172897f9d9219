import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, clubShopSettings, clubs, products } from '../../db/schema/index';

export async function findCartLines(db: DbOrTx, userId: number) {
  return db
    .select({ item: cartItems, product: products, clubName: clubs.name })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(clubs, eq(clubs.id, products.clubId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
}

/** Sets a product's quantity in the cart (insert or replace). */
export async function upsertCartItem(db: DbOrTx, userId: number, productId: number, quantity: number) {
  await db
    .insert(cartItems)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId], set: { quantity } });
}

export async function deleteCartItem(db: DbOrTx, userId: number, productId: number) {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
}

/** The club of the products already in the cart, if any. */
export async function cartClubId(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ clubId: products.clubId })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .limit(1);
  return row?.clubId ?? null;
}

export interface ShopSettings {
  acceptsPoints: boolean;
  acceptsBallMoney: boolean;
  vatRateBp: number;
}

/** A club's shop settings; clubs without a row take points and ball money at 25 % VAT. */
export async function shopSettingsOf(db: DbOrTx, clubId: number): Promise<ShopSettings> {
  const [row] = await db.select().from(clubShopSettings).where(eq(clubShopSettings.clubId, clubId));
  return row ?? { acceptsPoints: true, acceptsBallMoney: true, vatRateBp: 2500 };
}

/** The currency a club sells in (its products'), DKK when it has none. */
export async function clubCurrency(db: DbOrTx, clubId: number): Promise<string> {
  const [row] = await db
    .select({ currency: sql<string>`min(${products.currency})` })
    .from(products)
    .where(eq(products.clubId, clubId));
  return row?.currency ?? 'DKK';
}
