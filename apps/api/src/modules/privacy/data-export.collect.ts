import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accountAudit,
  cartItems,
  clubs,
  consents,
  dispenseEvents,
  feedback,
  notificationSettings,
  notifications,
  orderItems,
  orders,
  payments,
  products,
  rangeReservations,
  redemptions,
  savedCards,
  sessions,
  unions,
  userGolfIds,
  users,
  voucherEvents,
  voucherTransfers,
  vouchers,
  walletBalances,
  walletLedger,
} from '../../db/schema/index';
import { requestsOf } from './data-export.repository';

/**
 * Everything held about one golfer, as the data access export shows it (issue 18): profile and
 * union membership, vouchers with their history and redemptions, transfers sent and received,
 * orders and payments (card token, brand and last four only), points and ball-money ledgers,
 * notifications, consents with their dates, sessions (device and time, no secrets), and the rest.
 *
 * Never in it: password, PIN and token hashes, and anything naming another golfer (the sender of a
 * received transfer, other golfers' ids in history details, the staff member who redeemed).
 */
export type DataExport = NonNullable<Awaited<ReturnType<typeof collectDataExport>>>;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** History details without ids of other golfers. */
function ownDetails(details: Record<string, unknown>) {
  const { from_user_id: _from, to_user_id: _to, ...rest } = details;
  return rest;
}

