import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { runStatement, statementCache } from '../../db/statement';
import { testAcquirerCharges, testAcquirerTokens } from '../../db/schema/index';
import type { Acquirer, CardDetails, ChargeRequest, ChargeResult, DeclineReason } from './acquirer';
import { AcquirerTimeout } from './acquirer';

export const TEST_ACQUIRER_PREFIX = '/test-acquirer';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

type ChargeRow = typeof testAcquirerCharges.$inferSelect;

const p = (name: string) => sql.placeholder(name);

/** The outcome of each test card's behaviour; an unknown token is declined. */
const chargeStatement = statementCache(
  () => sql`
    with card as (
      select behaviour from test_acquirer_tokens where token = ${p('token')}::text
    ), outcome as (
      select card.behaviour,
             case when card.behaviour in ('decline', 'insufficient_funds', 'expired') or card.behaviour is null
                  then 'declined'
                  when card.behaviour = 'three_d_secure' then 'requires_action'
                  else 'captured' end as status,
             case when card.behaviour is null or card.behaviour = 'decline' then 'declined'
                  when card.behaviour in ('insufficient_funds', 'expired') then card.behaviour end as decline_reason
      from (select 1) one left join card on true
    ), created as (
      insert into test_acquirer_charges (id, reference, token, amount_minor, currency, status, decline_reason,
                                         return_url)
      select ${p('id')}::text, ${p('reference')}::text, ${p('token')}::text, ${p('amountMinor')}::int,
             ${p('currency')}::text, outcome.status, outcome.decline_reason, ${p('returnUrl')}::text
      from outcome
      on conflict (reference) do nothing
      returning id, status, decline_reason as "declineReason"
    )
    select created.*, (select behaviour from outcome) as behaviour from created`,
);

function resultOf(row: Pick<ChargeRow, 'id' | 'status' | 'declineReason'>): ChargeResult {
  if (row.status === 'captured' || row.status === 'refunded') return { status: 'captured', ref: row.id };
  if (row.status === 'requires_action')
    return { status: 'requires_action', ref: row.id, actionUrl: `${TEST_ACQUIRER_PREFIX}/3ds/${row.id}` };
  return { status: 'declined', ref: row.id, reason: (row.declineReason ?? 'declined') as DeclineReason };
}

/**
 * The embedded test acquirer: plays the payment provider with its own tables (tokens and charges),
 * so its state outlives a restart like a real provider's. The test cards decide the outcome; the
 * timeout card captures and then loses the answer (what reconciliation repairs).
 */
export function testAcquirer(db: Db): Acquirer {
  return {
    name: 'test',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      // One statement: the test card's behaviour decides the outcome; a reference charged before
      // keeps its first charge (the insert does nothing, and the first is read).
      const [created] = await runStatement<
        Pick<ChargeRow, 'id' | 'status' | 'declineReason'> & { behaviour: string | null }
      >(db, chargeStatement('charge'), {
        id: id('ch'),
        reference: request.reference,
        token: request.token,
        amountMinor: request.amountMinor,
        currency: request.currency,
        returnUrl: request.returnUrl,
      });
      if (!created) {
        const [first] = await db
          .select()
          .from(testAcquirerCharges)
          .where(eq(testAcquirerCharges.reference, request.reference));
        return resultOf(first!);
      }
      if (created.behaviour === 'timeout') throw new AcquirerTimeout();
      return resultOf(created);
    },
    async lookup(reference) {
      const [row] = await db
        .select()
        .from(testAcquirerCharges)
        .where(eq(testAcquirerCharges.reference, reference));
      return row ? resultOf(row) : null;
    },
    async refund(ref, amountMinor) {
      await db
        .update(testAcquirerCharges)
        .set({
          status: 'refunded',
          refundedMinor: sql`least(${testAcquirerCharges.amountMinor}, ${testAcquirerCharges.refundedMinor} + ${amountMinor})`,
        })
        .where(sql`${testAcquirerCharges.id} = ${ref} and ${testAcquirerCharges.status} = 'captured'`);
    },
    cardQuery: (token) =>
      sql`select brand, last4, expiry from test_acquirer_tokens where token = ${token}::text`,
    async card(token): Promise<CardDetails> {
      const [card] = await db.select().from(testAcquirerTokens).where(eq(testAcquirerTokens.token, token));
      if (!card) throw new Error('unknown token');
      return { brand: card.brand, last4: card.last4, expiry: card.expiry };
    },
    browserConfig: () => ({
      provider: 'test',
      tokenize_url: `${TEST_ACQUIRER_PREFIX}/v1/tokens`,
      publishable_key: null,
    }),
  };
}

/** Stores a tokenised test card (the provider's side of tokenisation). */
export async function insertTestToken(db: Db, card: CardDetails & { behaviour: string }): Promise<string> {
  const token = id('tok');
  await db.insert(testAcquirerTokens).values({ token, ...card });
  return token;
}

/** The golfer's answer on the 3-D Secure page. Returns where to send the browser, or null. */
export async function completeChallenge(
  db: Db,
  chargeId: string,
  approve: boolean,
): Promise<ChargeRow | null> {
  const [row] = await db
    .update(testAcquirerCharges)
    .set(approve ? { status: 'captured' } : { status: 'declined', declineReason: 'authentication_failed' })
    .where(sql`${testAcquirerCharges.id} = ${chargeId} and ${testAcquirerCharges.status} = 'requires_action'`)
    .returning();
  return row ?? null;
}

export async function findCharge(db: Db, chargeId: string): Promise<ChargeRow | null> {
  const [row] = await db.select().from(testAcquirerCharges).where(eq(testAcquirerCharges.id, chargeId));
  return row ?? null;
}
