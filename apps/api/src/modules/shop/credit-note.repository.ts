import type { DbOrTx } from '../../db/client';
import { creditNotes } from '../../db/schema/index';

/** Stores a credit note; its id is its number (numbered on their own, in order of issue). */
export async function insertCreditNote(db: DbOrTx, values: typeof creditNotes.$inferInsert): Promise<number> {
  const [row] = await db.insert(creditNotes).values(values).returning({ id: creditNotes.id });
  return row!.id;
}
