import { confirmTransferProcess } from '@golfwallet/core/contracts/transfers/confirm-transfer-process';
import { createTransfer } from '@golfwallet/core/contracts/transfers/create-transfer';
import { and, desc, eq } from 'drizzle-orm';
import {
  accountAudit,
  cartItems,
  checkoutAttempts,
  consents,
  dispenseEvents,
  dispensers,
  dispenserBaskets,
  feedback,
  federationTickets,
  loginFailures,
  notificationSettings,
  orderItems,
  outbox,
  outboxAttachments,
  partnerAudit,
  payments,
  pushSubscriptions,
  rangeReservations,
  redemptions,
  savedCards,
  sessions,
  unionMembers,
  unions,
  unionSubjects,
  userGolfIds,
  userKeys,
  users,
  voucherEvents,
  voucherPdfs,
  walletBalances,
  walletLedger,
  webauthnChallenges,
  webauthnCredentials,
} from '../../src/db/schema/index';
import { hashToken, newToken } from '../../src/lib/tokens';
import { createTestStaff } from './partner';
import { createTestUser, type TestApp, type TestUser } from '../helper';
import { insertClub, insertOrder, insertVoucher } from './voucher.factory';

/**
 * A golfer with a full history, for the export and erasure tests: every kind of personal data the
 * product holds, written the way the product writes it (transfers through the API, so their mail,
 * events and notifications are real; shop and range rows as their services leave them). Every
 * identifying value is unique to the golfer, so a test can search the whole database for it.
 */
export interface Golfer extends TestUser {
  firstName: string;
  lastName: string;
  phone: string;
  phone2: string;
  memberNumber: string;
  memberGuid: string;
  ip: string;
  referral: string;
  /** Voucher numbers of the vouchers the golfer holds (own, bought, redeemed, received). */
  voucherNumbers: string[];
  orderId: number;
  unionId: number;
  /** A voucher of the golfer's that the clubs' ledger has redeemed. */
  redeemedVoucherId: number;
  boughtVoucherId: number;
}

let sequence = 0;

/** Letters only (names allow no digits): a unique tag for this process and call. */
function tag(): string {
  sequence += 1;
  const n = `${process.pid}${Date.now() % 1_000_000}${sequence}`;
  return [...n].map((digit) => 'qwxzjkvbpy'[Number(digit)]).join('');
}

