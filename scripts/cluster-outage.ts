/**
 * The one-instance outage drill of the cluster test (scripts/cluster-outage.test.ts) and
 * `npm run bench:cluster` (issue 37): golfers read and redeem through nginx while one instance's
 * database is cut (its PostgreSQL connections go through a TCP proxy that is closed: open
 * connections destroyed, new ones refused); the other instances keep theirs.
 *
 * Three kinds of load run side by side, each in its own workers:
 * - idempotent GETs (the voucher list), sent once each: any answer but 200 is a failure;
 * - redemptions with an Idempotency-Key, one fresh one-use voucher per key: the client retries a
 *   retryable failure with the same key, like the app; the first attempt's answer counts towards
 *   the failures, and afterwards the ledger must hold exactly one use per key that was answered
 *   200 (the same redemption as every 200 of that key) and at most one per voucher;
 * - plain redemptions without a key, one fresh one-use voucher each, sent once: nginx must not
 *   resend them to another instance, so none of them may be answered "used up" (the first
 *   instance had written it) and none may be in the ledger twice.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DrillVouchers } from './cluster-drill';
import { sleep } from './cluster';

export type LoadKind = 'get' | 'keyed' | 'plain';
/** When a request started: before the cut, while the database was cut, after it was restored. */
export type Phase = 'before' | 'cut' | 'after';

export interface Sent {
  kind: LoadKind;
  phase: Phase;
  /** HTTP status, or 0 for no answer (connection error, client time-out). */
  status: number;
  ms: number;
  /** The voucher of a redemption. */
  voucherId?: number;
  /** The Idempotency-Key of a keyed redemption (the same on its retries). */
  key?: string;
  /** Which attempt of a keyed redemption (0: the first). */
  attempt?: number;
  /** The redemption id of a 200 answer. */
  redemptionId?: number;
  /** 409 VOUCHER_USED_UP. */
  usedUp?: boolean;
}

export interface OutageLoad {
  /** Sets the phase of the requests started from now on. */
  setPhase(phase: Phase): void;
  /** Requests answered so far (every kind, every attempt). */
  answered(): number;
  /** Resolves once `count` more requests have been answered, or throws after `timeoutMs`. */
  waitForMore(count: number, timeoutMs?: number): Promise<void>;
  /** Stops the workers and answers every request sent. */
  stop(): Promise<Sent[]>;
}

const RETRYABLE = new Set([0, 502, 503, 504]);

/** Starts the load through `baseUrl` (nginx); it runs until stop(). */
export function startOutageLoad(options: {
  baseUrl: string;
  auth: string;
  keyedVouchers: DrillVouchers;
  plainVouchers: DrillVouchers;
  getWorkers: number;
  keyedWorkers: number;
  plainWorkers: number;
  /** Attempts of a keyed redemption after the first (default 5). */
  retries?: number;
}): OutageLoad {
  const sent: Sent[] = [];
  let phase: Phase = 'before';
  let running = true;
  const headers = {
    authorization: options.auth,
    'accept-language': 'en',
  };

  const timed = async (
    request: () => Promise<Response>,
  ): Promise<{ status: number; ms: number; body: string }> => {
    const started = performance.now();
    try {
      const res = await request();
      const body = await res.text();
      return { status: res.status, ms: performance.now() - started, body };
    } catch {
      return { status: 0, ms: performance.now() - started, body: '' };
    }
  };

  const getWorker = async () => {
    while (running) {
      const at = phase;
      const { status, ms } = await timed(() =>
        fetch(`${options.baseUrl}/api/v1/vouchers?limit=20`, {
          headers,
          signal: AbortSignal.timeout(30_000),
        }),
      );
      sent.push({ kind: 'get', phase: at, status, ms });
    }
  };

  const redeem = (vouchers: DrillVouchers, voucherId: number, key?: string) =>
    timed(() =>
      fetch(`${options.baseUrl}/api/v1/voucher/redeem`, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: JSON.stringify({ voucher_id: voucherId, club_id: vouchers.clubId }),
        signal: AbortSignal.timeout(30_000),
      }),
    );
  const describe = (status: number, body: string) => {
    if (status === 200) return { redemptionId: Number(JSON.parse(body).redemption_id) };
    if (status === 409 && body.includes('VOUCHER_USED_UP')) return { usedUp: true };
    return {};
  };

  let nextKeyed = 0;
  const keyedWorker = async () => {
    while (running) {
      const voucherId = options.keyedVouchers.ids[nextKeyed++];
      if (voucherId === undefined) return;
      const key = randomUUID();
      for (let attempt = 0; attempt <= (options.retries ?? 5); attempt++) {
        if (attempt > 0) await sleep(300);
        const at = phase;
        const { status, ms, body } = await redeem(options.keyedVouchers, voucherId, key);
        sent.push({
          kind: 'keyed',
          phase: at,
          status,
          ms,
          voucherId,
          key,
          attempt,
          ...describe(status, body),
        });
        if (!RETRYABLE.has(status)) break;
      }
    }
  };

  let nextPlain = 0;
  const plainWorker = async () => {
    while (running) {
      const voucherId = options.plainVouchers.ids[nextPlain++];
      if (voucherId === undefined) return;
      const at = phase;
      const { status, ms, body } = await redeem(options.plainVouchers, voucherId);
      sent.push({ kind: 'plain', phase: at, status, ms, voucherId, ...describe(status, body) });
    }
  };

  const workers = [
    ...Array.from({ length: options.getWorkers }, getWorker),
    ...Array.from({ length: options.keyedWorkers }, keyedWorker),
    ...Array.from({ length: options.plainWorkers }, plainWorker),
  ];
  return {
    setPhase: (next) => {
      phase = next;
    },
    answered: () => sent.length,
    async waitForMore(count, timeoutMs = 120_000) {
      const target = sent.length + count;
      const deadline = Date.now() + timeoutMs;
      while (sent.length < target) {
        if (Date.now() > deadline)
          throw new Error(`the load answered ${sent.length} of ${target} requests in ${timeoutMs} ms`);
        await sleep(50);
      }
    },
    async stop() {
      running = false;
      await Promise.all(workers);
      return sent;
    },
  };
}

