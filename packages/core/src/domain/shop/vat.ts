import type { ProductKind } from './product-kind';

/**
 * When the VAT of a shop product falls due, by the EU voucher rules (Council Directive (EU)
 * 2016/1065, articles 30a, 30b and 73a of the VAT Directive):
 *
 * - 'at_sale': a single-purpose voucher — one specific thing (a green fee, a clip or basket card)
 *   at one club, so the place of supply and the VAT are known when it is sold. VAT is charged on
 *   the sale, and using it later is not taxed again.
 * - 'at_use': a multi-purpose voucher — ball money or a gift card, spendable on several things
 *   whose VAT is not known when it is bought. The sale carries NO VAT; the VAT is charged when it
 *   is spent, on what it pays for (that product's own line, 'at_sale').
 *
 * Taxing both the top-up and what it pays for would charge VAT twice on the same money.
 */
export type VatTreatment = 'at_sale' | 'at_use';

export function vatTreatment(kind: ProductKind): VatTreatment {
  switch (kind) {
    case 'ball_money':
    case 'gift_card':
      return 'at_use';
    case 'voucher':
      return 'at_sale';
  }
}

/** The VAT rate (basis points) a line is sold at: the club's rate, or 0 for a multi-purpose voucher. */
export function saleVatRateBp(treatment: VatTreatment, clubRateBp: number): number {
  return treatment === 'at_use' ? 0 : clubRateBp;
}
