import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { PipelinePart } from '../../db/pipeline';
import { statementCache, toDate } from '../../db/statement';
import { departments, redemptions, users, voucherEvents, vouchers } from '../../db/schema/index';
import type { VoucherRow } from '../voucher/voucher.repository';
import { balanceSql } from '../ledger/gift-cards';
import type { ClubKey } from './staff-auth';
import { voucherNumberCandidates } from '@golfwallet/core/domain/voucher-number';

/**
 * A voucher is the club's business when the club issued it, or it is valid at the club or at one
 * of its departments. Every desk query carries this condition with the caller's club.
 */
function validAtClub(clubId: SQL) {
  return sql`(${vouchers.clubId} = ${clubId}
    or ${clubId} = any(${vouchers.whereClubIds})
    or exists (select 1 from ${departments} d where d.club_id = ${clubId} and d.id = any(${vouchers.whereDepartmentIds})))`;
}

const p = (name: string) => sql.placeholder(name);

/** How the read finds the voucher (by id to redeem, by number to look up) and the club (ClubKey). */
type RedeemReadShape = `${'id' | 'number'}-${'club' | 'session'}`;

const redeemReadStatement = statementCache((shape: RedeemReadShape) => {
  const [by, club] = shape.split('-');
  const voucher =
    by === 'id'
      ? sql`vouchers.id = ${p('voucherId')}::bigint`
      : sql`vouchers.voucher_number in (${p('number')}::text, ${p('prefixed')}::text)`;
  // The session's club, joined by the session's hash: the read needs no club id from the caller.
  const clubs = club === 'session' ? sql`staff_sessions ss join clubs c on c.id = ss.club_id` : sql`clubs c`;
  const where =
    club === 'session' ? sql`ss.token_hash = ${p('tokenHash')}::text` : sql`c.id = ${p('clubId')}::int`;
  // The ledger's balances in the same statement (gift-cards.ts balanceSql): what is left on a gift
  // card, and for a look-up the holder's ball money and gift-card credit at this club only.
  const holder = sql`vouchers.user_id`;
  const balances =
    by === 'number'
      ? sql`${balanceSql.ballMoney(holder, sql`c.id`)} as ball_money_minor,
           ${balanceSql.giftCardCredit(holder, sql`c.id`, sql`${p('now')}::timestamptz`)} as gift_card_minor,
           (select min(pr.currency) from products pr where pr.club_id = c.id) as club_currency`
      : sql`null::int as ball_money_minor, null::int as gift_card_minor, null::text as club_currency`;
  return sql`
    select c.id as club_id, c.name as club_name, c.timezone,
           (select d.club_id from departments d where d.id = ${p('departmentId')}::int) as department_club_id,
           vouchers.xmin::text as version, vouchers.id, vouchers.user_id, vouchers.voucher_number, vouchers.price_paid_minor, vouchers.active,
           vouchers.valid_from, vouchers.valid_to, vouchers.uses_left, vouchers.transfer_id, vouchers.transfer_expires_at,
           vouchers.club_id as voucher_club_id, vouchers.where_club_ids, vouchers.where_department_ids, vouchers.restrictions,
           vouchers.name, vouchers.product_name, vouchers.type, vouchers.category, vouchers.value, vouchers.reduction_type,
           vouchers.currency, vouchers.uses_total,
           u.first_name, u.last_name, u.member_number, b.day_start, b.week_start,
           n.uses_today, n.uses_this_week, n.uses_at_club, n.last_used_at,
           ${balanceSql.giftCardRemaining(sql`vouchers.id`)} as gift_card_remaining, ${balances}
    from ${clubs}
    cross join lateral (
      select date_trunc('day', ${p('now')}::timestamptz, c.timezone) as day_start,
             date_trunc('week', ${p('now')}::timestamptz, c.timezone) as week_start
    ) b
    left join vouchers on ${voucher} and ${validAtClub(sql`c.id`)}
    left join users u on u.id = vouchers.user_id
    left join lateral (
      select count(*) filter (where r.redeemed_at >= b.day_start)::int as uses_today,
             count(*) filter (where r.redeemed_at >= b.week_start)::int as uses_this_week,
             count(*) filter (where r.club_id = c.id)::int as uses_at_club,
             max(r.redeemed_at) as last_used_at
      from redemptions r where r.voucher_id = vouchers.id
    ) n on vouchers.id is not null
    where ${where}`;
});

