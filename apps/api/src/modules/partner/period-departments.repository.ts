import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../voucher/sql-rows';
import type { PeriodBounds } from './period-report.repository';

export interface DepartmentUses {
  departmentId: number | null;
  name: string | null;
  redemptions: number;
  usesUsed: number;
  usedMinor: number;
}

/**
 * The redemptions in the period of the club's vouchers, per department where they were used (null:
 * at the club, no department), with the clips and the money they took off the outstanding value,
 * exactly as core's period figures count them (domain/period-figures.ts): a voucher's n-th use
 * (its redemptions in time order) of `uses` clips took round(price × (uses − n + 1) ÷ uses) −
 * round(price × (uses − n) ÷ uses); a voucher without a use count takes no money per use. The
 * per-department rows therefore add up to the period's total `used` and `uses_used`. Gift cards
 * keep their value in the ledger and are left out, and so is a voucher that ended before the
 * period, as in the period figures; a voucher without an order was given, at 0.
 */
export async function usesPerDepartment(db: DbOrTx, clubId: number, period: PeriodBounds) {
  const from = period.from.toISOString();
  const to = period.to.toISOString();
  const result = await db.execute(sql`
    with used as (
      select r.department_id, r.redeemed_at, v.uses_total,
        (case when v.order_id is null then 0 else v.price_paid_minor end)::numeric as price,
        row_number() over (partition by r.voucher_id order by r.redeemed_at, r.id) as n
      from redemptions r
      join vouchers v on v.id = r.voucher_id
      where v.club_id = ${clubId} and v.user_id is not null
        and v.created_at < ${to}::timestamptz and v.valid_to >= ${from}::timestamptz
        and r.voucher_id in (select p.voucher_id from redemptions p
          where p.redeemed_at >= ${from}::timestamptz and p.redeemed_at < ${to}::timestamptz)
        and not exists (select 1 from gift_card_accounts g where g.voucher_id = v.id)
    )
    select used.department_id, d.name,
      count(*)::int as redemptions,
      count(used.uses_total)::int as uses_used,
      coalesce(sum(case when used.uses_total > 0 then
        round(used.price * greatest(used.uses_total - used.n + 1, 0) / used.uses_total)
        - round(used.price * greatest(used.uses_total - used.n, 0) / used.uses_total)
        else 0 end), 0)::int as used_minor
    from used
    left join departments d on d.id = used.department_id
    where used.redeemed_at >= ${from}::timestamptz and used.redeemed_at < ${to}::timestamptz
    group by used.department_id, d.name
    order by used.department_id nulls first
  `);
  return rowsOf<{
    department_id: number | null;
    name: string | null;
    redemptions: number;
    uses_used: number;
    used_minor: number;
  }>(result).map(
    (row): DepartmentUses => ({
      departmentId: row.department_id === null ? null : Number(row.department_id),
      name: row.name,
      redemptions: Number(row.redemptions),
      usesUsed: Number(row.uses_used),
      usedMinor: Number(row.used_minor),
    }),
  );
}
