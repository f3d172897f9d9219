import { randomInt } from 'node:crypto';
import { productKind, valueToMinor } from '@golfwallet/core/domain/shop/product-kind';
import { AppError } from '@golfwallet/core/errors/app-error';
import { toLocale } from '@golfwallet/core/i18n/locales';
import type { DbOrTx } from '../../db/client';
import type { vouchers } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { openIssuedGiftCards } from '../ledger/gift-cards';
import { findClub } from '../redemption/redemption.service';
import { insertVoucherEvents } from '../voucher/voucher.service';
import { parseStoredRestrictions } from '../voucher/voucher.mapper';
import { insertAudit } from './audit.repository';
import {
  countOfferRecipients,
  findGolferByEmail,
  findGolferByMemberNumber,
  findOfferRecipients,
  insertIssuedVouchers,
  lastOfferSent,
  type OfferAudience,
} from './issue.repository';
import { portalLink, queuePartnerMail } from './partner-mail';
import { findClubProduct, lockClubProduct, type ProductRow, takeStock } from './product.repository';
import type { StaffContext } from './staff-auth';
import { SHARED_WEB_PATHS } from '@golfwallet/core/web/paths';

const DAY_MS = 86_400_000;

/** A fresh voucher number: GW- and 12 random digits (the unique index guards the rest). */
function newVoucherNumber(): string {
  return `GW-${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * The voucher a product becomes for a golfer: the product's fields, valid from now for its validity
 * days; the maximum per day of an unlimited product becomes the per-day restriction.
 */
export function voucherFromProduct(
  product: ProductRow,
  userId: number,
  now: Date,
  type?: 'offer',
): typeof vouchers.$inferInsert {
  // Fail closed: a product whose stored restrictions do not parse never becomes an unrestricted voucher.
  const parsed = parseStoredRestrictions(product.restrictions);
  if (!parsed.ok) throw new AppError('VOUCHER_RESTRICTIONS_UNREADABLE');
  const restrictions = parsed.restrictions;
  if (product.maxPerDay !== null && restrictions.valid_times_per_day === undefined) {
    restrictions.valid_times_per_day = product.maxPerDay;
  }
  // A gift card's uses do not count: its balance in the ledger does (openIssuedGiftCards).
  const uses = isGiftCard(product, type) ? null : product.uses;
  return {
    userId,
    clubId: product.clubId,
    productId: product.id,
    voucherNumber: newVoucherNumber(),
    name: product.name,
    productName: product.name,
    type: type ?? product.type,
    category: product.category,
    value: product.value,
    reductionType: product.reductionType,
    currency: product.currency,
    pricePaidMinor: product.priceMinor,
    validFrom: now,
    validTo: new Date(now.getTime() + product.validityDays * DAY_MS),
    usesTotal: uses,
    usesLeft: uses,
    restrictions,
    whereDepartmentIds: product.whereDepartmentIds,
    canBeSelfRedeemed: product.canBeSelfRedeemed,
    info: product.description,
    claimedAt: now,
    createdAt: now,
    updatedAt: now,
  };
}

/** Whether the product, issued as `type`, becomes a gift card (a credit account in the ledger). */
function isGiftCard(product: ProductRow, type?: 'offer') {
  return type === undefined && productKind(product) === 'gift_card';
}

/** The product, locked, on sale now and with stock for `quantity`; the stock is taken. */
export async function takeProduct(
  tx: DbOrTx,
  clubId: number,
  productId: number,
  quantity: number,
  now: Date,
) {
  const product = await lockClubProduct(tx, clubId, productId);
  if (!product) throw new AppError('PARTNER_PRODUCT_NOT_FOUND');
  if (product.status !== 'active' || (product.limitedUntil && product.limitedUntil <= now)) {
    throw new AppError('PRODUCT_NOT_ON_SALE');
  }
  if (!(await takeStock(tx, clubId, productId, quantity))) throw new AppError('PRODUCT_SOLD_OUT');
  return product;
}

/** Issues the vouchers to the golfers, writes their history and the mails; answers the vouchers made. */
export async function handOut(
  tx: DbOrTx,
  deps: Deps,
  product: ProductRow,
  clubName: string,
  golfers: { id: number; email: string; language: string }[],
  quantity: number,
  now: Date,
  type?: 'offer',
) {
  const rows = golfers.flatMap((golfer) =>
    Array.from({ length: quantity }, () => voucherFromProduct(product, golfer.id, now, type)),
  );
  const made = await insertIssuedVouchers(tx, rows);
  if (isGiftCard(product, type)) {
    const amount = valueToMinor(product.value);
    await openIssuedGiftCards(
      tx,
      made.map((voucher) => ({
        voucherId: voucher.id,
        userId: voucher.userId!,
        clubId: product.clubId,
        amount,
      })),
      now,
    );
  }
  await insertVoucherEvents(
    tx,
    made.map((voucher) => ({
      userId: voucher.userId!,
      voucherId: voucher.id,
      kind: 'issued' as const,
      at: now,
      clubId: product.clubId,
      details: { product_id: product.id },
    })),
  );
  for (const golfer of golfers) {
    await queuePartnerMail(
      tx,
      'voucherIssued',
      toLocale(golfer.language) ?? 'da',
      golfer.email,
      {
        club: clubName,
        voucher: product.name,
        link: portalLink(deps.config.PUBLIC_URL, SHARED_WEB_PATHS.vouchers),
      },
      golfer.id,
    );
  }
  return made;
}

/**
 * Issues `quantity` vouchers of a product of the caller's club to one golfer, found by e-mail or by
 * member number in the club's union. In one transaction: product locked and on sale, stock taken,
 * vouchers in the wallet, history, the golfer's mail and the audit row.
 */
export async function issueToGolfer(
  deps: Deps,
  auth: StaffContext,
  input: { product_id: number; email?: string; member_number?: string; quantity: number },
) {
  const club = await findClub(deps.db, auth.clubId);
  if (!club) throw new AppError('CLUB_NOT_FOUND');
  const golfer = input.email
    ? await findGolferByEmail(deps.db, input.email)
    : await findGolferByMemberNumber(deps.db, club.unionId, input.member_number ?? '');
  if (!golfer) throw new AppError('GOLFER_NOT_FOUND');
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const product = await takeProduct(tx, auth.clubId, input.product_id, input.quantity, now);
    const ids = (await handOut(tx, deps, product, club.name, [golfer], input.quantity, now)).map(
      (voucher) => voucher.id,
    );
    await insertAudit(tx, {
      clubId: auth.clubId,
      staffId: auth.staff.id,
      action: 'voucher_issued',
      subject: product.name,
      details: {
        product_id: product.id,
        voucher_ids: ids,
        golfer: `${golfer.firstName} ${golfer.lastName}`,
        golfer_id: golfer.id,
      },
      at: now,
    });
    return { voucher_ids: ids, golfer_name: `${golfer.firstName} ${golfer.lastName}` };
  });
}

/**
 * How many golfers an offer of the product would reach in the audience now, without sending it,
 * and when this product last went to this audience (null: never). The product must be the caller's
 * club's; another club's answers 404 like any unknown id, and only the club's own golfers count.
 */
export async function countRecipients(
  deps: Deps,
  auth: StaffContext,
  input: { product_id: number; audience: OfferAudience },
) {
  const club = await findClub(deps.db, auth.clubId);
  if (!club) throw new AppError('CLUB_NOT_FOUND');
  if (!(await findClubProduct(deps.db, auth.clubId, input.product_id))) {
    throw new AppError('PARTNER_PRODUCT_NOT_FOUND');
  }
  const [recipients, lastSent] = await Promise.all([
    countOfferRecipients(deps.db, club, input.audience),
    lastOfferSent(deps.db, auth.clubId, input.product_id, input.audience),
  ]);
  return { recipients, last_sent_at: lastSent?.toISOString() ?? null };
}

/**
 * Sends a product of the caller's club as an offer voucher to every golfer of the audience who
 * accepted club offers; golfers who did not accept never receive one. One transaction. Sending a
 * product again to the same audience gives every golfer one more voucher, so it needs
 * `confirm_repeat` (else 409 OFFER_ALREADY_SENT); the product's lock makes the check race-free.
 */
export async function sendOffer(
  deps: Deps,
  auth: StaffContext,
  input: { product_id: number; audience: OfferAudience; confirm_repeat?: boolean },
) {
  const club = await findClub(deps.db, auth.clubId);
  if (!club) throw new AppError('CLUB_NOT_FOUND');
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const golfers = await findOfferRecipients(tx, club, input.audience);
    const product = await takeProduct(tx, auth.clubId, input.product_id, golfers.length, now);
    if (!input.confirm_repeat && (await lastOfferSent(tx, auth.clubId, product.id, input.audience))) {
      throw new AppError('OFFER_ALREADY_SENT');
    }
    await handOut(tx, deps, product, club.name, golfers, 1, now, 'offer');
    await insertAudit(tx, {
      clubId: auth.clubId,
      staffId: auth.staff.id,
      action: 'offer_sent',
      subject: product.name,
      details: { product_id: product.id, audience: input.audience, recipients: golfers.length },
      at: now,
    });
    return { sent: golfers.length };
  });
}
