import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, products } from '../../db/schema/index';

export type ProductRow = typeof products.$inferSelect;
export type ProductWithClub = { product: ProductRow; clubName: string };

/** Products on sale now: active, limited offer not ended, stock not sold out. */
export function onSale(now: Date) {
  return and(
    eq(products.active, true),
    or(isNull(products.limitedUntil), gt(products.limitedUntil, now)),
    or(isNull(products.stockLeft), gt(products.stockLeft, 0)),
  );
}

export async function findShopClubs(db: DbOrTx, search: string | undefined, now: Date) {
  const pattern = search ? `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select({
      id: clubs.id,
      name: clubs.name,
      city: clubs.city,
      logoUrl: clubs.logoUrl,
      productCount: sql<number>`count(${products.id})::int`,
    })
    .from(clubs)
    .innerJoin(products, and(eq(products.clubId, clubs.id), onSale(now)))
    .where(
      pattern
        ? sql`(${clubs.nameSort} like ${pattern} or lower(coalesce(${clubs.city}, '')) like ${pattern})`
        : undefined,
    )
    .groupBy(clubs.id)
    .orderBy(asc(clubs.nameSort));
}

export async function findClubProducts(db: DbOrTx, clubId: number, now: Date): Promise<ProductWithClub[]> {
  return db
    .select({ product: products, clubName: clubs.name })
    .from(products)
    .innerJoin(clubs, eq(clubs.id, products.clubId))
    .where(and(eq(products.clubId, clubId), onSale(now)))
    .orderBy(asc(products.priceMinor), asc(products.id));
}

export async function findProduct(db: DbOrTx, productId: number): Promise<ProductWithClub | undefined> {
  const [row] = await db
    .select({ product: products, clubName: clubs.name })
    .from(products)
    .innerJoin(clubs, eq(clubs.id, products.clubId))
    .where(eq(products.id, productId));
  return row;
}
