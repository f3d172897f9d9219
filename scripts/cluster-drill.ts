/**
 * The redemption drill of the cluster test and `npm run bench:cluster`: golfers redeem one-use
 * vouchers through nginx while an API instance is killed with SIGKILL, then the ledger is checked.
 *
 * The client behaves like the app: a request that fails without a business answer (connection
 * error, 502, 503) is retried; a retry that finds the voucher used up means the first attempt was
 * written before its answer was lost. Afterwards:
 * - every acknowledged redemption (200) is in the ledger (no acknowledged write lost);
 * - no voucher is redeemed twice (ledger rows ≤ 1, uses_left consistent);
 * - every request ends in success or a clean, retryable error — no 500, no other 4xx.
 */
import pg from 'pg';

export const DRILL_EMAIL = 'demo@golfwallet.dk';
export const DRILL_PASSWORD = 'golfwallet';

export interface DrillVouchers {
  ids: number[];
  clubId: number;
}

/** `count` fresh one-use vouchers of the demo golfer at a club of their own. */
export async function createDrillVouchers(databaseUrl: string, count: number): Promise<DrillVouchers> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tag = `${process.pid}${Date.now().toString(36)}`.toUpperCase();
    const { rows: clubs } = await client.query<{ id: number }>(
      `insert into clubs (name, country_code, latitude, longitude, timezone, self_redeem_radius_m)
       values ($1, 'DK', 55.6761, 12.5683, 'Europe/Copenhagen', 500) returning id`,
      [`Drill ${tag}`],
    );
    const clubId = clubs[0]!.id;
    const { rows } = await client.query<{ id: string }>(
      `insert into vouchers (user_id, club_id, voucher_number, name, product_name, type, category, value,
         reduction_type, currency, price_paid_minor, valid_from, valid_to, uses_total, uses_left)
       select u.id, $2, 'DRILL' || $3 || '-' || n, 'Greenfee 18 huller', 'Greenfee', 'personal', 'voucher',
         '350', 'setprice', 'DKK', 35000, now() - interval '1 day', now() + interval '365 days', 1, 1
       from users u, generate_series(1, $4::int) n where u.email = $1 returning id`,
      [DRILL_EMAIL, clubId, tag, count],
    );
    if (rows.length !== count)
      throw new Error(`no golfer ${DRILL_EMAIL}: seed the demo data (SEED_DEMO=true)`);
    return { ids: rows.map((row) => Number(row.id)), clubId };
  } finally {
    await client.end();
  }
}

/** Signs the demo golfer in through `baseUrl`; answers the Authorization header. */
export async function drillLogin(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DRILL_EMAIL, password: DRILL_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const { session_id } = (await res.json()) as { session_id: string };
  return `Basic ${Buffer.from(`${session_id}:`).toString('base64')}`;
}

export type Attempt =
  | { kind: 'ok'; redemptionId: number }
  | { kind: 'used-up' }
  | { kind: 'retryable'; what: string }
  | { kind: 'wrong'; what: string };

export interface VoucherOutcome {
  voucherId: number;
  attempts: Attempt[];
}

async function redeemOnce(
  baseUrl: string,
  auth: string,
  voucherId: number,
  clubId: number,
): Promise<Attempt> {
  try {
    const res = await fetch(`${baseUrl}/api/v1/voucher/redeem`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ voucher_id: voucherId, club_id: clubId }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    if (res.status === 200) return { kind: 'ok', redemptionId: Number(JSON.parse(text).redemption_id) };
    if (res.status === 409 && text.includes('VOUCHER_USED_UP')) return { kind: 'used-up' };
    if (res.status === 502 || res.status === 503 || res.status === 504) {
      return { kind: 'retryable', what: `${res.status}` };
    }
    return { kind: 'wrong', what: `${res.status} ${text.slice(0, 200)}` };
  } catch (error) {
    return {
      kind: 'retryable',
      what: (error as Error).cause ? String((error as Error).cause) : String(error),
    };
  }
}

/**
 * Redeems every voucher once, `concurrency` at a time, through `baseUrl`, retrying retryable
 * failures (up to `retries` times, `retryDelayMs` apart). `during(done)` is called after each
 * finished voucher (the caller kills an instance at some point).
 */
