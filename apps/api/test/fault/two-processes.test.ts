import { cancelTransfer } from '@golfwallet/core/contracts/transfers/cancel-transfer';
import { confirmTransferProcess } from '@golfwallet/core/contracts/transfers/confirm-transfer-process';
import { createTransfer } from '@golfwallet/core/contracts/transfers/create-transfer';
import { redeemVoucher } from '@golfwallet/core/contracts/vouchers/redeem-voucher';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redemptions, vouchers, voucherTransfers } from '../../src/db/schema/index';
import { hashToken, newToken } from '../../src/lib/tokens';
import { insertClub, insertVoucher } from '../builders/voucher.factory';
import { createTestUser, outcome, type TestApp, type TestUser } from '../helper';
import { appOn, createFaultDatabase, type FaultDatabase, ON_POSTGRES, sleep } from './fault-db';

/**
 * Two API instances on one database, each with its own connection pool (nothing shared but
 * PostgreSQL), race a transfer against a redemption of the same one-use voucher (issue 5): exactly
 * one wins, and the voucher ends in one consistent state.
 */

const RUNS = 20;

describe.runIf(ON_POSTGRES)('two API processes on one database', () => {
  let database: FaultDatabase;
  let a: TestApp;
  let b: TestApp;
  let sender: TestUser;
  let recipient: TestUser;
  let clubId: number;

  beforeAll(async () => {
    database = await createFaultDatabase();
    a = await appOn(database.url, { poolSize: 5 });
    // B widens the race window inside its redemption transaction.
    b = await appOn(database.url, {
      poolSize: 5,
      faults: { beforeRedeemWrite: () => sleep(Math.floor(Math.random() * 10)) },
    });
    sender = await createTestUser(a);
    recipient = await createTestUser(a);
    clubId = (await insertClub(a)).id;
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  /** 'ok', or the code the redemption was refused with. */
  const redeem = (t: TestApp, token: string, voucherId: number) =>
    outcome(t.api({ token })(redeemVoucher, { body: { voucher_id: voucherId, club_id: clubId } }));

  async function state(voucherId: number) {
    const [row] = await a.database.db.select().from(vouchers).where(eq(vouchers.id, voucherId));
    const [ledger] = await a.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(redemptions)
      .where(eq(redemptions.voucherId, voucherId));
    return { row: row!, redeemed: Number(ledger!.n) };
  }

  /** A pending transfer of a fresh one-use voucher from sender, with its link token. */
  async function pendingTransfer() {
    const voucher = await insertVoucher(a, { userId: sender.id, clubId });
    const token = newToken();
    const [transfer] = await a.database.db
      .insert(voucherTransfers)
      .values({
        tokenHash: hashToken(token),
        fromUserId: sender.id,
        targetEmail: recipient.email,
        voucherName: voucher.name,
        quantity: 1,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: voucherTransfers.id });
    await a.database.db.update(vouchers).set({ transferId: transfer!.id }).where(eq(vouchers.id, voucher.id));
    return { voucherId: voucher.id, transferId: transfer!.id, token };
  }

  it(`sending a voucher (A) against redeeming it (B): one wins, ${RUNS} runs out of ${RUNS}`, {
    timeout: 120_000,
  }, async () => {
    const winners = { transfer: 0, redemption: 0 };
    for (let run = 0; run < RUNS; run++) {
      const voucher = await insertVoucher(a, { userId: sender.id, clubId });
      const [sent, used] = await Promise.all([
        outcome(
          a.api({ token: sender.token })(createTransfer, {
            params: { id: String(voucher.id) },
            body: { email: recipient.email, confirm_email: recipient.email },
          }),
        ),
        redeem(b, sender.token, voucher.id),
      ]);
      const ok = [sent === 'ok', used === 'ok'];
      expect(ok.filter(Boolean), `run ${run + 1}: ${sent} / ${used}`).toHaveLength(1);
      const { row, redeemed } = await state(voucher.id);
      if (ok[0]) {
        winners.transfer += 1;
        expect([row.transferId !== null, row.usesLeft, redeemed]).toEqual([true, 1, 0]);
        expect(used).toBe('VOUCHER_IN_TRANSFER');
      } else {
        winners.redemption += 1;
        expect([row.transferId, row.usesLeft, redeemed]).toEqual([null, 0, 1]);
      }
    }
    expect(winners.transfer + winners.redemption).toBe(RUNS);
  });

  it(`accepting a transfer (A) against the sender withdrawing and redeeming it (B): one wins, ${RUNS} runs out of ${RUNS}`, {
    timeout: 120_000,
  }, async () => {
    for (let run = 0; run < RUNS; run++) {
      const transfer = await pendingTransfer();
      const [accepted, used] = await Promise.all([
        outcome(
          a.api({ token: recipient.token })(confirmTransferProcess, {
            params: { token: transfer.token },
            body: {},
          }),
        ),
        (async () => {
          // Withdrawing may lose to the acceptance; the redemption then tells which won.
          await outcome(
            b.api({ token: sender.token })(cancelTransfer, { params: { id: transfer.transferId } }),
          );
          return redeem(b, sender.token, transfer.voucherId);
        })(),
      ]);
      const where = `run ${run + 1}: ${accepted} / ${used}`;
      expect([accepted === 'ok', used === 'ok'].filter(Boolean), where).toHaveLength(1);
      const { row, redeemed } = await state(transfer.voucherId);
      if (accepted === 'ok') {
        expect([row.userId, row.usesLeft, redeemed], where).toEqual([recipient.id, 1, 0]);
        // The voucher is the recipient's now: they can use it, the sender cannot.
        expect(await redeem(b, recipient.token, transfer.voucherId)).toBe('ok');
      } else {
        expect([row.userId, row.usesLeft, redeemed, row.transferId], where).toEqual([sender.id, 0, 1, null]);
      }
    }
  });
});