export interface OutageReport {
  /** Idempotent requests: the GETs and the first attempts of keyed redemptions. */
  idempotent: { sent: number; failed: number; failedWhileCut: number; sentWhileCut: number };
  gets: { sent: number; failed: number };
  keyed: {
    keys: number;
    firstAttemptsFailed: number;
    /** Keys still without a business answer after every retry. */
    unresolved: number;
    /** Keys answered 200 whose voucher does not hold exactly one use, that use being the answer's. */
    notUsedExactlyOnce: number;
    /** Keys answered 200 with two different redemptions. */
    answeredDifferently: number;
    /** Keys answered 200 whose stored answer (redemption_requests) is missing or another one. */
    storedDifferently: number;
  };
  plain: {
    sent: number;
    ok: number;
    /** Failed without a business answer (502/503/no answer): not resent by nginx, the client decides. */
    failed: number;
    /** A fresh voucher answered "used up": the POST was run twice (resent after it was written). */
    answeredUsedUp: number;
    /** 200s whose redemption is not in the ledger. */
    acknowledgedLost: number;
    /** Failed ones whose voucher was used all the same (written, then the answer lost). */
    failedButWritten: number;
  };
  /** Vouchers of either kind with more than one use in the ledger, or uses_left not 1 - uses. */
  vouchersUsedTwice: number;
  /** Answers that are neither 200, a retryable failure, nor (plain) "used up". */
  wrongAnswers: string[];
  /**
   * p99 of the requests' times (ms): all of them, those sent before the cut (the same load on a
   * healthy cluster), those sent while the database was cut; and the slowest.
   */
  p99Ms: number;
  p99BeforeMs: number;
  p99WhileCutMs: number;
  maxMs: number;
}

const p99 = (values: number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!);
};

