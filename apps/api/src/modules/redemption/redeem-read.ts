import { mayRedeem, startOfLocalDay, startOfLocalWeek } from '@golfwallet/core/domain/restrictions';
import { AppError } from '@golfwallet/core/errors/app-error';
import { voucherNumberCandidates } from '@golfwallet/core/domain/voucher-number';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import type { PipelinePart } from '../../db/pipeline';
import { statementCache, toDate } from '../../db/statement';
import { departments, vouchers } from '../../db/schema/index';
import { balanceSql } from '../ledger/gift-cards';
import type { ClubKey } from '../partner/staff-auth';
import { voucherForRules } from '../voucher/voucher.mapper';
import type { VoucherRow } from '../voucher/voucher.repository';
import { countUsage } from './redemption.repository';

/**
 * What a redemption decides on, read in one statement without locks, for the desk (a voucher that
 * is the club's business, by id or number) and for the golfer (their own voucher, by id). The
 * write then takes the use only from the row version read (recordUse), so nothing here is locked.
 */

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

/**
 * How the read finds the voucher (by id to redeem, by number to look up), the club (by id, or the
 * staff session's, ClubKey) and whose voucher it may be: the club's business (the desk), the
 * golfer's own (by the golfer's id).
 */
type RedeemReadShape = `${'id' | 'number'}-${'club' | 'session'}-${'desk' | 'golfer'}`;

