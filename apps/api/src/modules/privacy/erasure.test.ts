import { createSession } from '@golfwallet/core/contracts/session/create-session';
import { getTransferProcess } from '@golfwallet/core/contracts/transfers/get-transfer-process';
import { deleteUser } from '@golfwallet/core/contracts/user/delete-user';
import { getUser } from '@golfwallet/core/contracts/user/get-user';
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, refusal, type TestApp } from '../../../test/helper';
import * as schema from '../../db/schema/index';
import { createHistoryGolfer, exchangeVouchers, type Golfer } from '../../../test/builders/full-history';
import { PERSONAL_DATA } from './personal-data';

/** Every table of the Drizzle schema with its columns' names and SQL types. */
function schemaTables() {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      return {
        name: config.name,
        columns: config.columns.map((c) => ({ name: c.name, type: c.getSQLType() })),
      };
    });
}

const EXEMPT = new Set(['staff', 'registry', 'acquirer']);

describe('the personal-data map', () => {
  it('classifies every column of every table in the schema, and nothing else', () => {
    const tables = schemaTables();
    const missing = tables.flatMap((table) =>
      table.columns
        .filter((column) => PERSONAL_DATA[table.name]?.[column.name] === undefined)
        .map((column) => `${table.name}.${column.name}`),
    );
    expect(missing, 'classify these in modules/privacy/personal-data.ts').toEqual([]);
    const known = new Set(
      tables.flatMap((table) => table.columns.map((column) => `${table.name}.${column.name}`)),
    );
    const stale = Object.entries(PERSONAL_DATA).flatMap(([table, columns]) =>
      Object.keys(columns)
        .map((column) => `${table}.${column}`)
        .filter((name) => !known.has(name)),
    );
    expect(stale).toEqual([]);
  });
});

