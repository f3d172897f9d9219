import type { Tx } from '../client';
import { products } from '../schema/index';
import { CLUBS, type ClubIndex, type CountryCode, CURRENCIES, clubOf } from './clubs';

/**
 * Demo shop products of the shop issue until clubs create their own (club portal): a ball-money
 * top-up with a bonus (pay 500, get 600) at clubs with a driving range, and a gift card at every
 * club with products. Both use the products table's existing columns: a ball-money top-up is a
 * driving-range e-card without uses or baskets whose value is the credit; a gift card is an e-card
 * of the voucher category.
 */
const NAMES: Record<CountryCode, { ballMoney: string; giftCard: string }> = {
  DK: { ballMoney: 'Boldpenge: betal 500, få 600', giftCard: 'Gavekort 500 kr.' },
  SE: { ballMoney: 'Bollpengar: betala 500, få 600', giftCard: 'Presentkort 500 kr' },
  NO: { ballMoney: 'Ballpenger: betal 500, få 600', giftCard: 'Gavekort 500 kr' },
};

export async function insertShopProducts(tx: Tx, clubIndex: ClubIndex) {
  const rows = CLUBS.filter((club) => club.hasProducts).flatMap((club) => {
    const clubId = clubOf(clubIndex, club.key).id;
    const currency = CURRENCIES[club.country];
    const names = NAMES[club.country];
    const giftCard = {
      clubId,
      name: names.giftCard,
      type: 'ecard' as const,
      category: 'voucher' as const,
      value: '500',
      reductionType: 'setprice' as const,
      priceMinor: 50_000,
      currency,
      uses: 1,
      validityDays: 730,
    };
    if (!club.hasDrivingRange) return [giftCard];
    return [
      {
        clubId,
        name: names.ballMoney,
        type: 'ecard' as const,
        category: 'driving_range' as const,
        value: '600',
        reductionType: 'setprice' as const,
        priceMinor: 50_000,
        currency,
        uses: null,
        validityDays: 730,
      },
      giftCard,
    ];
  });
  if (rows.length) await tx.insert(products).values(rows);
}
