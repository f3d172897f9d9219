import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { hashSecret } from '../../modules/auth/password';
import { type Db, openDatabase } from '../client';
import { DEMO_PASSWORD } from './demo';
import { seedIfEmpty } from './index';

/**
 * A large synthetic data set for benchmarks, written with set-based SQL (INSERT … SELECT over
 * generate_series) so millions of rows take minutes:
 *
 *   npm run db:seed -- --users 100000 --vouchers 2000000
 *
 * It runs against the configured database (DATABASE_URL, or the embedded one under DATA_DIR) after
 * the ordinary seed, and can run again: each run tags its e-mails and voucher numbers. Every
 * synthetic golfer logs in with the demo password, sharing one precomputed hash. The golfer
 * bench@golfwallet.dk holds exactly 10,000 usable vouchers, on top of --vouchers, for the list
 * benchmark.
 */

export const BENCH_EMAIL = 'bench@golfwallet.dk';
export const BENCH_VOUCHERS = 10_000;
const CHUNK = 250_000;

export interface SyntheticOptions {
  users: number;
  vouchers: number;
  /** How many vouchers the bench golfer ends up holding (10,000 unless a test says otherwise). */
  benchVouchers?: number;
  now?: Date;
  log?: (line: string) => void;
}

export interface SyntheticResult {
  tag: string;
  users: number;
  vouchers: number;
  benchUserId: number;
  benchVouchersAdded: number;
}

interface Counted {
  n: number;
}

/** Rows of a raw query, whichever driver answers (both hand back `rows`). */
async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The columns every synthetic voucher insert shares, from club_id to price_paid_minor, for a series
 * `g` joined to a club `c`. Types, reduction types and values cycle through every kind.
 */
function voucherSelect(numberPrefix: string) {
  return sql`
    c.id,
    (${numberPrefix}::text || g),
    (array['Greenfee 18 huller','Introkort','Golf Circle','Klippekort 10 greenfee','Proshop tilbud','Boldkort 10 kurve'])[1 + g % 6] || ' ' || c.name,
    (array['Greenfee 18 huller','Introkort','Golf Circle','Klippekort 10 greenfee','Proshop tilbud','Boldkort 10 kurve'])[1 + g % 6],
    (array['personal','introcard','golf_circle','loyalty','offer','ecard'])[1 + g % 6],
    case when g % 6 = 5 then 'driving_range' else 'voucher' end,
    case (g / 6) % 3
      when 0 then case when g % 10 = 0 then '0' else (200 + (g % 9) * 50)::text end
      when 1 then (10 + (g % 5) * 5)::text
      else (50 + (g % 10) * 25)::text end,
    (array['setprice','reducepercent','reduceprice'])[1 + (g / 6) % 3],
    case c.country_code when 'SE' then 'SEK' when 'NO' then 'NOK' else 'DKK' end,
    ((g % 20) * 5000)::int`;
}

