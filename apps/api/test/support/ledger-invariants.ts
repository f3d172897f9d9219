import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client';
import { rowsOf } from '../../src/modules/voucher/sql-rows';

/**
 * The ledger's invariants, checked in SQL over the whole database (docs/ARCHITECTURE.md, "The
 * ledger"). Answers one line per broken rule; an empty list is a consistent ledger:
 *  - every balance equals its entries: posted ones, and pending debits (debited at the first phase)
 *    less the voided ones (given back); a post moves nothing more. `held` is 0: since migration
 *    0025 no transfer holds through it (the shop's statements still spend `balance - held`);
 *  - every gift card's account equals its entries and is never negative;
 *  - no balance is negative (available = balance − held ≥ 0, held ≥ 0);
 *  - every post or void resolves exactly one pending transfer of the same account and amount;
 *  - every entry names its counter-account (double entry: what the golfer gains, the club or the
 *    provider owes, and the reverse).
 */
export async function ledgerViolations(db: DbOrTx): Promise<string[]> {
  const problems: string[] = [];
  const mismatched = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with sums as (
        select user_id, kind, coalesce(club_id, 0) as club_id,
               coalesce(sum(amount) filter (where phase in ('posted', 'pending')), 0)
                 - coalesce(sum(amount) filter (where phase = 'void'), 0) as posted,
               0 as held
        from wallet_ledger where kind <> 'gift_card' group by user_id, kind, coalesce(club_id, 0)
      )
      select b.user_id, b.kind, b.club_id, b.balance, b.held, s.posted, s.held as entries_held
      from wallet_balances b
      full join sums s on s.user_id = b.user_id and s.kind = b.kind and s.club_id = b.club_id
      where coalesce(b.balance, 0) <> coalesce(s.posted, 0) or coalesce(b.held, 0) <> coalesce(s.held, 0)`),
  );
  for (const row of mismatched) problems.push(`balance differs from its entries: ${JSON.stringify(row)}`);
  const negative = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select * from wallet_balances where held < 0 or balance - held < 0`),
  );
  for (const row of negative) problems.push(`negative balance: ${JSON.stringify(row)}`);
  const unmatched = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select r.id, r.phase from wallet_ledger r
      left join wallet_ledger p on p.transfer_id = r.pending_id and p.phase = 'pending'
      where r.phase in ('post', 'void')
        and (p.id is null or p.amount <> r.amount or p.user_id <> r.user_id or p.kind <> r.kind
             or coalesce(p.club_id, 0) <> coalesce(r.club_id, 0))`),
  );
  for (const row of unmatched)
    problems.push(`resolution without its pending transfer: ${JSON.stringify(row)}`);
  // A gift card's account (keyed by the voucher, whoever holds it) equals its entries and is never
  // negative; every gift-card entry names its account, and its club is the account's club.
  const giftCards = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with sums as (
        select voucher_id, sum(amount) as posted, count(distinct club_id) as clubs, min(club_id) as club_id
        from wallet_ledger where kind = 'gift_card' group by voucher_id
      )
      select a.voucher_id, a.balance, a.club_id, s.posted, s.clubs, s.club_id as entries_club
      from gift_card_accounts a full join sums s on s.voucher_id = a.voucher_id
      where coalesce(a.balance, 0) <> coalesce(s.posted, 0) or a.balance < 0 or a.voucher_id is null
         or (s.voucher_id is not null and (s.clubs <> 1 or s.club_id <> a.club_id))`),
  );
  for (const row of giftCards) problems.push(`gift card differs from its entries: ${JSON.stringify(row)}`);
  // Each entry is a transfer between the golfer's account and its counter-account (the club's
  // ball money, the provider's points); one without a counter-account would be single-entry.
  const oneSided = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select id, kind, reason from wallet_ledger where counter_account is null`),
  );
  for (const row of oneSided) problems.push(`entry without a counter-account: ${JSON.stringify(row)}`);
  return problems;
}
