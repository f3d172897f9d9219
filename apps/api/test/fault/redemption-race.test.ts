import { redeemVoucher } from '@golfwallet/core/contracts/vouchers/redeem-voucher';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redemptions, vouchers } from '../../src/db/schema/index';
import { insertClub, insertVoucher } from '../builders/voucher.factory';
import { createTestUser, refusal, type TestApp, type TestUser } from '../helper';
import { appOn, createFaultDatabase, type FaultDatabase, ON_POSTGRES, sleep } from './fault-db';

/**
 * 50 concurrent redemptions of one voucher (issue 5): a one-use voucher, a five-use voucher and an
 * unlimited voucher with a per-day limit of 3. The successes equal the uses available, every run
 * (RACE_RUNS: 8 in CI, 20 in `npm run test:soak`). The second app widens the window between the checks and the write with a random delay
 * (Deps.faults.beforeRedeemWrite): the count still holds, so the guard is in SQL, not in timing.
 */

const CONCURRENT = 50;
const RUNS = Number(process.env.RACE_RUNS ?? 8);

describe.runIf(ON_POSTGRES)('concurrent redemptions of one voucher', () => {
  let database: FaultDatabase;
  let plain: TestApp;
  let delayed: TestApp;
  let golfer: TestUser;
  let clubId: number;
  let delays = 0;

  beforeAll(async () => {
    database = await createFaultDatabase();
    plain = await appOn(database.url);
    delayed = await appOn(database.url, {
      poolSize: 25,
      faults: {
        beforeRedeemWrite: async () => {
          delays += 1;
          await sleep(Math.floor(Math.random() * 15));
        },
      },
    });
    golfer = await createTestUser(plain);
    clubId = (await insertClub(plain)).id;
  }, 60_000);
  afterAll(async () => {
    await plain?.close();
    await delayed?.close();
    await database?.drop();
  });

  const kinds = [
    {
      name: 'a one-use voucher',
      values: { usesTotal: 1, usesLeft: 1 },
      available: 1,
      refusal: 'VOUCHER_USED_UP',
    },
    {
      name: 'a five-use voucher',
      values: { usesTotal: 5, usesLeft: 5 },
      available: 5,
      refusal: 'VOUCHER_USED_UP',
    },
    {
      name: 'an unlimited voucher allowed 3 times a day',
      values: { usesTotal: null, usesLeft: null, restrictions: { valid_times_per_day: 3 } },
      available: 3,
      refusal: 'VOUCHER_DAILY_LIMIT',
    },
  ] as const;

  async function race(t: TestApp, values: (typeof kinds)[number]['values']) {
    const voucher = await insertVoucher(plain, { userId: golfer.id, clubId, ...values });
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        refusal(
          t.api({ token: golfer.token })(redeemVoucher, {
            body: { voucher_id: voucher.id, club_id: clubId },
          }),
        ).then(
          (error) => `${error.status} ${error.code}`,
          () => 'ok',
        ),
      ),
    );
    const [ledger] = await plain.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(redemptions)
      .where(eq(redemptions.voucherId, voucher.id));
    const [row] = await plain.database.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    return {
      ok: answers.filter((answer) => answer === 'ok').length,
      refusals: new Set(answers.filter((answer) => answer !== 'ok')),
      ledger: Number(ledger!.n),
      usesLeft: row!.usesLeft,
    };
  }

  for (const kind of kinds) {
    for (const variant of ['as it is', 'with a delay between the checks and the write'] as const) {
      it(`${kind.name}, ${variant}: successes equal the uses, ${RUNS} runs out of ${RUNS}`, {
        timeout: 300_000,
      }, async () => {
        const t = variant === 'as it is' ? plain : delayed;
        const delaysBefore = delays;
        for (let run = 0; run < RUNS; run++) {
          const result = await race(t, kind.values);
          expect(result.ok, `run ${run + 1}`).toBe(kind.available);
          expect(result.ledger, `run ${run + 1}`).toBe(kind.available);
          expect([...result.refusals], `run ${run + 1}`).toEqual([`409 ${kind.refusal}`]);
          if (kind.values.usesLeft !== null) expect(result.usesLeft).toBe(0);
        }
        if (t === delayed) expect(delays - delaysBefore).toBeGreaterThanOrEqual(RUNS * kind.available);
      });
    }
  }
});