export async function createHistoryGolfer(t: TestApp, label: string): Promise<Golfer> {
  const db = t.database.db;
  const now = t.clock.now();
  const unique = tag();
  const firstName = `${label}${unique.slice(0, 6)}`.slice(0, 30);
  const lastName = `Privat${unique}`.slice(0, 30);
  const memberNumber = `77-${Date.now() % 100_000_000}${sequence}`;
  const [union] = await db.select({ id: unions.id }).from(unions).where(eq(unions.tid, 'dgu')).limit(1);
  const club = await insertClub(t, { unionId: union!.id });
  // As the profile stores it (a space after the country code); SMS go to the number without it.
  const phone = `+45 71${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  const phone2 = `+4672${String((Date.now() + sequence) % 1_000_000).padStart(6, '0')}`;
  const memberGuid = `guid-${unique}`;
  const referral = `ref-${unique}`;
  const ip = `203.0.${sequence % 250}.${(Date.now() % 250) + 1}`;
  const golfer = await createTestUser(t, {
    firstName,
    lastName,
    email: `${label.toLowerCase()}.${unique}@example.com`,
    phone,
    phone2,
    unionId: union!.id,
    memberNumber,
    memberGuid,
    memberType: 'full',
    birthDate: '1975-05-05',
    sex: 'f',
    country: 'DK',
    hcp: '12.4',
    clubId: club.id,
    clubName: club.name,
    referral,
    acceptNewsletter: 1,
    acceptOffers: 1,
    newsletterAsked: true,
    languageDefault: 'en',
  });
  await db
    .update(sessions)
    .set({ ip, devicePlatform: 'ios', language: 'en' })
    .where(eq(sessions.userId, golfer.id));
  await db.insert(unionMembers).values({
    unionId: union!.id,
    memberNumber,
    birthDate: '1975-05-05',
    firstName,
    lastName,
    email: golfer.email,
  });
  await db.insert(userKeys).values({
    keyHash: hashToken(newToken()),
    userId: golfer.id,
    purpose: 'reset_password',
    email: golfer.email,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  await db.insert(loginFailures).values({ key: `email:${golfer.email}`, at: now });
  // A phone with fingerprint sign-in and Web Push.
  await db.insert(webauthnCredentials).values({
    userId: golfer.id,
    credentialId: `cred-${golfer.id}`,
    publicKey: 'pQECAyYgASFYIA',
    transports: 'internal',
    createdAt: now,
  });
  await db.insert(webauthnChallenges).values({
    id: `challenge-${golfer.id}`,
    challenge: 'c2lnbi1pbg',
    purpose: 'sign_in',
    userId: golfer.id,
    expiresAt: new Date(now.getTime() + 300_000),
  });
  const [device] = await db
    .insert(pushSubscriptions)
    .values({
      userId: golfer.id,
      endpoint: `https://push.example.test/device-${golfer.id}`,
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
      createdAt: now,
    })
    .returning();
  await db.insert(outbox).values({
    channel: 'push',
    recipient: golfer.email,
    subject: 'GolfWallet',
    text: 'Your voucher expires soon',
    template: 'push_expiring',
    locale: 'en',
    pushSubscriptionId: device!.id,
  });
  await db
    .insert(userGolfIds)
    .values({ unionId: union!.id, memberNumber: `${memberNumber}9`, userId: golfer.id });
  // Who the golf ID is at its union (the development provider's sub names the member number).
  await db.insert(unionSubjects).values({
    unionId: union!.id,
    memberNumber,
    userId: golfer.id,
    issuer: 'https://union.example/oidc',
    subject: `${union!.id}:${memberNumber}`,
    authenticatedAt: now,
  });
  await db.insert(federationTickets).values({
    tokenHash: hashToken(newToken()),
    unionId: union!.id,
    memberNumber,
    claims: { firstName, lastName, email: golfer.email },
    userId: golfer.id,
    expiresAt: new Date(now.getTime() + 600_000),
  });
  await db.insert(consents).values([
    {
      userId: golfer.id,
      kind: 'newsletter',
      granted: true,
      textVersion: '2025-02',
      source: 'registration',
      at: now,
    },
    {
      userId: golfer.id,
      kind: 'club_offers',
      granted: true,
      textVersion: '2025-02',
      source: 'profile',
      at: now,
    },
    {
      userId: golfer.id,
      kind: 'cookie_statistics',
      granted: false,
      textVersion: '2025-02',
      source: 'cookie_banner',
      at: now,
    },
  ]);
  await db.insert(notificationSettings).values({ userId: golfer.id, offer: false });
  await db
    .insert(feedback)
    .values({ userId: golfer.id, rating: 4, suggestions: `More tee times, ${firstName}`, platform: 'ios' });

  // The shop: an order paid by card, points and ball money, with its payment, items and ledgers.
  const { orderId, productId } = await insertOrder(t, golfer.id, club.id);
  await db
    .insert(orderItems)
    .values({ orderId, productId, quantity: 1, unitPriceMinor: 35_000, name: 'Greenfee' });
  const [payment] = await db
    .insert(payments)
    .values({
      orderId,
      acquirerRef: `ch_${unique}`,
      cardToken: `tok_${unique}`,
      cardBrand: 'visa',
      cardLast4: '4242',
      amountMinor: 30_000,
      status: 'captured',
    })
    .returning({ id: payments.id });
  await db
    .insert(checkoutAttempts)
    .values({ userId: golfer.id, idempotencyKey: `key-${unique}`, orderId, status: 'done' });
  await db.insert(cartItems).values({ userId: golfer.id, productId, quantity: 2 });
  await db.insert(savedCards).values({
    userId: golfer.id,
    acquirerToken: `tok_${unique}`,
    brand: 'visa',
    last4: '4242',
    expiry: '12/30',
  });
  const [ledger] = await db
    .insert(walletLedger)
    .values([
      { userId: golfer.id, kind: 'points', amount: 120, reason: 'purchase', orderId, balanceAfter: 120 },
      {
        userId: golfer.id,
        clubId: club.id,
        kind: 'ball_money',
        amount: 5_000,
        reason: 'purchase',
        orderId,
        balanceAfter: 5_000,
      },
    ])
    .returning({ id: walletLedger.id });
  await db.insert(walletBalances).values([
    { userId: golfer.id, kind: 'points', clubId: 0, balance: 120 },
    { userId: golfer.id, kind: 'ball_money', clubId: club.id, balance: 5_000 },
  ]);
  const bought = await insertVoucher(t, { userId: golfer.id, clubId: club.id, orderId, productId });
  const receiptId = await insertMessage(
    t,
    golfer.email,
    `Receipt for ${firstName} ${lastName}`,
    'shop_receipt',
  );
  await db.insert(outboxAttachments).values({
    outboxId: receiptId,
    filename: `receipt-${orderId}.pdf`,
    contentType: 'application/pdf',
    content: Buffer.from(`%PDF receipt ${firstName} ${lastName}`),
  });
  await insertMessage(t, phone.replace(/\s/g, ''), `Hi ${firstName}`, 'voucher_transfer', 'sms');

  // A voucher the club redeemed at the desk (the ledger clubs read), with the club's audit line.
  const redeemed = await insertVoucher(t, { userId: golfer.id, clubId: club.id, usesTotal: 2, usesLeft: 1 });
  const staff = await createTestStaff(t, [{ clubId: club.id, role: 'owner' }]);
  await db.insert(redemptions).values({
    voucherId: redeemed.id,
    userId: golfer.id,
    clubId: club.id,
    method: 'staff',
    originalPriceMinor: 35_000,
    usesLeftAfter: 1,
    playingWithMember: `${memberNumber}-partner`,
    staffId: staff.id,
  });
  await db.insert(voucherEvents).values({
    userId: golfer.id,
    voucherId: redeemed.id,
    kind: 'redeemed',
    clubId: club.id,
    details: { method: 'staff' },
  });
  await db.insert(partnerAudit).values({
    clubId: club.id,
    staffId: staff.id,
    action: 'voucher_issued',
    subject: 'Greenfee',
    details: {
      product_id: productId,
      voucher_ids: [redeemed.id],
      golfer: `${firstName} ${lastName}`,
      golfer_id: golfer.id,
    },
  });
  await db.insert(voucherPdfs).values({
    tokenHash: hashToken(newToken()),
    userId: golfer.id,
    voucherIds: [redeemed.id],
    fileName: `vouchers-${lastName}.pdf`,
    content: Buffer.from(`%PDF ${firstName} ${lastName}`),
    expiresAt: new Date(now.getTime() + 3_600_000),
  });

  // A range dispense paid with ball money.
  const [dispenser] = await db
    .insert(dispensers)
    .values({ clubId: club.id, name: 'Range 1', mqttTopic: `range/${unique}`, status: 'ready' })
    .returning({ id: dispensers.id });
  const [basket] = await db
    .insert(dispenserBaskets)
    .values({ dispenserId: dispenser!.id, position: 1, balls: 30, priceMinor: 2_500 })
    .returning({ id: dispenserBaskets.id });
  await db.insert(rangeReservations).values({
    commandId: crypto.randomUUID(),
    userId: golfer.id,
    clubId: club.id,
    dispenserId: dispenser!.id,
    basketId: basket!.id,
    balls: 30,
    payment: 'ball_money',
    ledgerId: ledger!.id,
    amountMinor: 2_500,
    state: 'settled',
    createdAt: now,
    deadlineAt: now,
    closedAt: now,
  });
  await db
    .insert(dispenseEvents)
    .values({ dispenserId: dispenser!.id, userId: golfer.id, balls: 30, status: 'dispensed' });
  await db.insert(accountAudit).values({
    subjectUserId: golfer.id,
    subjectEmail: golfer.email,
    action: 'unblocked',
    actor: 'admin',
    reason: 'Cleared after review',
    at: now,
  });
  void payment;

  return {
    ...golfer,
    firstName,
    lastName,
    phone,
    phone2,
    memberNumber,
    memberGuid,
    ip,
    referral,
    voucherNumbers: [bought.voucherNumber, redeemed.voucherNumber],
    orderId,
    unionId: union!.id,
    redeemedVoucherId: redeemed.id,
    boughtVoucherId: bought.id,
  };
}