describe('erasing an account', () => {
  let t: TestApp;
  let gina: Golfer;
  let olaf: Golfer;
  let pendingToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    gina = await createHistoryGolfer(t, 'Gina');
    olaf = await createHistoryGolfer(t, 'Olaf');
    await exchangeVouchers(t, olaf, gina);
    await exchangeVouchers(t, gina, olaf);
    const [pending] = await t.database.db
      .select({ text: schema.outbox.text })
      .from(schema.outbox)
      .where(eq(schema.outbox.recipient, `friend.of.${gina.lastName.toLowerCase()}@example.net`));
    pendingToken = /voucher-subtransfer\/([A-Za-z0-9_-]+)/.exec(pending!.text)![1]!;
    // 200 both, checked by the typed client.
    await t.api()(getTransferProcess, { params: { token: pendingToken } });
    await t.api({ token: gina.token })(deleteUser, { query: { member_id: String(gina.id) } });
  });
  afterAll(() => t?.close());

  const identifiersOf = (golfer: Golfer) => [
    golfer.email,
    golfer.firstName,
    golfer.lastName,
    golfer.phone,
    golfer.phone.replace(/\s/g, ''),
    golfer.phone2,
    golfer.memberNumber,
    golfer.memberGuid,
    golfer.ip,
    golfer.referral,
  ];

  async function count(query: ReturnType<typeof sql>): Promise<number> {
    const result = (await t.database.db.execute(query)) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  }

  async function findings(golfer: Golfer) {
    const found: string[] = [];
    for (const table of schemaTables()) {
      for (const column of table.columns) {
        const kind = PERSONAL_DATA[table.name]![column.name]!;
        if (EXEMPT.has(kind)) continue;
        const col = sql.identifier(column.name);
        const from = sql.identifier(table.name);
        if (kind === 'golfer') {
          if ((await count(sql`select count(*)::int as n from ${from} where ${col} = ${golfer.id}`)) > 0)
            found.push(`${table.name}.${column.name} = id`);
          continue;
        }
        for (const value of identifiersOf(golfer)) {
          const where =
            column.type === 'bytea'
              ? sql`position(convert_to(${value}, 'UTF8') in ${col}) > 0`
              : sql`position(lower(${value}) in lower(${col}::text)) > 0`;
          if ((await count(sql`select count(*)::int as n from ${from} where ${where}`)) > 0)
            found.push(`${table.name}.${column.name} ∋ ${value}`);
        }
        if (column.type === 'jsonb') {
          const pattern = `"(from_user_id|to_user_id|golfer_id|user_id)": ${golfer.id}[,}]`;
          if ((await count(sql`select count(*)::int as n from ${from} where ${col}::text ~ ${pattern}`)) > 0)
            found.push(`${table.name}.${column.name} names id`);
        }
      }
    }
    return found;
  }

  it('leaves no trace of the golfer in any column the map says may hold personal data', async () => {
    expect(await findings(gina)).toEqual([]);
  });

  it('the check finds the other golfer everywhere they still are (it is not blind)', async () => {
    const found = await findings(olaf);
    for (const place of [
      'users.id = id',
      'sessions.user_id = id',
      `users.email ∋ ${olaf.email}`,
      `sessions.ip ∋ ${olaf.ip}`,
      `outbox.recipient ∋ ${olaf.email}`,
      `outbox_attachments.content ∋ ${olaf.lastName}`,
      `redemptions.playing_with_member ∋ ${olaf.memberNumber}`,
      `partner_audit.details ∋ ${olaf.lastName}`,
      'partner_audit.details names id',
      `voucher_transfers.target_email ∋ ${olaf.lastName}`,
      'orders.user_id = id',
      'consents.user_id = id',
    ]) {
      expect(found).toContain(place);
    }
  });

  it('keeps the financial records without the person', async () => {
    const db = t.database.db;
    const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, gina.orderId));
    expect(order).toMatchObject({ userId: null, status: 'paid', totalMinor: 35_000 });
    const [payment] = await db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, gina.orderId));
    expect(payment).toMatchObject({
      cardToken: null,
      cardBrand: 'visa',
      cardLast4: '4242',
      status: 'captured',
    });
    const [bought] = await db
      .select()
      .from(schema.vouchers)
      .where(eq(schema.vouchers.id, gina.boughtVoucherId));
    expect(bought).toMatchObject({ userId: null, active: false, orderId: gina.orderId });
    const ledger = await db
      .select()
      .from(schema.redemptions)
      .where(eq(schema.redemptions.voucherId, gina.redeemedVoucherId));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ userId: null, playingWithMember: null, originalPriceMinor: 35_000 });
  });

  it('records the deletion in the account audit, without the address', async () => {
    const rows = await t.database.db
      .select()
      .from(schema.accountAudit)
      .where(eq(schema.accountAudit.subjectUserId, gina.id));
    expect(rows.map((row) => row.action).sort()).toEqual(['self_deleted', 'unblocked']);
    expect(rows.every((row) => row.subjectEmail === null)).toBe(true);
    expect(rows.find((row) => row.action === 'self_deleted')?.actor).toBe('golfer');
  });

  it("leaves the other golfer's account and history whole", async () => {
    const db = t.database.db;
    const [row] = await db.select().from(schema.users).where(eq(schema.users.id, olaf.id));
    expect(row?.email).toBe(olaf.email);
    // 200, checked by the typed client.
    await t.api()(createSession, {
      body: { email: olaf.email, password: olaf.password, language: 'en', device_platform: 'web' },
    });
    const events = await db
      .select()
      .from(schema.voucherEvents)
      .where(eq(schema.voucherEvents.userId, olaf.id));
    expect(events.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['redeemed', 'transfer_sent', 'transfer_received']),
    );
  });

  it('the transfer links the golfer sent no longer work', async () => {
    const response = await refusal(t.api()(getTransferProcess, { params: { token: pendingToken } }));
    expect(response.status).toBe(404);
  });

  it("a deleted golfer's session no longer works", async () => {
    const response = await refusal(t.api({ token: gina.token })(getUser));
    expect(response.status).toBe(403);
  });
});
