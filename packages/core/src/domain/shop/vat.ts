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

export interface VatPart {
  grossMinor: number;
  vatMinor: number;
  vatRateBp: number;
}

/**
 * A credit note's amounts per VAT rate, for the club's VAT report: the order's lines that carried
 * VAT (single-purpose vouchers, credited whole: `taxedGrossMinor`) at the order's rate with the
 * note's VAT, and the rest (the unspent part of ball money and gift cards, multi-purpose, sold
 * without VAT) at 0.
 */
export function creditNoteVatParts(note: VatPart & { taxedGrossMinor: number }): VatPart[] {
  if (note.vatMinor === 0) return [{ grossMinor: note.grossMinor, vatMinor: 0, vatRateBp: 0 }];
  const taxed = Math.min(Math.max(note.taxedGrossMinor, 0), note.grossMinor);
  const parts: VatPart[] = [{ grossMinor: taxed, vatMinor: note.vatMinor, vatRateBp: note.vatRateBp }];
  if (note.grossMinor > taxed) parts.push({ grossMinor: note.grossMinor - taxed, vatMinor: 0, vatRateBp: 0 });
  return parts;
}
