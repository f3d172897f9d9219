import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, partnerAudit, users, vouchers } from '../../db/schema/index';

export type OfferAudience = 'home_club' | 'union' | 'purchasers';
export const OFFER_MAX_RECIPIENTS = 5000;

/** What issuing needs of a golfer: who, where the mail goes and in which language. */
export const golferColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  language: users.languageDefault,
};

export async function findGolferByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select(golferColumns)
    .from(users)
    .where(and(eq(users.email, email), eq(users.status, 'active')))
    .limit(1);
  return row;
}

/** A member number is unique per union: the golfer is looked up among members of the club's union. */
export async function findGolferByMemberNumber(db: DbOrTx, unionId: number | null, memberNumber: string) {
  if (unionId === null) return undefined;
  const [row] = await db
    .select(golferColumns)
    .from(users)
    .where(and(eq(users.unionId, unionId), eq(users.memberNumber, memberNumber), eq(users.status, 'active')))
    .limit(1);
  return row;
}

/**
 * Who an offer goes to: ONLY golfers who accepted club offers (accept_offers = 1), active, with a
 * confirmed e-mail, and in the audience: members whose home club is the club, members of the
 * club's union, or golfers who bought at the club before.
 */
function offerRecipientsWhere(club: { id: number; unionId: number | null }, audience: OfferAudience) {
  const inAudience =
    audience === 'home_club'
      ? eq(users.clubId, club.id)
      : audience === 'union'
        ? club.unionId === null
          ? sql`false`
          : eq(users.unionId, club.unionId)
        : sql`(exists (select 1 from ${orders} o where o.user_id = ${users.id} and o.club_id = ${club.id} and o.status = 'paid')
            or exists (select 1 from ${vouchers} v where v.user_id = ${users.id} and v.club_id = ${club.id} and v.order_id is not null))`;
  return and(
    eq(users.acceptOffers, 1),
    eq(users.status, 'active'),
    eq(users.emailConfirmed, true),
    inAudience,
  );
}

/** The golfers an offer goes to (offerRecipientsWhere), at most OFFER_MAX_RECIPIENTS. */
export async function findOfferRecipients(
  db: DbOrTx,
  club: { id: number; unionId: number | null },
  audience: OfferAudience,
) {
  return db
    .select(golferColumns)
    .from(users)
    .where(offerRecipientsWhere(club, audience))
    .orderBy(users.id)
    .limit(OFFER_MAX_RECIPIENTS);
}

/** How many golfers findOfferRecipients would give, without reading them. */
export async function countOfferRecipients(
  db: DbOrTx,
  club: { id: number; unionId: number | null },
  audience: OfferAudience,
) {
  const [row] = await db.select({ n: count() }).from(users).where(offerRecipientsWhere(club, audience));
  return Math.min(row?.n ?? 0, OFFER_MAX_RECIPIENTS);
}

/** When the club last sent this product as an offer to this audience (its audit rows), if ever. */
export async function lastOfferSent(db: DbOrTx, clubId: number, productId: number, audience: OfferAudience) {
  const [row] = await db
    .select({ at: partnerAudit.at })
    .from(partnerAudit)
    .where(
      and(
        eq(partnerAudit.clubId, clubId),
        eq(partnerAudit.action, 'offer_sent'),
        sql`${partnerAudit.details}->>'product_id' = ${String(productId)}`,
        sql`${partnerAudit.details}->>'audience' = ${audience}`,
      ),
    )
    .orderBy(desc(partnerAudit.id))
    .limit(1);
  return row?.at ?? null;
}

export async function insertIssuedVouchers(db: DbOrTx, rows: (typeof vouchers.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(vouchers).values(rows).returning({ id: vouchers.id, userId: vouchers.userId });
}
