import { createProduct as createProductContract } from '@golfwallet/core/contracts/partner/create-product';
import {
  getBulkIssue,
  previewBulkIssue,
  startBulkIssue,
} from '@golfwallet/core/contracts/partner/bulk-issue';
import { getPeriodReport } from '@golfwallet/core/contracts/partner/get-period-report';
import { localDate } from '@golfwallet/core/domain/local-time';
import { BULK_ISSUE_MAX_ENTRIES } from '@golfwallet/core/domain/partner/bulk-list';
import { and, count, countDistinct, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStaff, productBody, type TestStaff } from '../../../test/builders/partner';
import { insertClub } from '../../../test/builders/voucher.factory';
import { createTestApp, createTestUser, refusal, type TestApp } from '../../../test/helper';
import { bulkIssues, outbox, unions, users, vouchers } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { handOutBulkIssues } from './bulk-issue.job';

/** Bulk issue (issue 35): the list read, the preview, the batch in a job, its progress, its repeat. */

let t: TestApp;
let clubA: number;
let unionId: number;
let ownerA: TestStaff;
let deskA: TestStaff;
let ownerB: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  const [union] = await t.database.db.select({ id: unions.id }).from(unions).limit(1);
  unionId = union!.id;
  clubA = (await insertClub(t, { unionId })).id;
  const clubB = (await insertClub(t)).id;
  ownerA = await createTestStaff(t, [{ clubId: clubA, role: 'owner' }]);
  deskA = await createTestStaff(t, [{ clubId: clubA, role: 'desk' }]);
  ownerB = await createTestStaff(t, [{ clubId: clubB, role: 'owner' }]);
});
afterAll(async () => t.close());

const as = (staff: TestStaff) => t.api({ token: staff.token, language: 'en' });
const deps = (): Deps => ({ db: t.database.db, config: t.config, now: t.clock.now, log: t.app.log });
const product = async (overrides: Parameters<typeof productBody>[0] = {}) =>
  (await as(ownerA)(createProductContract, { body: productBody({ name: 'Fødselsdag', ...overrides }) }))
    .product_id;

/** `n` golfers inserted at once (no password hash each), who accepted club offers. */
async function golfers(n: number, tag: string) {
  return t.database.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        firstName: 'Gæst',
        lastName: `${tag}${i}`,
        email: `${tag}${i}@bulk.example.com`,
        emailConfirmed: true,
        languageDefault: 'da',
        acceptOffers: 1,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id, email: users.email });
}

describe('POST /partner/bulk-issues/preview', () => {
  it('lists who gets it, the unknown entries, the duplicates removed and who declined offers', async () => {
    const productId = await product();
    const accepted = await createTestUser(t, { firstName: 'Anna', lastName: 'Ja', acceptOffers: 1 });
    const declined = await createTestUser(t, { firstName: 'Bo', lastName: 'Nej', acceptOffers: 0 });
    const member = await createTestUser(t, {
      firstName: 'Carl',
      lastName: 'Medlem',
      acceptOffers: 1,
      unionId,
      memberNumber: '4711-99',
    });
    const list = [
      'email;navn',
      `"${accepted.email.toUpperCase()}"`,
      `${declined.email}, 4711-99`,
      accepted.email,
      member.email,
      'nobody@bulk.example.com',
      'not an entry',
    ].join('\n');
    const preview = await as(ownerA)(previewBulkIssue, { body: { product_id: productId, list } });
    expect(preview).toEqual({
      recipients: 2,
      golfers: [
        { entry: accepted.email, name: 'Anna Ja', opted_out: false },
        { entry: declined.email, name: 'Bo Nej', opted_out: true },
        { entry: member.email, name: 'Carl Medlem', opted_out: false },
      ],
      unknown: ['nobody@bulk.example.com', 'navn', 'not an entry'],
      // The e-mail given twice, and the member number of a golfer already named by e-mail.
      duplicates: 2,
    });
    const withDeclined = await as(ownerA)(previewBulkIssue, {
      body: { product_id: productId, list, include_opted_out: true },
    });
    expect(withDeclined.recipients).toBe(3);
    expect(await t.database.db.select({ n: count() }).from(bulkIssues)).toEqual([{ n: 0 }]);
  });

  it('refuses an empty list and one over the limit, in the caller’s language', async () => {
    const productId = await product();
    const empty = await refusal(
      as(ownerA)(previewBulkIssue, { body: { product_id: productId, list: ' \n;' } }),
    );
    expect(empty.status).toBe(422);
    expect(JSON.stringify(empty)).toContain('Enter at least one e-mail address or member number.');
    const many = Array.from({ length: BULK_ISSUE_MAX_ENTRIES + 1 }, (_, i) => `g${i}@x.dk`).join('\n');
    const over = await refusal(as(ownerA)(previewBulkIssue, { body: { product_id: productId, list: many } }));
    expect(over.status).toBe(422);
    expect(JSON.stringify(over)).toContain('A list can have at most 5,000 entries.');
  });
});

