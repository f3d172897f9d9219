import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, voucherEvents, vouchers } from '../../db/schema/index';

export type VoucherEventKind = (typeof voucherEvents.$inferInsert)['kind'];

export interface NewVoucherEvent {
  userId: number;
  voucherId: number;
  kind: VoucherEventKind;
  at: Date;
  clubId?: number | null;
  details?: Record<string, unknown>;
}

/** Writes audit and history rows; call it in the transaction of the change it records. */
export async function insertVoucherEvents(db: DbOrTx, events: NewVoucherEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(voucherEvents).values(
    events.map((event) => ({
      userId: event.userId,
      voucherId: event.voucherId,
      kind: event.kind,
      at: event.at,
      clubId: event.clubId ?? null,
      details: event.details ?? {},
    })),
  );
}

/** A golfer's events, newest first, with the voucher's name and the club's name. */
export async function selectHistory(db: DbOrTx, userId: number, offset: number, limit: number) {
  const items = await db
    .select({
      id: voucherEvents.id,
      kind: voucherEvents.kind,
      at: voucherEvents.at,
      voucherId: voucherEvents.voucherId,
      voucherName: vouchers.name,
      clubId: sql<number | null>`coalesce(${voucherEvents.clubId}, ${vouchers.clubId})`,
      clubName: clubs.name,
      details: voucherEvents.details,
    })
    .from(voucherEvents)
    .leftJoin(vouchers, eq(vouchers.id, voucherEvents.voucherId))
    .leftJoin(clubs, sql`${clubs.id} = coalesce(${voucherEvents.clubId}, ${vouchers.clubId})`)
    .where(eq(voucherEvents.userId, userId))
    .orderBy(desc(voucherEvents.at), desc(voucherEvents.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(voucherEvents)
    .where(eq(voucherEvents.userId, userId));
  return { items, total: Number(count?.n ?? 0) };
}
