import { saleVatRateBp, type VatTreatment } from './vat';

/**
 * Shop money rules. Every amount is an integer in minor units (øre, öre, cent) with the club's
 * currency beside it; nothing here uses floating point for money.
 */

/**
 * The VAT included in a gross amount at a rate in basis points (2500 = 25 %), rounded half up to
 * the minor unit: gross × rate / (10000 + rate). Invariant: 0 ≤ vat ≤ gross, and net + vat = gross.
 */
export function vatIncluded(grossMinor: number, rateBp: number): number {
  if (!Number.isSafeInteger(grossMinor) || grossMinor < 0)
    throw new RangeError('gross must be a whole amount ≥ 0');
  if (!Number.isInteger(rateBp) || rateBp < 0) throw new RangeError('rate must be whole basis points ≥ 0');
  const denominator = 10_000 + rateBp;
  return Math.floor((2 * grossMinor * rateBp + denominator) / (2 * denominator));
}

export interface ReceiptLineInput {
  name: string;
  quantity: number;
  unitPriceMinor: number;
  /** When the line's VAT falls due (vat.ts); 'at_use' lines carry none at sale. Default 'at_sale'. */
  vat?: VatTreatment;
}

export interface ReceiptLine extends ReceiptLineInput {
  totalMinor: number;
  vatMinor: number;
  /** The rate the line is sold at: the club's, or 0 for a multi-purpose voucher. */
  vatRateBp: number;
}

export interface Receipt {
  lines: ReceiptLine[];
  totalMinor: number;
  vatMinor: number;
  netMinor: number;
}

/**
 * The receipt of an order: each line's total and its VAT (computed per line, so the lines add up
 * to the total exactly) at the club's rate, or none on a multi-purpose voucher (ball money, gift
 * card: VAT falls due when it is spent), then total, VAT and net. Invariant: totalMinor = Σ line
 * totals, vatMinor = Σ line VAT, netMinor + vatMinor = totalMinor.
 */
export function receiptOf(lines: readonly ReceiptLineInput[], rateBp: number): Receipt {
  const out = lines.map((line) => {
    const totalMinor = line.unitPriceMinor * line.quantity;
    const vatRateBp = saleVatRateBp(line.vat ?? 'at_sale', rateBp);
    return { ...line, totalMinor, vatRateBp, vatMinor: vatIncluded(totalMinor, vatRateBp) };
  });
  const totalMinor = out.reduce((sum, line) => sum + line.totalMinor, 0);
  const vatMinor = out.reduce((sum, line) => sum + line.vatMinor, 0);
  return { lines: out, totalMinor, vatMinor, netMinor: totalMinor - vatMinor };
}

/** Points earned by paying with a card: one point per whole currency unit paid by card. */
export function pointsEarned(cardMinor: number): number {
  return Math.max(0, Math.floor(cardMinor / 100));
}

export interface PaymentSplitInput {
  totalMinor: number;
  pointsMinor: number;
  ballMoneyMinor: number;
}

/**
 * How a total is paid: points and ball money first (as asked), the rest by card. Null when the
 * asked parts are negative, not whole, or exceed the total.
 */
export function paymentSplit(
  input: PaymentSplitInput,
): { cardMinor: number; pointsMinor: number; ballMoneyMinor: number } | null {
  const { totalMinor, pointsMinor, ballMoneyMinor } = input;
  if (![totalMinor, pointsMinor, ballMoneyMinor].every((n) => Number.isSafeInteger(n) && n >= 0)) return null;
  if (pointsMinor + ballMoneyMinor > totalMinor) return null;
  return { cardMinor: totalMinor - pointsMinor - ballMoneyMinor, pointsMinor, ballMoneyMinor };
}

/** Formats minor units as a decimal amount with two decimals ("1234.50"), for receipts and display. */
export function minorToDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
