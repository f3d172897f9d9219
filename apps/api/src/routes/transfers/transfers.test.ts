import { createHash } from 'node:crypto';
import type { ContractInput } from '@golfwallet/core/contracts/define';
import { listHistory } from '@golfwallet/core/contracts/history/list-history';
import { cancelTransfer } from '@golfwallet/core/contracts/transfers/cancel-transfer';
import { confirmTransferProcess } from '@golfwallet/core/contracts/transfers/confirm-transfer-process';
import { createTransfer } from '@golfwallet/core/contracts/transfers/create-transfer';
import { getTransferProcess } from '@golfwallet/core/contracts/transfers/get-transfer-process';
import { countVouchers } from '@golfwallet/core/contracts/vouchers/count-vouchers';
import { listVouchers } from '@golfwallet/core/contracts/vouchers/list-vouchers';
import { printVouchers } from '@golfwallet/core/contracts/vouchers/print-vouchers';
import { redeemVoucher } from '@golfwallet/core/contracts/vouchers/redeem-voucher';
import { translate } from '@golfwallet/core/i18n/translate';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  outcome,
  refusal,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { outbox, voucherEvents, voucherTransfers, vouchers } from '../../db/schema/index';
import {
  insertClub,
  insertOrder,
  insertVoucher,
  insertVouchers,
} from '../../../test/builders/voucher.factory';

let t: TestApp;
let club: Awaited<ReturnType<typeof insertClub>>;
const DAY = 86_400_000;
type TransferBody = ContractInput<typeof createTransfer>['body'];

beforeAll(async () => {
  t = await createTestApp();
  club = await insertClub(t, { name: 'Rungsted Golf Klub' });
});
afterAll(async () => t.close());

/** Starts a transfer (a call that resolves was answered 201, as the contract says). */
function send(token: string, ids: number[] | string, body: TransferBody, language = 'en') {
  const id = Array.isArray(ids) ? ids.join(',') : ids;
  return t.api({ token, language })(createTransfer, { params: { id }, body });
}

const byEmail = (email: string, extra: Omit<TransferBody, 'email' | 'confirm_email'> = {}) => ({
  email,
  confirm_email: email,
  ...extra,
});

async function lastMessage(recipient: string) {
  const [row] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row!;
}

function linkToken(text: string): string {
  const match = /\/voucher-subtransfer\/([A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error(`no transfer link in: ${text}`);
  return match[1];
}

async function startTransfer(
  sender: TestUser,
  ids: number[],
  recipient: string,
  extra: Omit<TransferBody, 'email' | 'confirm_email'> = {},
) {
  const body = await send(sender.token, ids, byEmail(recipient, extra));
  return { body, token: linkToken((await lastMessage(recipient)).text) };
}

const confirm = (token: string, link: string) =>
  t.api({ token, language: 'en' })(confirmTransferProcess, { params: { token: link }, body: {} });
const show = (link: string, query: { locale?: string } = {}, language?: string) =>
  t.api({ language })(getTransferProcess, { params: { token: link }, query });
const vouchersOf = (token: string) => t.api({ token })(listVouchers);

async function owner(id: number) {
  const [row] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, id));
  return row!;
}

