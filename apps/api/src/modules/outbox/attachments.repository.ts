import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outboxAttachments } from '../../db/schema/index';

export async function attachmentsOf(db: DbOrTx, outboxId: number) {
  return db
    .select()
    .from(outboxAttachments)
    .where(eq(outboxAttachments.outboxId, outboxId))
    .orderBy(asc(outboxAttachments.id));
}

/** Name and type of the files of several messages (no contents), for the development mailbox. */
export async function attachmentListOf(db: DbOrTx, outboxIds: number[]) {
  if (!outboxIds.length) return [];
  return db
    .select({
      id: outboxAttachments.id,
      outboxId: outboxAttachments.outboxId,
      filename: outboxAttachments.filename,
      contentType: outboxAttachments.contentType,
    })
    .from(outboxAttachments)
    .where(inArray(outboxAttachments.outboxId, outboxIds))
    .orderBy(asc(outboxAttachments.id));
}

export async function findAttachment(db: DbOrTx, id: number) {
  const [row] = await db.select().from(outboxAttachments).where(eq(outboxAttachments.id, id));
  return row;
}
