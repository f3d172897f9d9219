import { formatDateTime } from '@golfwallet/core/format/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../../test/helper';
import { addToCart, CARDS, insertShop, paidOrder, pay, tokenise } from '../../../test/builders/shop';
import { pdfTexts } from '../../../test/support/pdf-inspect';
import { clubShopSettings, outbox, outboxAttachments } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { renderDueReceipts } from './receipt-render';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const deps = (): Deps => ({ db: t.database.db, config: t.config, now: t.clock.now, log: t.app.log });

/** A club selling a green fee, a basket card (single-purpose), ball money and a gift card (multi-purpose). */
async function mixedShop() {
  const shop = await insertShop(t);
  const greenfee = await shop.product({ priceMinor: 45_000 });
  const baskets = await shop.product({
    name: 'Bolde 10 kurve',
    type: 'ecard',
    category: 'driving_range',
    value: '10',
    priceMinor: 20_000,
    uses: 10,
    baskets: [30],
  });
  const topUp = await shop.product({
    name: 'Boldpenge',
    type: 'ecard',
    category: 'driving_range',
    value: '600',
    priceMinor: 50_000,
    uses: null,
  });
  const giftCard = await shop.product({
    name: 'Gavekort',
    type: 'ecard',
    category: 'voucher',
    value: '300',
    priceMinor: 30_000,
    uses: 1,
  });
  return { shop, greenfee, baskets, topUp, giftCard };
}

describe('VAT by the voucher rules (Directive 2016/1065)', () => {
  it('charges VAT at sale on single-purpose vouchers and none on ball money and gift cards', async () => {
    const { greenfee, baskets, topUp, giftCard } = await mixedShop();
    const golfer = await createTestUser(t);
    for (const product of [greenfee, baskets, topUp, giftCard]) await addToCart(t, golfer, product.id, 1);
    const card = await tokenise(t, CARDS.ok);
    const order = paidOrder(await pay(t, golfer, { card_token: card.body.token }));
    const vatOf = (productId: number) => order.items.find((item) => item.product_id === productId)?.vat_minor;
    // 25 % included: 45000 → 9000; 20000 → 4000. The top-up and the gift card carry none.
    expect(vatOf(greenfee.id)).toBe(9_000);
    expect(vatOf(baskets.id)).toBe(4_000);
    expect(vatOf(topUp.id)).toBe(0);
    expect(vatOf(giftCard.id)).toBe(0);
    expect(order.vat_minor).toBe(13_000);
    expect(order.total_minor).toBe(145_000);
  });

  it('charges the VAT once when ball money pays: on what it buys, not on the top-up', async () => {
    const { greenfee, topUp } = await mixedShop();
    const golfer = await createTestUser(t);
    await addToCart(t, golfer, topUp.id, 1);
    const card = await tokenise(t, CARDS.ok);
    const bought = paidOrder(await pay(t, golfer, { card_token: card.body.token }));
    expect(bought.vat_minor).toBe(0);
    await addToCart(t, golfer, greenfee.id, 1);
    const spent = paidOrder(await pay(t, golfer, { ball_money_minor: 45_000 }));
    expect(spent).toMatchObject({ ball_money_minor: 45_000, card_minor: 0, vat_minor: 9_000 });
  });

  it('prints the seller the owner set in the portal: legal name, address and contact (#35)', async () => {
    const { shop, greenfee } = await mixedShop();
    await t.database.db.insert(clubShopSettings).values({
      clubId: shop.club.id,
      vatNumber: 'DK12345678',
      legalName: 'Rungsted Golf Klub ApS',
      address: 'Vestre Stationsvej 16, 2960 Rungsted Kyst',
      contactEmail: 'shop@rungsted.example',
      contactPhone: '+45 45 86 34 44',
    });
    const golfer = await createTestUser(t, { languageDefault: 'da' });
    await addToCart(t, golfer, greenfee.id, 1);
    const card = await tokenise(t, CARDS.ok);
    paidOrder(await pay(t, golfer, { card_token: card.body.token }));
    await renderDueReceipts(deps());
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, golfer.email));
    const [file] = await t.database.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.outboxId, mail!.id));
    const text = pdfTexts(file!.content).join('\n');
    expect(text).toContain('Sælger: Rungsted Golf Klub ApS');
    expect(text).toContain('Vestre Stationsvej 16, 2960 Rungsted Kyst');
    expect(text).toContain('shop@rungsted.example, +45 45 86 34 44');
    expect(text).toContain('Momsnummer: DK12345678');
  });

  it('mails a Danish buyer a receipt in columns, with the seller’s VAT number, a Danish date and the voucher note', async () => {
    const { shop, greenfee, topUp } = await mixedShop();
    await t.database.db.insert(clubShopSettings).values({ clubId: shop.club.id, vatNumber: 'DK12345678' });
    const golfer = await createTestUser(t, { languageDefault: 'da' });
    await addToCart(t, golfer, greenfee.id, 2);
    await addToCart(t, golfer, topUp.id, 1);
    const card = await tokenise(t, CARDS.ok);
    const order = paidOrder(await pay(t, golfer, { card_token: card.body.token }));
    await renderDueReceipts(deps());
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, golfer.email));
    expect(mail?.subject).toBe(`Din kvittering fra ${shop.club.name} (ordre ${order.order_id})`);
    expect(mail?.text).toContain('1 × Boldpenge *: 500.00 DKK');
    expect(mail?.text).toContain('momsen betales, når værdibeviset bruges');
    const [file] = await t.database.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.outboxId, mail!.id));
    const runs = pdfTexts(file!.content);
    const text = runs.join('\n');
    expect(text).toContain('Momsnummer: DK12345678');
    expect(text).toContain(`Sælger: ${shop.club.name}`);
    expect(text).toContain('Danmark');
    const paidAt = new Date(order.paid_at! * 1000);
    expect(text).toContain(`Dato: ${formatDateTime(paidAt, 'Europe/Copenhagen', 'da')}`);
    expect(text).toMatch(/Dato: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    const line = runs.indexOf('Greenfee 18 huller');
    expect(runs.slice(line, line + 6)).toEqual([
      'Greenfee 18 huller',
      '2',
      '450.00 DKK',
      '25 %',
      '180.00 DKK',
      '900.00 DKK',
    ]);
    const top = runs.indexOf('Boldpenge *');
    expect(runs.slice(top, top + 6)).toEqual([
      'Boldpenge *',
      '1',
      '500.00 DKK',
      '0 %',
      '0.00 DKK',
      '500.00 DKK',
    ]);
    expect(text).toContain('Heraf moms 25 %');
    expect(text).toContain('180.00 DKK');
  });

  it('stores only a well-formed seller VAT number (the database holds the rule too)', async () => {
    const { shop } = await mixedShop();
    await expect(
      t.database.db.insert(clubShopSettings).values({ clubId: shop.club.id, vatNumber: 'dk 1234' }),
    ).rejects.toThrow();
    await t.database.db.insert(clubShopSettings).values({ clubId: shop.club.id, vatNumber: null });
    const [row] = await t.database.db
      .select()
      .from(clubShopSettings)
      .where(eq(clubShopSettings.clubId, shop.club.id));
    expect(row?.vatNumber).toBeNull();
  });
});