export async function redeemAll(options: {
  baseUrl: string;
  auth: string;
  vouchers: DrillVouchers;
  concurrency: number;
  retries?: number;
  retryDelayMs?: number;
  during?: (done: number) => void;
}): Promise<VoucherOutcome[]> {
  const { baseUrl, auth, vouchers } = options;
  const outcomes: VoucherOutcome[] = [];
  let next = 0;
  const worker = async () => {
    for (;;) {
      const index = next++;
      const voucherId = vouchers.ids[index];
      if (voucherId === undefined) return;
      const attempts: Attempt[] = [];
      for (let attempt = 0; attempt <= (options.retries ?? 5); attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs ?? 300));
        const result = await redeemOnce(baseUrl, auth, voucherId, vouchers.clubId);
        attempts.push(result);
        if (result.kind !== 'retryable') break;
      }
      outcomes.push({ voucherId, attempts });
      options.during?.(outcomes.length);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return outcomes;
}

export interface DrillReport {
  vouchers: number;
  /** Answered 200 on the first attempt. */
  acknowledged: number;
  /** 200s whose redemption is missing from the ledger: acknowledged writes lost. */
  acknowledgedLost: number;
  /** Vouchers with more than one ledger row, or uses_left not 1 - rows. */
  doubleRedeemed: number;
  /** First attempts that failed retryably (connection error, 502, 503): in flight on the killed instance. */
  retryableFailures: number;
  /** Of those, the first attempt had been written: the retry found the voucher used up. */
  writtenBeforeAnswerLost: number;
  /** Vouchers still unanswered after every retry. */
  unresolved: number;
  /** Answers that are neither success nor a clean retryable error (a 500, an unexpected 4xx). */
  wrongAnswers: string[];
  /** 'used-up' answers for vouchers with no ledger row (would mean a lie to the golfer). */
  usedUpWithoutLedger: number;
}

/** Compares what the golfers were told with the ledger. */
export async function checkLedger(databaseUrl: string, outcomes: VoucherOutcome[]): Promise<DrillReport> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = outcomes.map((o) => o.voucherId);
    const { rows } = await client.query<{ id: string; uses_left: number; redemption_ids: string[] }>(
      `select v.id, v.uses_left, coalesce(array_agg(r.id) filter (where r.id is not null), '{}') as redemption_ids
       from vouchers v left join redemptions r on r.voucher_id = v.id
       where v.id = any($1::bigint[]) group by v.id, v.uses_left`,
      [ids],
    );
    const ledger = new Map(rows.map((row) => [Number(row.id), row]));
    const report: DrillReport = {
      vouchers: outcomes.length,
      acknowledged: 0,
      acknowledgedLost: 0,
      doubleRedeemed: 0,
      retryableFailures: 0,
      writtenBeforeAnswerLost: 0,
      unresolved: 0,
      wrongAnswers: [],
      usedUpWithoutLedger: 0,
    };
    for (const outcome of outcomes) {
      const row = ledger.get(outcome.voucherId);
      const written = (row?.redemption_ids ?? []).map(Number);
      if (written.length > 1 || (row && row.uses_left !== 1 - written.length)) report.doubleRedeemed += 1;
      const [first] = outcome.attempts;
      if (first?.kind === 'retryable') report.retryableFailures += 1;
      const last = outcome.attempts[outcome.attempts.length - 1];
      for (const attempt of outcome.attempts) {
        if (attempt.kind === 'ok') {
          if (attempt === first) report.acknowledged += 1;
          if (!written.includes(attempt.redemptionId)) report.acknowledgedLost += 1;
        }
        if (attempt.kind === 'wrong')
          report.wrongAnswers.push(`voucher ${outcome.voucherId}: ${attempt.what}`);
        // Used up on the first attempt would be a fresh voucher refused: wrong too.
        if (attempt.kind === 'used-up') {
          if (attempt === first) report.wrongAnswers.push(`voucher ${outcome.voucherId}: used up at once`);
          else report.writtenBeforeAnswerLost += 1;
          if (written.length === 0) report.usedUpWithoutLedger += 1;
        }
      }
      if (last?.kind === 'retryable') report.unresolved += 1;
    }
    return report;
  } finally {
    await client.end();
  }
}

/** True when the drill shows no lost acknowledged write, no double redemption and no wrong answer. */
export function drillPassed(report: DrillReport): boolean {
  return (
    report.acknowledgedLost === 0 &&
    report.doubleRedeemed === 0 &&
    report.wrongAnswers.length === 0 &&
    report.usedUpWithoutLedger === 0 &&
    report.unresolved === 0
  );
}
