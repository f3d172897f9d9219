import { and, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { voucherPdfs } from '../../db/schema/index';

export async function insertPdf(db: DbOrTx, values: typeof voucherPdfs.$inferInsert): Promise<void> {
  await db.insert(voucherPdfs).values(values);
}

/** The stored PDF behind a link token's hash, while the link is live. */
export async function findLivePdf(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ content: voucherPdfs.content, fileName: voucherPdfs.fileName })
    .from(voucherPdfs)
    .where(and(eq(voucherPdfs.tokenHash, tokenHash), gt(voucherPdfs.expiresAt, now)))
    .limit(1);
  return row;
}

/** Drops PDFs whose links have run out. */
export async function deleteExpiredPdfs(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(voucherPdfs).where(lte(voucherPdfs.expiresAt, now));
}
