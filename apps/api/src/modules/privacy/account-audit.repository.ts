import type { DbOrTx } from '../../db/client';
import { accountAudit } from '../../db/schema/index';

export type AccountAuditAction = (typeof accountAudit.$inferInsert)['action'];

/** One line of the provider's account audit log, in the transaction of what it records. */
export async function insertAccountAudit(
  db: DbOrTx,
  values: {
    subjectUserId: number;
    subjectEmail: string | null;
    action: AccountAuditAction;
    actor: string;
    reason: string;
    at: Date;
  },
) {
  await db.insert(accountAudit).values(values);
}