const redeemReadStatement = statementCache((shape: RedeemReadShape) => {
  const [by, club, whose] = shape.split('-');
  const voucher =
    by === 'id'
      ? sql`vouchers.id = ${p('voucherId')}::bigint`
      : sql`vouchers.voucher_number in (${p('number')}::text, ${p('prefixed')}::text)`;
  // The session's club, joined by the session's hash: the read needs no club id from the caller.
  const clubs = club === 'session' ? sql`staff_sessions ss join clubs c on c.id = ss.club_id` : sql`clubs c`;
  const where =
    club === 'session' ? sql`ss.token_hash = ${p('tokenHash')}::text` : sql`c.id = ${p('clubId')}::int`;
  // The golfer's own voucher, wherever it may be used (the engine refuses another club with its reason).
  const allowed = whose === 'desk' ? validAtClub(sql`c.id`) : sql`vouchers.user_id = ${p('userId')}::int`;
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
    select c.id as club_id, c.name as club_name, c.timezone, c.latitude, c.longitude, c.self_redeem_radius_m,
           (select d.club_id from departments d where d.id = ${p('departmentId')}::int) as department_club_id,
           vouchers.xmin::text as version, vouchers.id, vouchers.user_id, vouchers.voucher_number, vouchers.price_paid_minor, vouchers.active,
           vouchers.valid_from, vouchers.valid_to, vouchers.uses_left, vouchers.transfer_id, vouchers.transfer_expires_at,
           vouchers.club_id as voucher_club_id, vouchers.where_club_ids, vouchers.where_department_ids, vouchers.restrictions,
           vouchers.name, vouchers.product_name, vouchers.type, vouchers.category, vouchers.value, vouchers.reduction_type,
           vouchers.currency, vouchers.uses_total, vouchers.pin_hash, vouchers.can_be_self_redeemed,
           u.first_name, u.last_name, u.member_number, b.day_start, b.week_start,
           n.uses_today, n.uses_this_week, n.uses_at_club, n.last_used_at,
           ${balanceSql.giftCardRemaining(sql`vouchers.id`)} as gift_card_remaining, ${balances}
    from ${clubs}
    cross join lateral (
      select date_trunc('day', ${p('now')}::timestamptz, c.timezone) as day_start,
             date_trunc('week', ${p('now')}::timestamptz, c.timezone) as week_start
    ) b
    left join vouchers on ${voucher} and ${allowed}
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
  latitude: number;
  longitude: number;
  self_redeem_radius_m: number;
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
  pin_hash: string | null;
  can_be_self_redeemed: boolean;
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

/** What a desk look-up shows and a redemption decides on, read in one statement (redeemReadPart). */
export interface RedeemRead {
  club: {
    id: number;
    name: string;
    timezone: string;
    latitude: number;
    longitude: number;
    selfRedeemRadiusM: number;
  };
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
    | 'pinHash'
    | 'canBeSelfRedeemed'
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

/** Whose read it is: a desk's, at its club (ClubKey), or a golfer's, of their own voucher at a club. */
export type ReadScope = { desk: ClubKey } | { golfer: { userId: number }; clubId: number };

/**
 * Everything a redemption or a desk look-up checks, in one statement without locks: the club (the
 * given one, or the staff session's own, joined by its hash), the department's club, the voucher
 * when the caller may use it (the club's business at the desk, the golfer's own) with its row
 * version, its holder and its ledger usage since the club's local day and week began. To be run
 * with the session's check (readWithStaffSession, readWithGolferSession).
 */
export function redeemReadPart(scope: ReadScope, input: RedeemReadInput): PipelinePart {
  const by = 'id' in input.voucher ? 'id' : 'number';
  const keys =
    'desk' in scope
      ? { club: 'tokenHash' in scope.desk ? 'session' : 'club', whose: 'desk', values: scope.desk }
      : { club: 'club', whose: 'golfer', values: { ...scope.golfer, clubId: scope.clubId } };
  return {
    statement: redeemReadStatement(`${by}-${keys.club}-${keys.whose}` as RedeemReadShape),
    values: {
      ...keys.values,
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
          pinHash: row.pin_hash,
          canBeSelfRedeemed: row.can_be_self_redeemed,
          version: row.version,
          holder: { firstName: row.first_name, lastName: row.last_name, memberNumber: row.member_number },
        };
  return {
    club: {
      id: row.club_id,
      name: row.club_name,
      timezone: row.timezone,
      latitude: row.latitude,
      longitude: row.longitude,
      selfRedeemRadiusM: row.self_redeem_radius_m,
    },
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

/** The voucher a read found, with what the checks need of it. */
export type ReadVoucher = NonNullable<RedeemRead['voucher']>;

/**
 * The club and the voucher a redemption's read found: no club CLUB_NOT_FOUND, a department of
 * another club 422 on department_id, no voucher (none, not the caller's to use) VOUCHER_NOT_FOUND.
 */
export function foundVoucher(read: RedeemRead | undefined): {
  read: RedeemRead;
  club: RedeemRead['club'];
  voucher: ReadVoucher;
} {
  if (!read) throw new AppError('CLUB_NOT_FOUND');
  if (read.departmentClubId !== undefined && read.departmentClubId !== read.club.id) {
    throw new AppError('VALIDATION_FAILED', {}, [{ field: 'department_id', key: 'validation.invalid' }]);
  }
  if (!read.voucher) throw new AppError('VOUCHER_NOT_FOUND');
  return { read, club: read.club, voucher: read.voucher };
}

/**
 * The restriction engine's decision on what the read found: the voucher's state and rules, and
 * the ledger's usage since the club's local day and week began (a look-up shows a refusal, a
 * redemption throws it).
 */
export async function decideOnRead(
  deps: Deps,
  read: RedeemRead,
  voucher: ReadVoucher,
  ask: { departmentId: number | null; playingWithMember: string | null; now: Date },
) {
  const { now } = ask;
  return mayRedeem(voucherForRules(voucher, now, deps.log), {
    now,
    timeZone: read.club.timezone,
    clubId: read.club.id,
    departmentId: ask.departmentId,
    golferHasMemberNumber: Boolean(voucher.holder.memberNumber),
    playingWithMember: ask.playingWithMember,
    usage: await usageOf(deps.db, read, voucher, now),
  });
}

/**
 * The ledger usage the read counted, when PostgreSQL's local day and week start agree with the
 * engine's (they do but for a time zone's odd midnight); otherwise counted again from the engine's.
 */
async function usageOf(db: DbOrTx, read: RedeemRead, voucher: ReadVoucher, now: Date) {
  const dayStart = startOfLocalDay(now, read.club.timezone);
  const weekStart = startOfLocalWeek(now, read.club.timezone);
  const { usage } = read;
  if (usage.dayStart.getTime() === dayStart.getTime() && usage.weekStart.getTime() === weekStart.getTime())
    return usage;
  return countUsage(db, voucher.id, read.club.id, dayStart, weekStart);
}