/** Counts the answers and compares the redemptions with the ledger and the stored keys. */
export async function checkOutage(databaseUrl: string, sent: Sent[]): Promise<OutageReport> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const voucherIds = [...new Set(sent.flatMap((s) => (s.voucherId === undefined ? [] : [s.voucherId])))];
    const { rows: ledgerRows } = await client.query<{
      id: string;
      uses_left: number;
      redemption_ids: string[];
    }>(
      `select v.id, v.uses_left, coalesce(array_agg(r.id) filter (where r.id is not null), '{}') as redemption_ids
       from vouchers v left join redemptions r on r.voucher_id = v.id
       where v.id = any($1::bigint[]) group by v.id, v.uses_left`,
      [voucherIds],
    );
    const ledger = new Map(
      ledgerRows.map((row) => [
        Number(row.id),
        { usesLeft: row.uses_left, uses: row.redemption_ids.map(Number) },
      ]),
    );
    const usesOf = (voucherId: number) => ledger.get(voucherId)?.uses ?? [];
    const keys = [...new Set(sent.flatMap((s) => (s.key === undefined ? [] : [s.key])))];
    const { rows: keyRows } = await client.query<{ key: string; redemption_id: string | null }>(
      `select key, response->>'redemption_id' as redemption_id from redemption_requests
       where scope like 'golfer:%' and key = any($1::text[])`,
      [keys],
    );
    const stored = new Map<string, number[]>();
    for (const row of keyRows)
      stored.set(row.key, [...(stored.get(row.key) ?? []), Number(row.redemption_id)]);
    const gets = sent.filter((s) => s.kind === 'get');
    const keyed = sent.filter((s) => s.kind === 'keyed');
    const plain = sent.filter((s) => s.kind === 'plain');
    const firstKeyed = keyed.filter((s) => s.attempt === 0);
    const idempotent = [...gets, ...firstKeyed];
    const failed = (s: Sent) => s.status !== 200;
    const wrongAnswers: string[] = [];

    const byKey = new Map<string, Sent[]>();
    for (const s of keyed) byKey.set(s.key!, [...(byKey.get(s.key!) ?? []), s]);
    let unresolved = 0;
    let notUsedExactlyOnce = 0;
    let answeredDifferently = 0;
    let storedDifferently = 0;
    for (const [key, attempts] of byKey) {
      const last = attempts[attempts.length - 1]!;
      if (RETRYABLE.has(last.status)) unresolved += 1;
      for (const a of attempts)
        if (!RETRYABLE.has(a.status) && a.status !== 200)
          wrongAnswers.push(`keyed voucher ${a.voucherId}: ${a.status}`);
      const answers = new Set(
        attempts.flatMap((a) => (a.redemptionId === undefined ? [] : [a.redemptionId])),
      );
      if (answers.size > 1) answeredDifferently += 1;
      if (answers.size > 0) {
        const uses = usesOf(last.voucherId!);
        if (uses.length !== 1 || !answers.has(uses[0]!)) notUsedExactlyOnce += 1;
        const storedAnswers = stored.get(key) ?? [];
        if (storedAnswers.length !== 1 || !answers.has(storedAnswers[0]!)) storedDifferently += 1;
      }
    }

    let answeredUsedUp = 0;
    let acknowledgedLost = 0;
    let failedButWritten = 0;
    for (const s of plain) {
      if (RETRYABLE.has(s.status) && usesOf(s.voucherId!).length > 0) failedButWritten += 1;
      if (s.usedUp) answeredUsedUp += 1;
      else if (s.status === 200) {
        if (!usesOf(s.voucherId!).includes(s.redemptionId!)) acknowledgedLost += 1;
      } else if (!RETRYABLE.has(s.status)) wrongAnswers.push(`plain voucher ${s.voucherId}: ${s.status}`);
    }
    for (const s of gets)
      if (!RETRYABLE.has(s.status) && s.status !== 200) wrongAnswers.push(`GET: ${s.status}`);

    let vouchersUsedTwice = 0;
    for (const [, row] of ledger) {
      if (row.uses.length > 1 || row.usesLeft !== 1 - row.uses.length) vouchersUsedTwice += 1;
    }
    const whileCut = idempotent.filter((s) => s.phase === 'cut');
    return {
      idempotent: {
        sent: idempotent.length,
        failed: idempotent.filter(failed).length,
        sentWhileCut: whileCut.length,
        failedWhileCut: whileCut.filter(failed).length,
      },
      gets: { sent: gets.length, failed: gets.filter(failed).length },
      keyed: {
        keys: byKey.size,
        firstAttemptsFailed: firstKeyed.filter(failed).length,
        unresolved,
        notUsedExactlyOnce,
        answeredDifferently,
        storedDifferently,
      },
      plain: {
        sent: plain.length,
        ok: plain.filter((s) => s.status === 200).length,
        failed: plain.filter((s) => RETRYABLE.has(s.status)).length,
        answeredUsedUp,
        acknowledgedLost,
        failedButWritten,
      },
      vouchersUsedTwice,
      wrongAnswers,
      p99Ms: p99(sent.map((s) => s.ms)),
      p99BeforeMs: p99(sent.filter((s) => s.phase === 'before').map((s) => s.ms)),
      p99WhileCutMs: p99(sent.filter((s) => s.phase === 'cut').map((s) => s.ms)),
      maxMs: Math.round(Math.max(0, ...sent.map((s) => s.ms))),
    };
  } finally {
    await client.end();
  }
}

/** How many lines of an instance's log say a request found the database away. */
export function databaseUnavailableLines(log: string): number {
  return log.split('\n').filter((line) => line.includes('database unavailable')).length;
}