describe('POST /voucher/transfer/:ids', () => {
  it('holds the vouchers, stores the hashed token for 14 days and mails the link with the cover message', async () => {
    const a = await createTestUser(t, { firstName: 'Anne', lastName: 'Holm' });
    const voucher = await insertVoucher(t, { clubId: club.id, userId: a.id, name: 'Greenfee 18' });
    const expiry = () => Math.floor((t.clock.now().getTime() + 14 * DAY) / 1000);
    const earliest = expiry();
    const body = await send(
      a.token,
      [voucher.id],
      byEmail('friend@example.com', { message: 'Happy birthday <3' }),
    );
    const latest = expiry();
    expect(body).toEqual({
      transfer_id: expect.any(Number),
      target_email: 'friend@example.com',
      target_phone: null,
      quantity: 1,
      voucher_ids: [voucher.id],
      expires_at: expect.any(Number),
    });
    // 14 days from the moment of the request (the test clock runs, so within its span).
    expect(body.expires_at).toBeGreaterThanOrEqual(earliest);
    expect(body.expires_at).toBeLessThanOrEqual(latest);
    const mail = await lastMessage('friend@example.com');
    expect(mail).toMatchObject({
      channel: 'email',
      template: 'voucher_transfer',
      locale: 'en',
      subject: 'Anne Holm has sent you a voucher',
    });
    expect(mail.text).toContain(
      'Anne Holm has sent you 1 × Greenfee 18 from Rungsted Golf Klub through GolfWallet.',
    );
    expect(mail.text).toContain('Happy birthday <3');
    expect(mail.html).toContain('Happy birthday &#60;3');
    const token = linkToken(mail.text);
    expect(mail.text).toContain(`http://localhost:3000/voucher-subtransfer/${token}?lang=en`);
    expect(mail.html).toContain(`http://localhost:3000/voucher-subtransfer/${token}?lang=en`);
    const [transfer] = await t.database.db
      .select()
      .from(voucherTransfers)
      .where(eq(voucherTransfers.id, body.transfer_id));
    expect(transfer!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(transfer!.status).toBe('pending');
    expect((await owner(voucher.id)).transferId).toBe(body.transfer_id);
    const listed = await vouchersOf(a.token);
    expect(listed.items[0]).toMatchObject({ voucher_id: voucher.id, in_transfer: true });
  });

  it('writes in the recipient’s language when they are a golfer here, else in the sender’s', async () => {
    const a = await createTestUser(t);
    const swede = await createTestUser(t, { languageDefault: 'sv' });
    const [v1, v2] = await insertVouchers(t, 2, { clubId: club.id, userId: a.id });
    await send(a.token, [v1!.id], byEmail(swede.email), 'da');
    expect((await lastMessage(swede.email)).locale).toBe('sv');
    expect((await lastMessage(swede.email)).subject).toContain('har skickat ett värdebevis till dig');
    // The link opens the page in the mail's language.
    expect((await lastMessage(swede.email)).text).toMatch(
      /\/voucher-subtransfer\/[A-Za-z0-9_-]{43}\?lang=sv/,
    );
    await send(a.token, [v2!.id], byEmail('stranger@example.com'), 'da');
    expect((await lastMessage('stranger@example.com')).locale).toBe('da');
    expect((await lastMessage('stranger@example.com')).text).toContain('?lang=da');
  });

  it('sends the link by SMS through the adapter (the outbox simulator by default)', async () => {
    const a = await createTestUser(t);
    const voucher = await insertVoucher(t, { clubId: club.id, userId: a.id, name: 'Range card' });
    const res = await send(a.token, [voucher.id], { phone: '+45 12345678', message: 'Enjoy' });
    expect(res).toMatchObject({ target_email: null, target_phone: '+4512345678' });
    const sms = await lastMessage('+4512345678');
    expect(sms).toMatchObject({ channel: 'sms', template: 'voucher_transfer', status: 'pending' });
    expect(sms.text).toMatch(
      /has sent you 1 × Range card through GolfWallet\. Receive it here: http:\/\/localhost:3000\/voucher-subtransfer\/[A-Za-z0-9_-]{43}\?lang=en\nMessage: "Enjoy"/,
    );
  });

  it('takes identical unprinted siblings up to the quantity, and refuses more than there are', async () => {
    const a = await createTestUser(t);
    const order = await insertOrder(t, a.id, club.id);
    const group = await insertVouchers(t, 3, { clubId: club.id, userId: a.id, ...order });
    await insertVoucher(t, { clubId: club.id, userId: a.id, ...order, printedAt: t.clock.now() });
    const tooMany = await refusal(send(a.token, [group[0]!.id], byEmail('x@example.com', { quantity: 4 })));
    expect(tooMany.status).toBe(422);
    expect(tooMany).toMatchObject({
      code: 'TRANSFER_QUANTITY',
      message: 'You cannot transfer more vouchers than you have.',
    });
    const res = await send(a.token, [group[1]!.id], byEmail('x@example.com', { quantity: 3 }));
    expect(res.voucher_ids).toEqual([group[1]!.id, group[0]!.id, group[2]!.id]);
    expect(res.quantity).toBe(3);
  });

  it('lists a partly transferred group as its free vouchers and, apart, the ones in transfer', async () => {
    const a = await createTestUser(t);
    const order = await insertOrder(t, a.id, club.id);
    const group = await insertVouchers(t, 3, { clubId: club.id, userId: a.id, ...order });
    const grouped = async () => {
      const res = await t.api({ token: a.token })(listVouchers, { query: { group: 'order' } });
      return res.items
        .map(({ voucher_id, count, in_transfer, transfer_id }) => ({
          voucher_id,
          count,
          in_transfer,
          transfer_id,
        }))
        .sort((x, y) => x.voucher_id - y.voucher_id);
    };
    expect(await grouped()).toEqual([
      { voucher_id: group[0]!.id, count: 3, in_transfer: false, transfer_id: null },
    ]);

    const { body } = await startTransfer(a, [group[0]!.id], 'partly@example.com', { quantity: 2 });
    expect(await grouped()).toEqual([
      { voucher_id: group[0]!.id, count: 2, in_transfer: true, transfer_id: body.transfer_id },
      { voucher_id: group[2]!.id, count: 1, in_transfer: false, transfer_id: null },
    ]);
    const count = await t.api({ token: a.token })(countVouchers, { query: { group: 'order' } });
    expect(count).toMatchObject({ count: 2 });
    // The free voucher can still be printed and sent (200, checked by the client).
    await t.api({ token: a.token, language: 'en' })(printVouchers, { params: { id: String(group[2]!.id) } });
    // Withdrawn, the group is whole again (200, checked by the client).
    await t.api({ token: a.token })(cancelTransfer, { params: { id: body.transfer_id } });
    expect((await grouped()).map((item) => item.in_transfer)).not.toContain(true);
  });

  it('validates the recipient: e-mail typed twice or a phone with country code, not oneself', async () => {
    const a = await createTestUser(t, { phone: '+45 11223344' });
    const voucher = await insertVoucher(t, { clubId: club.id, userId: a.id });
    const fields = async (body: TransferBody) => (await refusal(send(a.token, [voucher.id], body))).fields;
    expect(await fields({})).toEqual([
      { field: 'email', message: 'Please enter the e-mail or mobile number of the recipient' },
    ]);
    expect(await fields({ email: 'x@example.com', confirm_email: 'y@example.com' })).toEqual([
      { field: 'confirm_email', message: "Confirmation e-mail doesn't match the e-mail" },
    ]);
    expect(await fields({ email: 'x@example.com' })).toEqual([
      { field: 'confirm_email', message: "Confirmation e-mail doesn't match the e-mail" },
    ]);
    expect(await fields({ email: 'not-an-email', confirm_email: 'not-an-email' })).toEqual(
      expect.arrayContaining([{ field: 'email', message: 'Please enter valid email' }]),
    );
    // The shared phone schema reports each failed rule; every entry names the phone field.
    expect(new Set((await fields({ phone: '12345678' })).map((entry) => JSON.stringify(entry)))).toEqual(
      new Set([JSON.stringify({ field: 'phone', message: 'Please enter a valid mobile number' })]),
    );
    expect(await fields({ ...byEmail('x@example.com'), message: 'x'.repeat(501) })).toEqual([
      { field: 'message', message: 'The message can be at most 500 characters' },
    ]);
    expect(await fields({ ...byEmail('x@example.com'), quantity: 0 })).toEqual([
      { field: 'quantity', message: 'Please choose how many vouchers to transfer' },
    ]);
    for (const body of [byEmail(a.email.toUpperCase()), { phone: '+4511223344' }]) {
      const res = await refusal(send(a.token, [voucher.id], body));
      expect(res.status).toBe(422);
      expect(res).toMatchObject({ code: 'TRANSFER_TO_SELF' });
    }
    expect((await refusal(send(a.token, 'abc', byEmail('x@example.com')))).status).toBe(422);
    expect((await owner(voucher.id)).transferId).toBeNull();
  });

  it('refuses another golfer’s voucher as missing, and used-up, expired or inactive ones by name', async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    const theirs = await insertVoucher(t, { clubId: club.id, userId: a.id });
    const mine = await insertVoucher(t, { clubId: club.id, userId: b.id });
    for (const ids of [[theirs.id], [mine.id, theirs.id]]) {
      const res = await refusal(send(b.token, ids, byEmail('x@example.com')));
      expect(res.status).toBe(404);
      expect(res.code).toBe('VOUCHER_NOT_FOUND');
    }
    expect((await owner(mine.id)).transferId).toBeNull();
    const cases = [
      [await insertVoucher(t, { clubId: club.id, userId: b.id, usesLeft: 0 }), 'VOUCHER_USED_UP'],
      [
        await insertVoucher(t, {
          clubId: club.id,
          userId: b.id,
          validTo: new Date(t.clock.now().getTime() - 1000),
        }),
        'VOUCHER_EXPIRED',
      ],
      [await insertVoucher(t, { clubId: club.id, userId: b.id, active: false }), 'VOUCHER_INACTIVE'],
    ] as const;
    for (const [voucher, code] of cases) {
      expect((await refusal(send(b.token, [voucher.id], byEmail('x@example.com')))).code).toBe(code);
    }
  });

  it('keeps a voucher in transfer from being sent again, redeemed or printed', async () => {
    const a = await createTestUser(t);
    const voucher = await insertVoucher(t, { clubId: club.id, userId: a.id });
    await startTransfer(a, [voucher.id], 'first@example.com');
    const again = await refusal(send(a.token, [voucher.id], byEmail('second@example.com')));
    expect(again.status).toBe(409);
    expect(again).toMatchObject({
      code: 'VOUCHER_IN_TRANSFER',
      message: 'This voucher is being transferred.',
    });
    const redeem = await refusal(
      t.api({ token: a.token })(redeemVoucher, { body: { voucher_id: voucher.id, club_id: club.id } }),
    );
    expect(redeem.code).toBe('VOUCHER_IN_TRANSFER');
    const print = await refusal(
      t.api({ token: a.token })(printVouchers, { params: { id: String(voucher.id) } }),
    );
    expect(print.code).toBe('VOUCHER_IN_TRANSFER');
    expect((await owner(voucher.id)).usesLeft).toBe(1);
  });

  it('lets only one of many concurrent transfers of a voucher through', async () => {
    const a = await createTestUser(t);
    const voucher = await insertVoucher(t, { clubId: club.id, userId: a.id });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        outcome(send(a.token, [voucher.id], byEmail(`race${i}@example.com`))),
      ),
    );
    // 'ok': answered with the contract's 201.
    expect(answers.filter((answer) => answer === 'ok')).toHaveLength(1);
    expect(answers.filter((answer) => answer === 'VOUCHER_IN_TRANSFER')).toHaveLength(9);
    expect(
      await t.database.db.select().from(voucherTransfers).where(eq(voucherTransfers.fromUserId, a.id)),
    ).toHaveLength(1);
  });
});

