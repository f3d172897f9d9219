import { and, desc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '@golfwallet/core/contracts/session/create-session';
import { getDataExport } from '@golfwallet/core/contracts/user/get-data-export';
import { recordConsent } from '@golfwallet/core/contracts/user/record-consent';
import { requestDataExport } from '@golfwallet/core/contracts/user/request-data-export';
import { updateUser } from '@golfwallet/core/contracts/user/update-user';
import { createTestApp, createTestUser, outcome, refusal, type TestApp } from '../../../test/helper';
import { consents, dataExportRequests, outbox } from '../../db/schema/index';
import type { Deps } from '../../deps';
import type { DataExport } from './data-export.collect';
import { runPendingDataExports } from './data-export.service';
import { createHistoryGolfer, exchangeVouchers, type Golfer } from '../../../test/builders/full-history';

describe('Download my data', () => {
  let t: TestApp;
  let deps: Deps;
  let gina: Golfer;
  let olaf: Golfer;
  let files: Record<string, Uint8Array>;
  let data: DataExport;
  let text: string;
  let link: string;

  beforeAll(async () => {
    t = await createTestApp();
    deps = { db: t.database.db, config: t.config, now: t.clock.now, log: t.app.log };
    gina = await createHistoryGolfer(t, 'Gina');
    olaf = await createHistoryGolfer(t, 'Olaf');
    await exchangeVouchers(t, olaf, gina);
    await exchangeVouchers(t, gina, olaf);
    // Consents as the product stores them: a profile change and the cookie banner.
    // 200, 201 and 202: each checked by the typed client against its contract.
    const ginaApi = t.api({ token: gina.token });
    await ginaApi(updateUser, { body: { accept_newsletter: 0 } });
    await ginaApi(recordConsent, {
      body: { kind: 'cookie_statistics', granted: true, source: 'cookie_banner' },
    });

    const asked = await ginaApi(requestDataExport);
    expect(asked).toMatchObject({ email: gina.email, link_days: 7 });
    expect(await runPendingDataExports(deps)).toEqual({ prepared: 1 });

    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, gina.email), eq(outbox.template, 'data_export_ready')))
      .orderBy(desc(outbox.id));
    expect(mail?.subject).toBe('Your GolfWallet data is ready');
    link = /https?:\/\/\S+\/data-export\/file\/[A-Za-z0-9_-]{43}/.exec(mail!.text)![0];
    const path = new URL(link).pathname;
    const download = await t.app.inject({ method: 'GET', url: path });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    files = unzipSync(new Uint8Array(download.rawPayload));
    text = strFromU8(files['data.json']!);
    data = JSON.parse(text) as DataExport;
  });
  afterAll(() => t?.close());

  it('is a zip of data.json and a README in the golfer’s language', () => {
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'data.json']);
    const readme = strFromU8(files['README.txt']!);
    expect(readme).toContain('Your data from GolfWallet');
    expect(readme).toContain('- consents: every consent answer with its time and text version');
    expect(data.format).toBe('golfwallet-data-export');
    // Every section of data.json is explained.
    const explained = readme
      .split('\n')
      .filter((line) => line.startsWith('- '))
      .flatMap((line) => line.slice(2).split(':')[0]!.split(', '));
    expect(
      Object.keys(data)
        .filter((key) => !['format', 'version', 'generated_at'].includes(key))
        .sort(),
    ).toEqual(explained.sort());
  });

  it('holds every item of the full history', () => {
    expect(data.profile).toMatchObject({
      user_id: gina.id,
      email: gina.email,
      first_name: gina.firstName,
      last_name: gina.lastName,
      phone: gina.phone,
      accept_newsletter: 0,
      has_password: true,
    });
    expect(data.union_membership).toMatchObject({
      member_number: gina.memberNumber,
      union_name: expect.any(String),
    });
    expect(data.golf_ids.map((id) => id.member_number)).toEqual([`${gina.memberNumber}9`]);
    expect(data.vouchers.held.map((voucher) => voucher.voucher_number).sort()).toEqual(
      [...gina.voucherNumbers].sort(),
    );
    expect(data.vouchers.history.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['redeemed', 'transfer_sent', 'transfer_received']),
    );
    expect(data.vouchers.redemptions).toEqual([
      expect.objectContaining({
        voucher_id: gina.redeemedVoucherId,
        method: 'staff',
        original_price_minor: 35_000,
      }),
    ]);
    expect(data.transfers.sent.map((transfer) => [transfer.target_email, transfer.status]).sort()).toEqual(
      [
        [olaf.email, 'confirmed'],
        [`friend.of.${gina.lastName.toLowerCase()}@example.net`, 'pending'],
      ].sort(),
    );
    expect(data.transfers.received).toEqual([
      expect.objectContaining({ voucher_name: 'Gift 9 holes', quantity: 1, message: 'Enjoy the round' }),
    ]);
    expect(data.orders).toEqual([
      expect.objectContaining({
        order_id: gina.orderId,
        items: [expect.objectContaining({ name: 'Greenfee', quantity: 1 })],
        payments: [expect.objectContaining({ card_brand: 'visa', card_last4: '4242', status: 'captured' })],
      }),
    ]);
    expect(Object.keys(data.orders[0]!.payments[0]!).sort()).toEqual(
      ['amount_minor', 'card_brand', 'card_last4', 'card_token', 'created_at', 'currency', 'status'].sort(),
    );
    expect(data.saved_cards).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242' })]);
    expect(data.wallet.ledger.map((row) => [row.kind, row.amount])).toEqual([
      ['points', 120],
      ['ball_money', 5_000],
    ]);
    expect(data.wallet.balances).toHaveLength(2);
    expect(data.notifications.inbox.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['voucher_received', 'transfer_accepted']),
    );
    expect(data.notifications.settings).toMatchObject({ offer: false });
    expect(data.consents.map((row) => [row.kind, row.granted, row.text_version, row.source])).toEqual([
      ['newsletter', true, '2025-02', 'registration'],
      ['club_offers', true, '2025-02', 'profile'],
      ['cookie_statistics', false, '2025-02', 'cookie_banner'],
      ['newsletter', false, '2025-02', 'profile'],
      ['cookie_statistics', true, '2025-02', 'cookie_banner'],
    ]);
    expect(data.consents.every((row) => typeof row.at === 'string')).toBe(true);
    expect(data.sessions).toEqual([
      expect.objectContaining({ device_platform: 'ios', ip: gina.ip, created_at: expect.any(String) }),
    ]);
    expect(data.other.feedback).toHaveLength(1);
    expect(data.other.range_dispenses).toEqual([
      expect.objectContaining({ balls: 30, payment: 'ball_money' }),
    ]);
    expect(data.other.dispense_events).toHaveLength(1);
    expect(data.other.data_requests).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(data.other.account_actions).toEqual([expect.objectContaining({ action: 'unblocked' })]);
  });

  it('holds nothing of another golfer and no secret', () => {
    for (const value of [
      olaf.firstName,
      olaf.lastName,
      olaf.phone,
      olaf.memberNumber,
      olaf.ip,
      olaf.referral,
      ...olaf.voucherNumbers,
    ]) {
      expect(text, value).not.toContain(value);
    }
    // Olaf's address appears only where Gina typed it herself: the transfer she sent him.
    expect(text.split(olaf.email)).toHaveLength(2);
    expect(data.orders.map((order) => order.order_id)).not.toContain(olaf.orderId);
    expect(text).not.toMatch(/from_user_id|to_user_id|golfer_id|staff_id/);
    expect(text).not.toMatch(/_hash"|"password"|"pin"|"pin_code"|"session_id"/);
    expect(text).not.toContain(gina.token);
  });

  it('the link works once', async () => {
    const again = await t.app.inject({
      method: 'GET',
      url: new URL(link).pathname,
      headers: { 'accept-language': 'en' },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'DATA_EXPORT_LINK_INVALID' });
    const [row] = await t.database.db
      .select()
      .from(dataExportRequests)
      .where(eq(dataExportRequests.userId, gina.id));
    expect(row).toMatchObject({ status: 'downloaded', file: null });
  });

  it('stores consents with the time and the text version through the API', async () => {
    const rows = await t.database.db.select().from(consents).where(eq(consents.userId, gina.id));
    expect(rows.filter((row) => row.source === 'cookie_banner' && row.granted)).toEqual([
      expect.objectContaining({ kind: 'cookie_statistics', textVersion: '2025-02' }),
    ]);
    // Raw: a consent kind the contract does not have.
    const bad = await t.call({
      method: 'POST',
      url: '/user/consents',
      token: gina.token,
      body: { kind: 'marketing', granted: true, source: 'cookie_banner' },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('the 6-month rule', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('refuses a second request within 6 months with the reason and the date, then allows it', async () => {
    t.clock.set(new Date('2026-03-10T09:00:00Z'));
    const golfer = await createTestUser(t, { languageDefault: 'da' });
    await t.api({ token: golfer.token })(requestDataExport); // 202, checked by the client

    t.clock.set(new Date('2026-06-01T09:00:00Z'));
    const logIn = async () => {
      const session = await t.api()(createSession, {
        body: { email: golfer.email, password: golfer.password, language: 'da', device_platform: 'web' },
      });
      return session.session_id;
    };
    let token = await logIn();
    const ask = () => t.api({ token, language: 'da' })(requestDataExport);
    const second = await refusal(ask());
    expect(second).toMatchObject({
      status: 429,
      code: 'DATA_REQUEST_TOO_SOON',
      message:
        'Ifølge vores privatlivspolitik behandles en anmodning om indsigt kun, hvis der er gået mere end 6 måneder siden den seneste. Din seneste anmodning blev gjort den 10.03.2026; du kan spørge igen fra 10.09.2026.',
    });
    const status = await t.api({ token })(getDataExport);
    expect(status).toEqual({
      last_requested_at: '2026-03-10T09:00:00.000Z',
      status: 'pending',
      next_allowed_at: '2026-09-10T09:00:00.000Z',
    });

    t.clock.set(new Date('2026-09-10T08:59:59Z'));
    token = await logIn();
    expect((await refusal(ask())).status).toBe(429);
    t.clock.set(new Date('2026-09-10T09:00:00Z'));
    await ask(); // 202, checked by the client
    expect((await refusal(ask())).status).toBe(429);
  });

  it('of two requests at the same moment, one is taken and the other refused', async () => {
    const golfer = await createTestUser(t);
    const ask = () => outcome(t.api({ token: golfer.token })(requestDataExport));
    const answers = await Promise.all([ask(), ask(), ask()]);
    // 'ok': answered with the contract's 202; the others 429.
    expect(answers.sort()).toEqual(['DATA_REQUEST_TOO_SOON', 'DATA_REQUEST_TOO_SOON', 'ok']);
    const rows = await t.database.db
      .select()
      .from(dataExportRequests)
      .where(eq(dataExportRequests.userId, golfer.id));
    expect(rows).toHaveLength(1);
  });

  it('does not count a request whose preparation failed', async () => {
    const golfer = await createTestUser(t);
    const ask = () => t.api({ token: golfer.token })(requestDataExport);
    const first = await ask();
    await t.database.db
      .update(dataExportRequests)
      .set({ status: 'failed' })
      .where(eq(dataExportRequests.id, first.request_id));
    await ask(); // 202, checked by the client
  });
});
