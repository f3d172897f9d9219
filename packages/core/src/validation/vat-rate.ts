/**
 * The VAT rate as the portal's form shows it, without zod (the page renders it before the form's
 * rules load: apps/web/src/lib/lazy-rules.ts). Basis points in per cent: 2500 → "25", 2550 → "25.5".
 */
export function vatRatePercentText(bp: number): string {
  return String(bp / 100);
}