describe('/transfer-process/:token', () => {
  it('shows the transfer publicly and answers unknown links with TRANSFER_NOT_FOUND in the asked language', async () => {
    const a = await createTestUser(t);
    const voucher = await insertVoucher(t, { clubId: club.id, userId: a.id, name: 'Golf lesson' });
    const { token, body } = await startTransfer(a, [voucher.id], 'shown@example.com');
    const res = await show(token, { locale: 'da' });
    expect(res).toEqual({
      voucher_name: 'Golf lesson',
      target_email: 'shown@example.com',
      quantity: 1,
      status: 'pending',
      expires_at: body.expires_at,
    });
    const unknown = await refusal(show('x'.repeat(43), {}, 'en'));
    expect(unknown).toMatchObject({
      status: 404,
      code: 'TRANSFER_NOT_FOUND',
      message: 'Error transfering voucher',
    });
    const swedish = await refusal(show('x'.repeat(43), { locale: 'sv' }, 'en'));
    expect(swedish.message).toBe(translate('sv', 'errors.transferNotFound'));
    expect((await refusal(show('short'))).status).toBe(422);
  });

  it('moves the vouchers to the confirming golfer once, with history for both', async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    const c = await createTestUser(t);
    const order = await insertOrder(t, a.id, club.id);
    const group = await insertVouchers(t, 2, { clubId: club.id, userId: a.id, favourite: true, ...order });
    const { token, body } = await startTransfer(a, [group[0]!.id], b.email, { quantity: 2 });

    const self = await refusal(confirm(a.token, token));
    expect(self.status).toBe(422);
    expect(self).toMatchObject({ code: 'TRANSFER_TO_SELF' });

    const done = await confirm(b.token, token);
    expect(done).toEqual({
      transfer_id: body.transfer_id,
      voucher_ids: expect.arrayContaining(group.map((v) => v.id)),
      quantity: 2,
      voucher_name: 'Greenfee 18 huller',
    });
    for (const voucher of group) {
      expect(await owner(voucher.id)).toMatchObject({
        userId: b.id,
        transferId: null,
        favourite: false,
        printedAt: null,
      });
    }
    // The recipient is mailed what arrived, with the way to Apple Wallet or Google Wallet.
    const received = await lastMessage(b.email);
    expect(received).toMatchObject({
      channel: 'email',
      template: 'voucher_received',
      locale: 'en',
      subject: 'Greenfee 18 huller is in your GolfWallet',
    });
    expect(received.text).toContain(
      'You have received 2 × Greenfee 18 huller from Rungsted Golf Klub. It is in your GolfWallet now.',
    );
    expect(received.text).toContain('add the voucher to Apple Wallet or Google Wallet');
    expect(received.text).toContain('http://localhost:3000/vouchers?lang=en');
    expect(received.html).toContain('href="http://localhost:3000/vouchers?lang=en"');

    const again = await refusal(confirm(b.token, token));
    expect(again.status).toBe(409);
    expect(again).toMatchObject({ code: 'TRANSFER_ALREADY_DONE' });
    expect((await refusal(confirm(c.token, token))).code).toBe('TRANSFER_ALREADY_DONE');
    expect((await show(token)).status).toBe('confirmed');

    expect((await vouchersOf(a.token)).total).toBe(0);
    expect((await vouchersOf(b.token)).total).toBe(2);
    const events = await t.database.db
      .select()
      .from(voucherEvents)
      .where(eq(voucherEvents.voucherId, group[0]!.id));
    expect(events.map((event) => [event.kind, event.userId]).sort()).toEqual(
      [
        ['transfer_received', b.id],
        ['transfer_sent', a.id],
      ].sort(),
    );
    const history = await t.api({ token: a.token })(listHistory);
    expect(history.items.map((item) => item.kind)).toEqual(['transfer_sent', 'transfer_sent']);
  });

  it('works once under concurrency: of ten golfers confirming at once, one gets the vouchers', async () => {
    const a = await createTestUser(t);
    const voucher = await insertVoucher(t, { clubId: club.id, userId: a.id });
    const { token } = await startTransfer(a, [voucher.id], 'race@example.com');
    const golfers = await Promise.all(Array.from({ length: 10 }, () => createTestUser(t)));
    const answers = await Promise.all(golfers.map((golfer) => outcome(confirm(golfer.token, token))));
    // 'ok': answered with the contract's 200.
    const winners = answers.flatMap((answer, i) => (answer === 'ok' ? [golfers[i]!] : []));
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer === 'TRANSFER_ALREADY_DONE')).toHaveLength(9);
    expect((await owner(voucher.id)).userId).toBe(winners[0]!.id);
    const mailed = await t.database.db
      .select({ recipient: outbox.recipient })
      .from(outbox)
      .where(
        and(
          eq(outbox.template, 'voucher_received'),
          inArray(
            outbox.recipient,
            golfers.map((golfer) => golfer.email),
          ),
        ),
      );
    expect(mailed).toEqual([{ recipient: winners[0]!.email }]);
  });

  it('expires after 14 days: the link answers 410 and the vouchers are free again', async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    const voucher = await insertVoucher(t, {
      clubId: club.id,
      userId: a.id,
      validTo: new Date(t.clock.now().getTime() + 100 * DAY),
    });
    const { token } = await startTransfer(a, [voucher.id], b.email);
    t.clock.advance(13 * DAY);
    await show(token); // 200, checked by the client
    t.clock.advance(2 * DAY);
    const gone = await refusal(show(token, {}, 'en'));
    expect(gone).toMatchObject({
      status: 410,
      code: 'TRANSFER_EXPIRED',
      message: 'This transfer link has expired.',
    });
    expect((await refusal(confirm(b.token, token))).status).toBe(410);
    expect(await owner(voucher.id)).toMatchObject({ userId: a.id, transferId: null });
    // 200, checked by the client.
    await t.api({ token: a.token })(redeemVoucher, { body: { voucher_id: voucher.id, club_id: club.id } });
  });

  it('frees an expired transfer’s vouchers for the sender even before anyone opens the link', async () => {
    const a = await createTestUser(t);
    const voucher = await insertVoucher(t, {
      clubId: club.id,
      userId: a.id,
      validTo: new Date(t.clock.now().getTime() + 100 * DAY),
    });
    await startTransfer(a, [voucher.id], 'late@example.com');
    t.clock.advance(15 * DAY);
    const listed = await vouchersOf(a.token);
    expect(listed.items[0]).toMatchObject({ voucher_id: voucher.id, in_transfer: false });
    await send(a.token, [voucher.id], byEmail('again@example.com')); // 201, checked by the client
  });
});