async function insertMessage(
  t: TestApp,
  recipient: string,
  text: string,
  template: string,
  channel: 'email' | 'sms' = 'email',
) {
  const [row] = await t.database.db
    .insert(outbox)
    .values({ channel, recipient, subject: text, text, template, locale: 'en' })
    .returning({ id: outbox.id });
  return row!.id;
}

/**
 * Transfers through the API: `from` sends a fresh voucher to `to` (who accepts it), and one to an
 * outside address that stays pending. Answers the received voucher's number.
 */
export async function exchangeVouchers(t: TestApp, from: Golfer, to: Golfer): Promise<void> {
  const clubId = (
    await t.database.db.select({ clubId: users.clubId }).from(users).where(eq(users.id, from.id))
  )[0]!.clubId!;
  const gift = await insertVoucher(t, { userId: from.id, clubId, name: 'Gift 9 holes' });
  // Each call resolves only with its contract's status (201, then 200).
  await t.api({ token: from.token })(createTransfer, {
    params: { id: String(gift.id) },
    body: { email: to.email, confirm_email: to.email, message: 'Enjoy the round' },
  });
  const [mail] = await t.database.db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.recipient, to.email), eq(outbox.template, 'voucher_transfer')))
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = /voucher-subtransfer\/([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
  await t.api({ token: to.token })(confirmTransferProcess, { params: { token: token! }, body: {} });
  to.voucherNumbers.push(gift.voucherNumber);

  const pending = await insertVoucher(t, { userId: from.id, clubId, name: 'Pending gift' });
  const outside = `friend.of.${from.lastName.toLowerCase()}@example.net`;
  await t.api({ token: from.token })(createTransfer, {
    params: { id: String(pending.id) },
    body: { email: outside, confirm_email: outside },
  });
  from.voucherNumbers.push(pending.voucherNumber);
}
