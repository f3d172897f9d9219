import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { departments, products } from '../../db/schema/index';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'clubId'>;

/** Every query names the club: a product of another club is never found. */
export async function listClubProducts(db: DbOrTx, clubId: number) {
  return db.select().from(products).where(eq(products.clubId, clubId)).orderBy(desc(products.id));
}

export async function findClubProduct(db: DbOrTx, clubId: number, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.clubId, clubId), eq(products.id, id)))
    .limit(1);
  return row;
}

/** The product, locked until the transaction ends (edits, status changes and issues queue here). */
export async function lockClubProduct(db: DbOrTx, clubId: number, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.clubId, clubId), eq(products.id, id)))
    .for('update');
  return row;
}

export async function insertProduct(db: DbOrTx, clubId: number, values: ProductValues) {
  const [row] = await db
    .insert(products)
    .values({ ...values, clubId })
    .returning();
  return row!;
}

export async function updateClubProduct(
  db: DbOrTx,
  clubId: number,
  id: number,
  values: Partial<ProductValues>,
) {
  const [row] = await db
    .update(products)
    .set(values)
    .where(and(eq(products.clubId, clubId), eq(products.id, id)))
    .returning();
  return row;
}

/**
 * Takes `quantity` from a limited stock with a conditional update (unlimited stock: nothing to
 * take). Answers false when the stock is too small.
 */
export async function takeStock(db: DbOrTx, clubId: number, id: number, quantity: number) {
  const rows = await db
    .update(products)
    .set({
      stockLeft: sql`case when ${products.stockLeft} is null then null else ${products.stockLeft} - ${quantity} end`,
    })
    .where(
      and(
        eq(products.clubId, clubId),
        eq(products.id, id),
        sql`(${products.stockLeft} is null or ${products.stockLeft} >= ${quantity})`,
      ),
    )
    .returning({ id: products.id });
  return rows.length === 1;
}

/** Which of these department ids belong to the club. */
export async function clubDepartmentIds(db: DbOrTx, clubId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.clubId, clubId), inArray(departments.id, ids)));
  return rows.map((row) => row.id);
}