describe('POST /partner/bulk-issues', () => {
  it('issues 1,000 golfers one voucher each in a job with progress, mails each once, and a repeat issues nothing', async () => {
    const productId = await product({ stock_left: 1000 });
    const guests = await golfers(1000, 'turnering');
    const list = guests.map((guest) => guest.email).join('\n');
    const started = await as(ownerA)(startBulkIssue, { body: { product_id: productId, list } });
    expect(started).toMatchObject({ status: 'running', total: 1000, done: 0, repeat: false });
    const issuedNow = () =>
      t.database.db.select({ n: count() }).from(vouchers).where(eq(vouchers.productId, productId));
    expect(await issuedNow()).toEqual([{ n: 0 }]);

    // Progress: three chunks of a hundred, then the rest.
    expect(await handOutBulkIssues(deps(), { maxChunks: 3 })).toBe(300);
    const midway = await as(ownerA)(getBulkIssue, { params: { id: started.id } });
    expect(midway).toMatchObject({ status: 'running', total: 1000, done: 300, finished_at: null });
    expect(await handOutBulkIssues(deps())).toBe(700);
    const finished = await as(ownerA)(getBulkIssue, { params: { id: started.id } });
    expect(finished).toMatchObject({ status: 'done', total: 1000, done: 1000, product_name: 'Fødselsdag' });
    expect(finished.finished_at).toEqual(expect.any(Number));

    const [made] = await t.database.db
      .select({ n: count(), golfers: countDistinct(vouchers.userId) })
      .from(vouchers)
      .where(eq(vouchers.productId, productId));
    expect(made).toEqual({ n: 1000, golfers: 1000 });
    const mails = await t.database.db
      .select({ n: count() })
      .from(outbox)
      .where(
        and(
          eq(outbox.template, 'voucher_issued'),
          inArray(
            outbox.recipient,
            guests.map((guest) => guest.email),
          ),
        ),
      );
    expect(mails).toEqual([{ n: 1000 }]);

    // The same golfers again, in another order and with a duplicate: the first batch, nothing new.
    const again = [...guests.map((guest) => guest.email)].reverse().concat(guests[0]!.email).join(';');
    const repeat = await as(ownerA)(startBulkIssue, { body: { product_id: productId, list: again } });
    expect(repeat).toMatchObject({ id: started.id, repeat: true, status: 'done', done: 1000 });
    expect(await handOutBulkIssues(deps())).toBe(0);
    expect(await issuedNow()).toEqual([{ n: 1000 }]);

    // The overview of today counts them given, at 0: nothing sold, no revenue, nothing owed in
    // money, 2 clips each outstanding.
    const today = localDate(t.clock.now(), 'Europe/Copenhagen');
    const overview = await as(ownerA)(getPeriodReport, { query: { from: today, to: today } });
    expect(overview.per_product.find((row) => row.product_id === productId)).toMatchObject({
      issued_sold: 0,
      issued_given: 1000,
      revenue_gross: 0,
      issued: 0,
      uses_issued: 2000,
      uses_closing: 2000,
      closing: 0,
    });
  });

  it('takes the stock at the start: a list larger than the stock issues nothing', async () => {
    const productId = await product({ stock_left: 2 });
    const guests = await golfers(3, 'lager');
    const refused = await refusal(
      as(ownerA)(startBulkIssue, {
        body: { product_id: productId, list: guests.map((guest) => guest.email).join('\n') },
      }),
    );
    expect(refused.code).toBe('PRODUCT_SOLD_OUT');
    expect(
      await t.database.db.select({ n: count() }).from(bulkIssues).where(eq(bulkIssues.productId, productId)),
    ).toEqual([{ n: 0 }]);
  });

  it('is the owner’s alone: the desk, another club’s owner and a golfer are refused', async () => {
    const productId = await product();
    const [guest] = await golfers(1, 'adgang');
    const body = { product_id: productId, list: guest!.email };
    const started = await as(ownerA)(startBulkIssue, { body });
    expect((await refusal(as(deskA)(previewBulkIssue, { body }))).status).toBe(403);
    expect((await refusal(as(deskA)(startBulkIssue, { body }))).status).toBe(403);
    expect((await refusal(as(deskA)(getBulkIssue, { params: { id: started.id } }))).status).toBe(403);
    expect((await refusal(as(ownerB)(previewBulkIssue, { body }))).code).toBe('PARTNER_PRODUCT_NOT_FOUND');
    expect((await refusal(as(ownerB)(startBulkIssue, { body }))).code).toBe('PARTNER_PRODUCT_NOT_FOUND');
    expect((await refusal(as(ownerB)(getBulkIssue, { params: { id: started.id } }))).status).toBe(404);
    const golfer = await createTestUser(t);
    expect([401, 403]).toContain(
      (await refusal(t.api({ token: golfer.token })(getBulkIssue, { params: { id: started.id } }))).status,
    );
  });
});
