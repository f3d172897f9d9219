import type { DbOrTx } from '../../db/client';
import { consents } from '../../db/schema/index';

export type NewConsent = Omit<typeof consents.$inferInsert, 'id'>;

/** Appends consent answers; the newest of a kind is the one in force. */
export async function insertConsents(db: DbOrTx, rows: NewConsent[]) {
  if (rows.length === 0) return [];
  return db.insert(consents).values(rows).returning();
}
