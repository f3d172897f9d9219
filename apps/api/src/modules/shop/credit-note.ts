import type { TranslationKey } from '@golfwallet/core/i18n/keys';
import { translate } from '@golfwallet/core/i18n/translate';
import { productKind } from '@golfwallet/core/domain/shop/product-kind';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { attachToMessage, enqueueMessage } from '../outbox/queue-message';
import { insertCreditNote } from './credit-note.repository';
import { refundRows, renderCreditNotePdf } from './credit-note-pdf';
import { documentLine, documentParties, mailLine } from './receipt-mail';
import { money, ratePercent, type ShopDocumentLine } from './receipt-pdf';
import { loadReceiptOrders, type ReceiptOrder } from './receipt.repository';

export interface CreditNoteRequest {
  orderId: number;
  /** The order's buyer; the credit note goes to them (checked against the order). */
  userId: number;
  /** Refunded to the paying card (minor units). */
  cardRefundMinor: number;
  /** Given back to the golfer's ball money at the club (minor units). */
  ballMoneyRefundMinor: number;
  /** Points given back (a purchase paid with points), in minor units like the order's points. */
  pointsRefunded?: number;
  /** Points earned on the purchase that were taken back. */
  pointsReversed: number;
  /**
   * The lines credited (a partial refund credits less than the order); the order's own lines,
   * all of them, when omitted.
   */
  lines?: ShopDocumentLine[];
  /**
   * With the order's own lines: what its ball-money top-up and gift-card lines are credited
   * together, when less than they cost (one partly spent is refunded only for its unspent part).
   */
  topUpCreditMinor?: number;
}

/**
 * The order's lines as credited: every line in full, except the ball-money top-up lines when only
 * part of them is refunded — each then credits its share of `topUpCreditMinor` (rounded down, the
 * last line takes the rest) as one unit, with its VAT scaled alike.
 */
function creditedLines(source: ReceiptOrder, topUpCreditMinor: number | undefined): ShopDocumentLine[] {
  const lines = source.lines.map((line) => ({
    line,
    document: documentLine(line, source.order.vatRateBp),
    // Multi-purpose vouchers (ball money, gift cards) are credited for their unspent part.
    topUp: productKind(line.product) !== 'voucher',
  }));
  const topUps = lines.filter((entry) => entry.topUp);
  const cost = topUps.reduce((sum, { line }) => sum + line.unitPriceMinor * line.quantity, 0);
  if (topUpCreditMinor === undefined || cost === 0 || topUpCreditMinor >= cost) {
    return lines.map((entry) => entry.document);
  }
  let left = topUpCreditMinor;
  return lines.map(({ line, document, topUp }) => {
    if (!topUp) return document;
    const lineCost = line.unitPriceMinor * line.quantity;
    const last = line === topUps[topUps.length - 1]!.line;
    const credited = last ? left : Math.floor((lineCost * topUpCreditMinor) / cost);
    left -= credited;
    return {
      ...document,
      quantity: 1,
      unitPriceMinor: credited,
      vatMinor: lineCost === 0 ? 0 : Math.floor((line.vatMinor * credited) / lineCost),
    };
  });
}

interface QueuedCreditNote {
  creditNoteId: number;
  outboxId: number;
}

/**
 * Issues a credit note for a withdrawal or refund and queues its mail, with the PDF attached, to
 * the buyer through the outbox, inside the caller's transaction (`tx`): the credit note, its
 * number and its mail exist exactly when the refund does. The note has its own number
 * (credit_notes.id), references the order, credits the given lines (their VAT as charged, so a
 * multi-purpose voucher credits no VAT), and says where the money went: the card (brand and last
 * four), ball money, points. Rendered here, not by a job: withdrawals are rare and the mail must
 * not go out without its attachment.
 */
export async function queueCreditNote(
  tx: Tx,
  deps: Pick<Deps, 'now'>,
  request: CreditNoteRequest,
): Promise<QueuedCreditNote> {
  const source = (await loadReceiptOrders(tx, [request.orderId])).get(request.orderId);
  if (!source || source.order.userId !== request.userId)
    throw new Error(`order ${request.orderId} of user ${request.userId} has no paid order to credit`);
  const { order, buyer, club } = source;
  const lines = request.lines ?? creditedLines(source, request.topUpCreditMinor);
  const totalMinor = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  const vatMinor = lines.reduce((sum, line) => sum + line.vatMinor, 0);
  const refunds = {
    cardMinor: request.cardRefundMinor,
    card: source.card,
    ballMoneyMinor: request.ballMoneyRefundMinor,
    pointsMinor: request.pointsRefunded ?? 0,
  };
  const now = deps.now();
  const number = await insertCreditNote(tx, {
    orderId: order.id,
    totalMinor,
    vatMinor,
    cardRefundMinor: refunds.cardMinor,
    ballMoneyRefundMinor: refunds.ballMoneyMinor,
    pointsRefunded: refunds.pointsMinor,
    pointsReversed: request.pointsReversed,
    createdAt: now,
  });

  const parties = documentParties(source);
  const { locale, currency } = parties;
  const pdf = await renderCreditNotePdf({
    ...parties,
    number,
    orderId: order.id,
    issuedAt: now,
    lines,
    totalMinor,
    vatMinor,
    refunds,
    pointsReversed: request.pointsReversed,
  });
  const t = (key: TranslationKey, params?: Record<string, string | number>) => translate(locale, key, params);
  const clubName = club.name;
  const refundLines = refundRows(locale, refunds, currency).map(([label, amount]) => `  ${label}: ${amount}`);
  const text = [
    t('mail.greeting', { name: buyer.firstName }),
    '',
    t('mail.creditNote.intro', { club: clubName, id: order.id }),
    '',
    `${t('mail.creditNote.number')}: ${number}`,
    ...lines.map((line) => mailLine(line, currency)),
    `${t('mail.creditNote.total')}: ${money(totalMinor, currency)}`,
    `${t('shop.receipt.vat', { rate: ratePercent(order.vatRateBp) })}: ${money(vatMinor, currency)}`,
    ...(refundLines.length ? ['', `${t('mail.creditNote.refundedTo')}:`, ...refundLines] : []),
    ...(request.pointsReversed > 0
      ? [t('mail.creditNote.pointsReversed', { count: request.pointsReversed })]
      : []),
    ...(lines.some((line) => line.vatAtUse) ? ['', t('shop.receipt.vatAtUse')] : []),
    '',
    t('mail.creditNote.note', { id: order.id }),
    ...(refunds.cardMinor > 0 ? [t('mail.creditNote.cardDelay')] : []),
    '',
    t('mail.signoff'),
    t('mail.team'),
  ].join('\n');
  const outboxId = await enqueueMessage(tx, {
    channel: 'email',
    recipient: buyer.email,
    subject: t('mail.creditNote.subject', { number, club: clubName, id: order.id }),
    text,
    template: 'shop_credit_note',
    locale,
    aboutUserId: buyer.id,
  });
  await attachToMessage(tx, outboxId, {
    filename: t('mail.creditNote.filename', { number }),
    contentType: 'application/pdf',
    content: pdf,
  });
  return { creditNoteId: number, outboxId };
}
