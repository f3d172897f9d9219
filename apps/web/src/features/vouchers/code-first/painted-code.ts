/** The element the "code first" paint puts before #root (src/app/code-first/paint-code.ts). */
export const PAINTED_CODE_ID = 'code-first';

/**
 * The barcode and QR code the page was painted with before the app started, when they show `code`:
 * the app's code section starts from them, so taking over changes nothing on the screen.
 */
export function paintedDrawings(code: string): { barcode: string; qr: string } | null {
  const painted = document.getElementById(PAINTED_CODE_ID);
  if (painted?.dataset.code !== code) return null;
  const barcode = painted.querySelector<HTMLImageElement>('.voucher-code__barcode')?.src;
  const qr = painted.querySelector<HTMLImageElement>('.voucher-code__qr')?.src;
  return barcode && qr ? { barcode, qr } : null;
}

/** The app shows the page now: the early paint goes (no-op when there was none). */
export function removePaintedCode(): void {
  document.getElementById(PAINTED_CODE_ID)?.remove();
}
