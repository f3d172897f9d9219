import { withdrawOrder } from '@golfwallet/core/contracts/shop/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../../test/helper';
import {
  addToCart,
  CARDS,
  insertShop,
  paidOrder,
  pay,
  tokenise,
  topUpProduct,
} from '../../../test/builders/shop';
import { pdfTexts } from '../../../test/support/pdf-inspect';
import { clubShopSettings, creditNotes, outbox, outboxAttachments } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { deliverDue } from '../outbox/outbox-worker';
import { queueCreditNote } from './credit-note';
import { postTransfer as moveBalance } from '../ledger/transfers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const deps = (): Deps => ({ db: t.database.db, config: t.config, now: t.clock.now, log: t.app.log });

const withdraw = (golfer: TestUser, orderId: number) =>
  t.api({ token: golfer.token, language: 'en' })(withdrawOrder, { params: { id: orderId }, body: {} });

/** The credit-note mail queued for a golfer, with its attachments. */
async function creditNoteMail(golfer: TestUser) {
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, golfer.email), eq(outbox.template, 'shop_credit_note')));
  if (!mail) throw new Error('no credit note mail queued');
  const files = await t.database.db
    .select()
    .from(outboxAttachments)
    .where(eq(outboxAttachments.outboxId, mail.id));
  return { mail, files };
}

describe('credit note on withdrawal', () => {
  it('mails a card buyer a credit note PDF saying the money went back to the card', async () => {
    const shop = await insertShop(t);
    await t.database.db.insert(clubShopSettings).values({ clubId: shop.club.id, vatNumber: 'DK87654321' });
    const product = await shop.product({ priceMinor: 30_000, uses: 2 });
    const golfer = await createTestUser(t);
    await addToCart(t, golfer, product.id, 1);
    const card = await tokenise(t, CARDS.ok);
    const order = paidOrder(await pay(t, golfer, { card_token: card.body.token }));
    await withdraw(golfer, order.order_id);

    const [note] = await t.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, order.order_id));
    expect(note).toMatchObject({
      totalMinor: 30_000,
      vatMinor: 6_000,
      cardRefundMinor: 30_000,
      ballMoneyRefundMinor: 0,
    });
    const { mail, files } = await creditNoteMail(golfer);
    expect(mail.subject).toBe(`Credit note ${note!.id} from ${shop.club.name} (order ${order.order_id})`);
    expect(mail.text).toContain('Refunded to:');
    expect(mail.text).toContain('Card visa •••• 4242: 300.00 DKK');
    expect(mail.text).not.toContain('ball money');
    expect(mail.text).toContain('A card refund can take a few banking days');
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      filename: `credit-note-${note!.id}.pdf`,
      contentType: 'application/pdf',
    });
    const text = pdfTexts(files[0]!.content).join('\n');
    expect(text).toContain('Credit note');
    expect(text).toContain(`Credit note number: ${note!.id}`);
    expect(text).toContain(`Credit for order number: ${order.order_id}`);
    expect(text).toContain('VAT number: DK87654321');
    expect(text).toMatch(/Card visa .* 4242/);
    expect(text).toContain('300.00 DKK');
    expect(text).not.toContain('Your ball money');

    // It goes out with its PDF, once.
    const sent: { subject: string; attachments: { filename: string }[] }[] = [];
    const transport = { sendMail: async (m: (typeof sent)[number]) => void sent.push(m), close() {} };
    await deliverDue(deps(), { transport: transport as never });
    await deliverDue(deps(), { transport: transport as never });
    const ours = sent.filter((m) => m.subject === mail.subject);
    expect(ours).toHaveLength(1);
    expect(ours[0]?.attachments.map((file) => file.filename)).toEqual([`credit-note-${note!.id}.pdf`]);
  });

  it('tells a buyer who paid with ball money that it went back to the ball money, not the card', async () => {
    const shop = await insertShop(t);
    const product = await shop.product({ priceMinor: 45_000 });
    const golfer = await createTestUser(t, { languageDefault: 'da' });
    await t.database.db.transaction((tx) =>
      moveBalance(tx, {
        userId: golfer.id,
        kind: 'ball_money',
        clubId: shop.club.id,
        amount: 45_000,
        reason: 'top_up',
        orderId: null,
      }),
    );
    await addToCart(t, golfer, product.id, 1);
    const order = paidOrder(await pay(t, golfer, { ball_money_minor: 45_000 }));
    await withdraw(golfer, order.order_id);

    const { mail, files } = await creditNoteMail(golfer);
    expect(mail.subject).toMatch(/^Kreditnota \d+ fra /);
    expect(mail.text).toContain('Tilbagebetalt til:');
    expect(mail.text).toContain('Dine boldpenge: 450.00 DKK');
    expect(mail.text).not.toMatch(/kort/i);
    const text = pdfTexts(files[0]!.content).join('\n');
    expect(text).toContain('Kreditnota');
    expect(text).toContain('Dine boldpenge');
    expect(text).not.toMatch(/kort/i);
    expect(files[0]?.filename).toMatch(/^kreditnota-\d+\.pdf$/);
  });

  it('numbers credit notes on their own, credits only the given lines, and refuses another golfer’s order', async () => {
    const shop = await insertShop(t);
    const topUp = await topUpProduct(shop);
    const owner = await createTestUser(t);
    const other = await createTestUser(t);
    await addToCart(t, owner, topUp.id, 1);
    const card = await tokenise(t, CARDS.ok);
    const order = paidOrder(await pay(t, owner, { card_token: card.body.token }));

    // A partial refund of a partly spent top-up: 200 of the 500 back to the card, no VAT (multi-purpose).
    const queue = (userId: number) =>
      t.database.db.transaction((tx) =>
        queueCreditNote(tx, deps(), {
          orderId: order.order_id,
          userId,
          cardRefundMinor: 20_000,
          ballMoneyRefundMinor: 0,
          pointsReversed: 200,
          lines: [
            {
              name: 'Boldpenge',
              quantity: 1,
              unitPriceMinor: 20_000,
              vatRateBp: 0,
              vatMinor: 0,
              vatAtUse: true,
            },
          ],
        }),
      );
    await expect(queue(other.id)).rejects.toThrow();
    const first = await queue(owner.id);
    const second = await queue(owner.id);
    expect(second.creditNoteId).toBeGreaterThan(first.creditNoteId);
    const { mail } = await creditNoteMail(owner);
    expect(mail.text).toContain('1 × Boldpenge *: 200.00 DKK');
    expect(mail.text).toContain('Total credited: 200.00 DKK');
    expect(mail.text).toContain('VAT 25 % included: 0.00 DKK');
    expect(mail.text).toContain('Points earned on the purchase taken back: 200');
    expect(await t.database.db.select().from(outbox).where(eq(outbox.recipient, other.email))).toEqual([]);
  });
});