export async function collectDataExport(db: DbOrTx, userId: number, now: Date) {
  const [found] = await db
    .select({ user: users, unionName: unions.name, homeClub: clubs.name })
    .from(users)
    .leftJoin(unions, eq(unions.id, users.unionId))
    .leftJoin(clubs, eq(clubs.id, users.clubId))
    .where(eq(users.id, userId));
  if (!found) return undefined;
  const { user } = found;

  const clubName = clubs.name;
  const held = await db
    .select({ voucher: vouchers, club: clubName })
    .from(vouchers)
    .innerJoin(clubs, eq(clubs.id, vouchers.clubId))
    .where(eq(vouchers.userId, userId))
    .orderBy(asc(vouchers.id));
  const history = await db
    .select({ event: voucherEvents, club: clubName, voucherName: vouchers.name })
    .from(voucherEvents)
    .leftJoin(clubs, eq(clubs.id, voucherEvents.clubId))
    .leftJoin(vouchers, eq(vouchers.id, voucherEvents.voucherId))
    .where(eq(voucherEvents.userId, userId))
    .orderBy(asc(voucherEvents.at), asc(voucherEvents.id));
  const redeemed = await db
    .select({ redemption: redemptions, club: clubName, voucherName: vouchers.name })
    .from(redemptions)
    .innerJoin(clubs, eq(clubs.id, redemptions.clubId))
    .innerJoin(vouchers, eq(vouchers.id, redemptions.voucherId))
    .where(eq(redemptions.userId, userId))
    .orderBy(asc(redemptions.redeemedAt));
  const sent = await db
    .select()
    .from(voucherTransfers)
    .where(eq(voucherTransfers.fromUserId, userId))
    .orderBy(asc(voucherTransfers.id));
  const received = await db
    .select()
    .from(voucherTransfers)
    .where(eq(voucherTransfers.confirmedByUserId, userId))
    .orderBy(asc(voucherTransfers.id));
  const orderRows = await db
    .select({ order: orders, club: clubName })
    .from(orders)
    .innerJoin(clubs, eq(clubs.id, orders.clubId))
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.id));
  const orderIds = orderRows.map((row) => row.order.id);
  const items = orderIds.length
    ? await db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.id))
    : [];
  const paid = orderIds.length
    ? await db.select().from(payments).where(inArray(payments.orderId, orderIds)).orderBy(asc(payments.id))
    : [];
  const ledger = await db
    .select()
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId))
    .orderBy(asc(walletLedger.at), asc(walletLedger.id));
  const balances = await db.select().from(walletBalances).where(eq(walletBalances.userId, userId));
  const inbox = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  const [settings] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const answers = await db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(asc(consents.at), asc(consents.id));
  const signedIn = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  const golfIds = await db
    .select({
      unionId: userGolfIds.unionId,
      unionName: unions.name,
      memberNumber: userGolfIds.memberNumber,
      createdAt: userGolfIds.createdAt,
    })
    .from(userGolfIds)
    .innerJoin(unions, eq(unions.id, userGolfIds.unionId))
    .where(eq(userGolfIds.userId, userId));
  const cards = await db
    .select()
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(asc(savedCards.id));
  const cart = await db
    .select({
      productId: cartItems.productId,
      name: products.name,
      quantity: cartItems.quantity,
      addedAt: cartItems.addedAt,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId));
  const said = await db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(asc(feedback.id));
  const dispenses = await db
    .select()
    .from(rangeReservations)
    .where(eq(rangeReservations.userId, userId))
    .orderBy(asc(rangeReservations.id));
  const dispensed = await db
    .select()
    .from(dispenseEvents)
    .where(eq(dispenseEvents.userId, userId))
    .orderBy(asc(dispenseEvents.id));
  const audit = await db
    .select()
    .from(accountAudit)
    .where(eq(accountAudit.subjectUserId, userId))
    .orderBy(asc(accountAudit.id));
  const requests = await requestsOf(db, userId);

  return {
    format: 'golfwallet-data-export',
    version: 1,
    generated_at: now.toISOString(),
    profile: {
      user_id: user.id,
      email: user.email,
      email_confirmed: user.emailConfirmed,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      phone2: user.phone2,
      birth_date: user.birthDate,
      sex: user.sex,
      country: user.country,
      hcp: user.hcp,
      club_id: user.clubId,
      club_name: user.clubName ?? found.homeClub,
      language_default: user.languageDefault,
      push_notifications_enabled_default: user.pushNotificationsEnabledDefault,
      accept_newsletter: user.acceptNewsletter,
      accept_offers: user.acceptOffers,
      newsletter_asked: user.newsletterAsked,
      print_rules_accepted: user.printRulesAccepted,
      imported_union_user: user.importedUnionUser,
      referral: user.referral,
      has_password: user.passwordHash !== null,
      has_pin: user.pinHash !== null,
      status: user.status,
      blocked_reason: user.blockedReason,
      blocked_at: iso(user.blockedAt),
      created_at: iso(user.createdAt),
      last_login_at: iso(user.lastLoginAt),
      password_changed_at: iso(user.passwordChangedAt),
      inactivity_warned_at: iso(user.inactivityWarnedAt),
    },
    union_membership: user.unionId
      ? {
          union_id: user.unionId,
          union_name: found.unionName,
          member_number: user.memberNumber,
          member_type: user.memberType,
          member_guid: user.memberGuid,
        }
      : null,
    golf_ids: golfIds.map((row) => ({
      union_id: row.unionId,
      union_name: row.unionName,
      member_number: row.memberNumber,
      added_at: iso(row.createdAt),
    })),
    vouchers: {
      held: held.map(({ voucher, club }) => ({
        voucher_id: voucher.id,
        voucher_number: voucher.voucherNumber,
        name: voucher.name,
        product_name: voucher.productName,
        club,
        type: voucher.type,
        category: voucher.category,
        value: voucher.value,
        reduction_type: voucher.reductionType,
        currency: voucher.currency,
        price_paid_minor: voucher.pricePaidMinor,
        order_id: voucher.orderId,
        valid_from: iso(voucher.validFrom),
        valid_to: iso(voucher.validTo),
        uses_total: voucher.usesTotal,
        uses_left: voucher.usesLeft,
        restrictions: voucher.restrictions,
        active: voucher.active,
        favourite: voucher.favourite,
        has_pin: voucher.pinHash !== null,
        printed_at: iso(voucher.printedAt),
        in_transfer: voucher.transferId !== null,
        claimed_at: iso(voucher.claimedAt),
        created_at: iso(voucher.createdAt),
      })),
      history: history.map(({ event, club, voucherName }) => ({
        kind: event.kind,
        voucher_id: event.voucherId,
        voucher_name: voucherName,
        club,
        at: iso(event.at),
        details: ownDetails(event.details),
      })),
      redemptions: redeemed.map(({ redemption, club, voucherName }) => ({
        voucher_id: redemption.voucherId,
        voucher_name: voucherName,
        club,
        method: redemption.method,
        redeemed_at: iso(redemption.redeemedAt),
        original_price_minor: redemption.originalPriceMinor,
        uses_left_after: redemption.usesLeftAfter,
        playing_with_member: redemption.playingWithMember,
      })),
    },
    transfers: {
      sent: sent.map((transfer) => ({
        transfer_id: transfer.id,
        voucher_name: transfer.voucherName,
        quantity: transfer.quantity,
        target_email: transfer.targetEmail,
        target_phone: transfer.targetPhone,
        message: transfer.message,
        status: transfer.status,
        created_at: iso(transfer.createdAt),
        expires_at: iso(transfer.expiresAt),
        confirmed_at: iso(transfer.confirmedAt),
      })),
      received: received.map((transfer) => ({
        transfer_id: transfer.id,
        voucher_name: transfer.voucherName,
        quantity: transfer.quantity,
        message: transfer.message,
        sent_at: iso(transfer.createdAt),
        accepted_at: iso(transfer.confirmedAt),
      })),
    },
    orders: orderRows.map(({ order, club }) => ({
      order_id: order.id,
      club,
      status: order.status,
      total_minor: order.totalMinor,
      currency: order.currency,
      card_minor: order.cardMinor,
      points_minor: order.pointsMinor,
      ball_money_minor: order.ballMoneyMinor,
      vat_minor: order.vatMinor,
      created_at: iso(order.createdAt),
      paid_at: iso(order.paidAt),
      refunded_at: iso(order.refundedAt),
      items: items
        .filter((item) => item.orderId === order.id)
        .map((item) => ({
          product_id: item.productId,
          name: item.name,
          quantity: item.quantity,
          unit_price_minor: item.unitPriceMinor,
          vat_minor: item.vatMinor,
        })),
      payments: paid
        .filter((payment) => payment.orderId === order.id)
        .map((payment) => ({
          card_token: payment.cardToken,
          card_brand: payment.cardBrand,
          card_last4: payment.cardLast4,
          amount_minor: payment.amountMinor,
          currency: payment.currency,
          status: payment.status,
          created_at: iso(payment.createdAt),
        })),
    })),
    saved_cards: cards.map((card) => ({
      card_token: card.acquirerToken,
      brand: card.brand,
      last4: card.last4,
      expiry: card.expiry,
      created_at: iso(card.createdAt),
    })),
    cart: cart.map((line) => ({
      product_id: line.productId,
      name: line.name,
      quantity: line.quantity,
      added_at: iso(line.addedAt),
    })),
    wallet: {
      balances: balances.map((row) => ({
        kind: row.kind,
        club_id: row.clubId || null,
        balance: row.balance,
      })),
      ledger: ledger.map((row) => ({
        kind: row.kind,
        club_id: row.clubId,
        amount: row.amount,
        reason: row.reason,
        order_id: row.orderId,
        balance_after: row.balanceAfter,
        at: iso(row.at),
      })),
    },
    notifications: {
      inbox: inbox.map((row) => ({
        kind: row.kind,
        voucher_name: row.voucherName,
        created_at: iso(row.createdAt),
        read_at: iso(row.readAt),
      })),
      settings: settings
        ? {
            voucher_received: settings.voucherReceived,
            transfer_accepted: settings.transferAccepted,
            offer: settings.offer,
            expiring: settings.expiring,
          }
        : null,
    },
    consents: answers.map((row) => ({
      kind: row.kind,
      granted: row.granted,
      text_version: row.textVersion,
      source: row.source,
      at: iso(row.at),
    })),
    sessions: signedIn.map((row) => ({
      device_platform: row.devicePlatform,
      language: row.language,
      ip: row.ip,
      created_at: iso(row.createdAt),
      last_used_at: iso(row.lastUsedAt),
      expires_at: iso(row.expiresAt),
    })),
    other: {
      feedback: said.map((row) => ({
        rating: row.rating,
        suggestions: row.suggestions,
        platform: row.platform,
        created_at: iso(row.createdAt),
      })),
      range_dispenses: dispenses.map((row) => ({
        club_id: row.clubId,
        dispenser_id: row.dispenserId,
        balls: row.balls,
        payment: row.payment,
        amount_minor: row.amountMinor,
        state: row.state,
        created_at: iso(row.createdAt),
        closed_at: iso(row.closedAt),
      })),
      dispense_events: dispensed.map((row) => ({
        dispenser_id: row.dispenserId,
        balls: row.balls,
        status: row.status,
        at: iso(row.at),
      })),
      data_requests: requests.map((row) => ({
        status: row.status,
        requested_at: iso(row.requestedAt),
        ready_at: iso(row.readyAt),
        downloaded_at: iso(row.downloadedAt),
      })),
      account_actions: audit.map((row) => ({ action: row.action, reason: row.reason, at: iso(row.at) })),
    },
  };
}
