import { and, desc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { partnerAudit, staffAccounts } from '../../db/schema/index';

export type AuditAction = (typeof partnerAudit.$inferInsert)['action'];

/** Writes one audit row; call it inside the transaction of the change it records. */
export async function insertAudit(
  db: DbOrTx,
  values: {
    clubId: number;
    staffId: number | null;
    action: AuditAction;
    subject: string;
    details?: Record<string, unknown>;
    at: Date;
  },
) {
  await db.insert(partnerAudit).values({ ...values, details: values.details ?? {} });
}

export const AUDIT_PAGE = 50;

export async function listAudit(db: DbOrTx, clubId: number, before?: number) {
  return db
    .select({
      id: partnerAudit.id,
      at: partnerAudit.at,
      action: partnerAudit.action,
      subject: partnerAudit.subject,
      details: partnerAudit.details,
      staffName: staffAccounts.name,
      staffEmail: staffAccounts.email,
    })
    .from(partnerAudit)
    .leftJoin(staffAccounts, eq(staffAccounts.id, partnerAudit.staffId))
    .where(and(eq(partnerAudit.clubId, clubId), before ? lt(partnerAudit.id, before) : undefined))
    .orderBy(desc(partnerAudit.id))
    .limit(AUDIT_PAGE);
}