/** Writes the synthetic set. Returns what it wrote; prints progress through `log`. */
export async function generateSynthetic(db: Db, options: SyntheticOptions): Promise<SyntheticResult> {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const benchTarget = options.benchVouchers ?? BENCH_VOUCHERS;
  const tag = now.getTime().toString(36);
  // Voucher numbers are upper case, as printed and as the club desk types them (it upper-cases).
  const numberTag = tag.toUpperCase();
  const at = now.toISOString();
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

  const clubCount = (await rows<Counted>(db, sql`select count(*)::int as n from clubs`))[0]?.n ?? 0;
  if (clubCount === 0) throw new Error('No clubs: run the ordinary seed first.');
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  log(`synthetic run ${tag}: ${options.users} users, ${options.vouchers} vouchers, ${clubCount} clubs`);

  // Golfers, in one statement. Names, languages and clubs cycle so the set looks varied.
  await db.execute(sql`
    insert into users (email, email_confirmed, password_hash, first_name, last_name, phone, birth_date, sex,
                       country, hcp, club_id, club_name, language_default, newsletter_asked, created_at)
    select 'synthetic-' || ${tag}::text || '-' || g || '@golfwallet.test', true, ${passwordHash}::text,
           (array['Anders','Birgitte','Christian','Dorthe','Erik','Freja','Gustav','Hanne','Ingrid','Jonas','Karin','Lars','Maja','Nils','Olivia','Peter'])[1 + g % 16],
           (array['Hansen','Nielsen','Jensen','Pedersen','Andersson','Johansson','Larsen','Olsen','Berg','Lund','Holm','Dahl'])[1 + (g / 16) % 12],
           '+45' || (20000000 + g % 79999999)::text,
           date '1950-01-01' + (g * 37 % 20000),
           case when g % 2 = 0 then 'm' else 'f' end,
           c.country_code, ((g % 540) / 10.0)::text, c.id, c.name,
           (array['da','en','sv','no','de'])[1 + g % 5], g % 3 = 0,
           ${at}::timestamptz - make_interval(days => g % 700)
    from generate_series(1, ${options.users}::int) as g
    join (select row_number() over (order by id) as n, id, name, country_code from clubs) c
      on c.n = 1 + g % ${clubCount}::int`);
  log(`users ${options.users}/${options.users} (${elapsed()})`);

  // A numbered list of this run's golfers, so a voucher can pick its holder by arithmetic.
  await db.execute(sql`drop table if exists gw_synthetic_users`);
  await db.execute(sql`
    create unlogged table gw_synthetic_users as
    select row_number() over (order by id)::int as n, id from users
    where email like ${`synthetic-${tag}-%`}`);
  await db.execute(sql`alter table gw_synthetic_users add primary key (n)`);

  let written = 0;
  try {
    for (let lo = 1; lo <= options.vouchers; lo += CHUNK) {
      const hi = Math.min(options.vouchers, lo + CHUNK - 1);
      await db.execute(sql`
        with inserted as (
          insert into vouchers (user_id, club_id, voucher_number, name, product_name, type, category, value,
                                reduction_type, currency, price_paid_minor, valid_from, valid_to, uses_total,
                                uses_left, can_be_self_redeemed, favourite, printed_at, created_at, updated_at)
          select u.id, ${voucherSelect(`SY-${numberTag}-`)},
                 ${at}::timestamptz - make_interval(days => g % 300),
                 ${at}::timestamptz - make_interval(days => g % 300) + make_interval(days => 30 + g % 700),
                 case when g % 4 = 0 then 10 else 1 end,
                 case when g % 4 = 0 then g % 11 when g % 9 = 0 then 0 else 1 end,
                 g % 3 = 0, g % 17 = 0,
                 case when g % 13 = 0 then ${at}::timestamptz - make_interval(days => g % 30) end,
                 ${at}::timestamptz - make_interval(days => g % 300), ${at}::timestamptz
          from generate_series(${lo}::int, ${hi}::int) as g
          join gw_synthetic_users u on u.n = 1 + (g::bigint * 48271) % ${options.users}::int
          join (select row_number() over (order by id) as n, id, name, country_code from clubs) c
            on c.n = 1 + (g / 7) % ${clubCount}::int
          returning id, user_id, club_id, created_at
        )
        insert into voucher_events (user_id, voucher_id, kind, at, club_id)
        select user_id, id, 'issued', created_at, club_id from inserted`);
      written = hi;
      log(`vouchers ${hi}/${options.vouchers} (${elapsed()})`);
    }
  } finally {
    await db.execute(sql`drop table if exists gw_synthetic_users`);
  }

  // The bench golfer: created once, topped up to exactly the target, all vouchers usable.
  await db.execute(sql`
    insert into users (email, email_confirmed, password_hash, first_name, last_name, language_default,
                       newsletter_asked, club_id, club_name, country, hcp)
    select ${BENCH_EMAIL}::text, true, ${passwordHash}::text, 'Bench', 'Golfer', 'da', true, id, name, country_code, '18.0'
    from clubs order by id limit 1
    on conflict do nothing`);
  const bench = (
    await rows<{ id: number; n: number }>(
      db,
      sql`select u.id, (select count(*)::int from vouchers v where v.user_id = u.id) as n
        from users u where u.email = ${BENCH_EMAIL}`,
    )
  )[0];
  if (!bench) throw new Error('The bench golfer could not be created.');
  const missing = Math.max(0, benchTarget - bench.n);
  if (bench.n > benchTarget) log(`warning: ${BENCH_EMAIL} already holds ${bench.n} vouchers`);
  if (missing > 0) {
    await db.execute(sql`
      with inserted as (
        insert into vouchers (user_id, club_id, voucher_number, name, product_name, type, category, value,
                              reduction_type, currency, price_paid_minor, valid_from, valid_to, uses_total,
                              uses_left, can_be_self_redeemed, favourite, created_at, updated_at)
        select ${bench.id}::int, ${voucherSelect(`SY-${numberTag}-B`)},
               ${at}::timestamptz - make_interval(days => g % 300),
               ${at}::timestamptz + make_interval(days => 30 + g % 700),
               case when g % 4 = 0 then 10 else 1 end,
               case when g % 4 = 0 then 1 + g % 10 else 1 end,
               g % 3 = 0, g % 17 = 0,
               ${at}::timestamptz - make_interval(days => g % 300), ${at}::timestamptz
        from generate_series(1, ${missing}::int) as g
        join (select row_number() over (order by id) as n, id, name, country_code from clubs) c
          on c.n = 1 + g % ${clubCount}::int
        returning id, user_id, club_id, created_at
      )
      insert into voucher_events (user_id, voucher_id, kind, at, club_id)
      select user_id, id, 'issued', created_at, club_id from inserted`);
  }
  log(`${BENCH_EMAIL} holds ${bench.n + missing} vouchers (${elapsed()})`);

  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze vouchers`);
  await db.execute(sql`analyze voucher_events`);
  log(`done in ${elapsed()}`);
  return { tag, users: options.users, vouchers: written, benchUserId: bench.id, benchVouchersAdded: missing };
}

const MAX_USERS = 10_000_000;
const MAX_VOUCHERS = 100_000_000;

/** Reads --users N and --vouchers N (or --users=N); defaults are small. */
export function parseSyntheticArgs(argv: readonly string[]): { users: number; vouchers: number } {
  const values: Record<string, number> = { users: 1000, vouchers: 20_000 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const match = /^--(users|vouchers)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unknown argument ${arg}. Use --users N --vouchers N.`);
    const name = match[1]!;
    const raw = match[2] ?? argv[++i];
    const value = Number(raw?.replace(/_/g, ''));
    const max = name === 'users' ? MAX_USERS : MAX_VOUCHERS;
    if (!Number.isInteger(value) || value < 1 || value > max) {
      throw new Error(`--${name} must be a whole number from 1 to ${max}, got ${raw ?? 'nothing'}.`);
    }
    values[name] = value;
  }
  return { users: values.users!, vouchers: values.vouchers! };
}

async function main() {
  let args: { users: number; vouchers: number };
  let config: ReturnType<typeof loadConfig>;
  try {
    args = parseSyntheticArgs(process.argv.slice(2));
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const started = Date.now();
  const database = await openDatabase(config);
  console.log(`database: ${database.kind}${config.DATABASE_URL ? '' : ` under ${config.dataDir}`}`);
  try {
    const seeded = await seedIfEmpty(database.db, { demo: config.SEED_DEMO });
    console.log(seeded ? 'seeded reference and demo data' : 'reference data already present');
    await generateSynthetic(database.db, { ...args, log: (line) => console.log(line) });
    console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