interface RedeemReadRow {
  club_id: number;
  club_name: string;
  timezone: string;
  department_club_id: number | null;
  version: string | null;
  id: string | number | null;
  user_id: number | null;
  voucher_number: string;
  price_paid_minor: number;
  active: boolean;
  valid_from: Date | string;
  valid_to: Date | string;
  uses_left: number | null;
  transfer_id: string | number | null;
  transfer_expires_at: Date | string | null;
  voucher_club_id: number;
  where_club_ids: number[];
  where_department_ids: number[];
  restrictions: unknown;
  name: string;
  product_name: string;
  type: VoucherRow['type'];
  category: VoucherRow['category'];
  value: string;
  reduction_type: VoucherRow['reductionType'];
  currency: string;
  uses_total: number | null;
  first_name: string | null;
  last_name: string | null;
  member_number: string | null;
  day_start: Date | string;
  week_start: Date | string;
  uses_today: number | null;
  uses_this_week: number | null;
  uses_at_club: number | null;
  last_used_at: Date | string | null;
  gift_card_remaining: number | null;
  ball_money_minor: number | null;
  gift_card_minor: number | null;
  club_currency: string | null;
}

/** What a desk look-up shows and a desk redemption decides on, read in one statement (redeemRead). */
export interface RedeemRead {
  club: { id: number; name: string; timezone: string };
  /** The department's club; undefined when no department was asked for, null when there is none. */
  departmentClubId: number | null | undefined;
  voucher?: Pick<
    VoucherRow,
    | 'id'
    | 'userId'
    | 'voucherNumber'
    | 'pricePaidMinor'
    | 'active'
    | 'validFrom'
    | 'validTo'
    | 'usesLeft'
    | 'transferId'
    | 'transferExpiresAt'
    | 'clubId'
    | 'whereClubIds'
    | 'whereDepartmentIds'
    | 'restrictions'
    | 'name'
    | 'productName'
    | 'type'
    | 'category'
    | 'value'
    | 'reductionType'
    | 'currency'
    | 'usesTotal'
  > & {
    /** The row's version (xmin): the write takes the use only while the row is still this one. */
    version: string;
    holder: { firstName: string | null; lastName: string | null; memberNumber: string | null };
  };
  /** The ledger's usage, counted from the local day and week start PostgreSQL worked out. */
  usage: {
    dayStart: Date;
    weekStart: Date;
    usesToday: number;
    usesThisWeek: number;
    usesAtClub: number;
    lastUsedAt: Date | null;
  };
  /**
   * From the ledger: what is left on the voucher when it is a gift card with an account (else
   * null), and for a look-up the holder's balances at this club (null without a holder or on a
   * redemption's read).
   */
  ledger: {
    giftCardRemaining: number | null;
    balances: { ball_money_minor: number; gift_card_minor: number; currency: string } | null;
  };
}

export interface RedeemReadInput {
  /** By id (a redemption) or by number (a look-up). */
  voucher: { id: number } | { number: string };
  departmentId: number | null;
  now: Date;
}

/**
 * Everything a desk look-up or redemption checks, in one statement without locks: the club (the
 * given one, or the staff session's own, joined by its hash), the department's club, the voucher
 * when it is the club's business (with its row version), its holder and its ledger usage since
 * the club's local day and week began. To be run with the session's check (readWithStaffSession).
 */
export function redeemReadPart(club: ClubKey, input: RedeemReadInput): PipelinePart {
  const byId = 'id' in input.voucher;
  const bySession = 'tokenHash' in club;
  return {
    statement: redeemReadStatement(`${byId ? 'id' : 'number'}-${bySession ? 'session' : 'club'}`),
    values: {
      ...club,
      ...('id' in input.voucher
        ? { voucherId: input.voucher.id }
        : (([number, prefixed]) => ({ number, prefixed }))(voucherNumberCandidates(input.voucher.number))),
      departmentId: input.departmentId,
      now: input.now.toISOString(),
    },
  };
}

