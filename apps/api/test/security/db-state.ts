import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { rowsOf } from '../../src/modules/voucher/sql-rows';

export async function query<T>(db: Db, text: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(text));
}

/**
 * Tables a refused request may legitimately write to: a failed login or PIN is counted (that is the
 * brute-force guard), and a session's idle expiry slides.
 */
const EXPECTED_WRITES: Record<string, string> = {
  login_failures: 'the failure counter of the brute-force guard',
};

/** A checksum of every row of every table of the app (but the ones above), to prove nothing changed. */
export async function dataChecksum(db: Db): Promise<string> {
  const tables = await query<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    if (name in EXPECTED_WRITES) continue;
    // Sessions: which exist and whose they are, not when they were last used.
    const rowText = name === 'sessions' ? sql.raw(`(r.token_hash, r.user_id)::text`) : sql.raw('r::text');
    const [row] = await query<{ sum: string | null; n: number }>(
      db,
      sql`select md5(string_agg(${rowText}, '|' order by ${rowText})) as sum, count(*)::int as n
          from ${sql.identifier(name)} r`,
    );
    parts.push(`${name}:${row?.n}:${row?.sum ?? '-'}`);
  }
  return parts.join('\n');
}

export type ObjectKind = 'voucher' | 'transfer' | 'order' | 'card';

/** Each kind's table and the column naming its golfer. */
const OBJECT_TABLES: Record<ObjectKind, { table: string; owner: string }> = {
  voucher: { table: 'vouchers', owner: 'user_id' },
  transfer: { table: 'voucher_transfers', owner: 'from_user_id' },
  order: { table: 'orders', owner: 'user_id' },
  card: { table: 'saved_cards', owner: 'user_id' },
};

/** True when the golfer owns the voucher, order or card (or sent the transfer) with this id. */
export async function ownsObject(db: Db, kind: ObjectKind, id: number, userId: number) {
  const { table, owner } = OBJECT_TABLES[kind];
  const rows = await query(
    db,
    sql`select 1 from ${sql.identifier(table)} where id = ${id} and ${sql.identifier(owner)} = ${userId}`,
  );
  return rows.length > 0;
}

/** The whole row of a voucher or transfer as text (undefined when there is none), to compare before and after. */
export async function objectSnapshot(db: Db, kind: ObjectKind, id: number) {
  const rows = await query<{ r: string }>(
    db,
    sql`select x::text as r from ${sql.identifier(OBJECT_TABLES[kind].table)} x where id = ${id}`,
  );
  return rows[0]?.r;
}
