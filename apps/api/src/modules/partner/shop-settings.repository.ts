import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubShopSettings } from '../../db/schema/index';

/**
 * A club's shop settings as the portal reads and writes them. Every query takes the club id of the
 * staff member's session (the tenant): another club's row is never read or written.
 */

export type ShopSettingsRow = typeof clubShopSettings.$inferSelect;
export type ShopSettingsValues = Omit<ShopSettingsRow, 'clubId'>;

export async function findShopSettingsOfClub(db: DbOrTx, clubId: number) {
  const [row] = await db.select().from(clubShopSettings).where(eq(clubShopSettings.clubId, clubId));
  return row;
}

/** Locks the club's row for a change, made first with the defaults when the club has none. */
export async function lockShopSettingsOfClub(db: DbOrTx, clubId: number): Promise<ShopSettingsRow> {
  await db.insert(clubShopSettings).values({ clubId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(clubShopSettings)
    .where(eq(clubShopSettings.clubId, clubId))
    .for('update');
  return row!;
}

export async function updateShopSettingsOfClub(db: DbOrTx, clubId: number, values: ShopSettingsValues) {
  await db.update(clubShopSettings).set(values).where(eq(clubShopSettings.clubId, clubId));
}