/** The read's answer from its rows (club undefined: no such club or session). */
export function toRedeemRead(rows: unknown[], input: RedeemReadInput): RedeemRead | undefined {
  const row = rows[0] as RedeemReadRow | undefined;
  if (!row) return undefined;
  const voucher =
    row.id === null || row.version === null
      ? undefined
      : {
          id: Number(row.id),
          userId: row.user_id,
          voucherNumber: row.voucher_number,
          pricePaidMinor: row.price_paid_minor,
          active: row.active,
          validFrom: toDate(row.valid_from),
          validTo: toDate(row.valid_to),
          usesLeft: row.uses_left,
          transferId: row.transfer_id === null ? null : Number(row.transfer_id),
          transferExpiresAt: toDate(row.transfer_expires_at),
          clubId: row.voucher_club_id,
          whereClubIds: row.where_club_ids,
          whereDepartmentIds: row.where_department_ids,
          restrictions: row.restrictions as VoucherRow['restrictions'],
          name: row.name,
          productName: row.product_name,
          type: row.type,
          category: row.category,
          value: row.value,
          reductionType: row.reduction_type,
          currency: row.currency,
          usesTotal: row.uses_total,
          version: row.version,
          holder: { firstName: row.first_name, lastName: row.last_name, memberNumber: row.member_number },
        };
  return {
    club: { id: row.club_id, name: row.club_name, timezone: row.timezone },
    departmentClubId: input.departmentId === null ? undefined : row.department_club_id,
    voucher,
    usage: {
      dayStart: toDate(row.day_start),
      weekStart: toDate(row.week_start),
      usesToday: Number(row.uses_today ?? 0),
      usesThisWeek: Number(row.uses_this_week ?? 0),
      usesAtClub: Number(row.uses_at_club ?? 0),
      lastUsedAt: toDate(row.last_used_at),
    },
    ledger: {
      giftCardRemaining: row.gift_card_remaining === null ? null : Number(row.gift_card_remaining),
      balances:
        voucher?.userId == null || row.ball_money_minor === null
          ? null
          : {
              ball_money_minor: Number(row.ball_money_minor),
              gift_card_minor: Number(row.gift_card_minor ?? 0),
              currency: row.club_currency ?? 'DKK',
            },
    },
  };
}

/**
 * Removes a desk redemption of the club made after `since`, conditionally: answers the removed row,
 * or undefined when there is no such redemption (another club's, a golfer's own, or too old).
 */
export async function deleteRecentDeskRedemption(db: DbOrTx, clubId: number, id: number, since: Date) {
  const [row] = await db
    .delete(redemptions)
    .where(
      and(
        eq(redemptions.id, id),
        eq(redemptions.clubId, clubId),
        eq(redemptions.method, 'staff'),
        gt(redemptions.redeemedAt, since),
      ),
    )
    .returning();
  return row;
}

export async function findClubRedemption(db: DbOrTx, clubId: number, id: number) {
  const [row] = await db
    .select({ id: redemptions.id, method: redemptions.method })
    .from(redemptions)
    .where(and(eq(redemptions.id, id), eq(redemptions.clubId, clubId)))
    .limit(1);
  return row;
}

/** Gives one use back (unlimited vouchers stay unlimited); answers the uses left afterwards. */
export async function giveUseBack(db: DbOrTx, voucherId: number, now: Date) {
  const [row] = await db
    .update(vouchers)
    .set({
      usesLeft: sql`case when ${vouchers.usesLeft} is null then null else ${vouchers.usesLeft} + 1 end`,
      updatedAt: now,
    })
    .where(eq(vouchers.id, voucherId))
    .returning({ usesLeft: vouchers.usesLeft });
  return row;
}

/** The golfer's history no longer shows a redemption that was undone. */
export async function deleteRedeemedEvent(db: DbOrTx, voucherId: number, redemptionId: number) {
  await db
    .delete(voucherEvents)
    .where(
      and(
        eq(voucherEvents.voucherId, voucherId),
        eq(voucherEvents.kind, 'redeemed'),
        sql`${voucherEvents.details}->>'redemption_id' = ${String(redemptionId)}`,
      ),
    );
}

/**
 * The desk's search: the club's own vouchers (issued by it) that are active and not expired, whose
 * holder's name contains the text or whose member number is it, newest valid-to first.
 */
export function searchClubVouchers(db: DbOrTx, clubId: number, text: string, now: Date, limit: number) {
  const like = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      voucherNumber: vouchers.voucherNumber,
      name: vouchers.name,
      firstName: users.firstName,
      lastName: users.lastName,
      memberNumber: users.memberNumber,
      usesLeft: vouchers.usesLeft,
      validTo: vouchers.validTo,
    })
    .from(vouchers)
    .innerJoin(users, eq(users.id, vouchers.userId))
    .where(
      and(
        eq(vouchers.clubId, clubId),
        eq(vouchers.active, true),
        gt(vouchers.validTo, now),
        sql`(lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like ${like}
          or ${users.memberNumber} = ${text})`,
      ),
    )
    .orderBy(users.lastName, users.firstName, vouchers.validTo)
    .limit(limit);
}