describe('DELETE /voucher/transfer/:id', () => {
  it('lets the sender withdraw a pending transfer; nobody else can, and a confirmed one stays', async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    const [v1, v2] = await insertVouchers(t, 2, { clubId: club.id, userId: a.id });
    const first = await startTransfer(a, [v1!.id], b.email);
    const cancel = (token: string, id: number) => t.api({ token })(cancelTransfer, { params: { id } });

    expect((await refusal(cancel(b.token, first.body.transfer_id))).code).toBe('TRANSFER_NOT_FOUND');
    const res = await cancel(a.token, first.body.transfer_id);
    expect(res).toEqual({ transfer_id: first.body.transfer_id, voucher_ids: [v1!.id] });
    expect((await owner(v1!.id)).transferId).toBeNull();
    expect((await refusal(show(first.token))).status).toBe(410);
    expect((await refusal(confirm(b.token, first.token))).status).toBe(410);
    expect((await refusal(cancel(a.token, first.body.transfer_id))).status).toBe(410);

    const second = await startTransfer(a, [v2!.id], b.email);
    await confirm(b.token, second.token); // 200, checked by the client
    expect((await refusal(cancel(a.token, second.body.transfer_id))).code).toBe('TRANSFER_ALREADY_DONE');
    expect((await owner(v2!.id)).userId).toBe(b.id);
  });
});
