/**
 * The new tab the voucher PDF opens in. It is opened empty inside the click, before the PDF is
 * made, because browsers block tabs opened later; it then goes to the PDF's link, or is closed
 * when printing fails.
 */
export function openPdfWindow(): Window | null {
  try {
    return window.open('', '_blank') ?? null;
  } catch {
    return null;
  }
}

/** Shows the PDF in the tab opened for it, or in a new one when that was blocked or closed. */
export function showPdf(target: Window | null, url: string) {
  if (target && !target.closed) {
    target.opener = null;
    target.location.href = url;
    return;
  }
  window.open(url, '_blank', 'noopener');
}
