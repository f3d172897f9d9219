/**
 * Loaded by index.html before the app (vite.config.ts codeFirst): on a voucher page of the app
 * (/app/vouchers/:id) with a session, paints the voucher's code from the device at once
 * (app/code-first/paint-code.ts); elsewhere it does nothing and loads nothing more.
 */
const voucherPage = /^\/app\/vouchers\/(\d+)\/?$/.exec(window.location.pathname);
let token: string | null = null;
try {
  token = window.localStorage.getItem('userToken');
} catch {
  // No storage: no session to show a code for.
}
if (voucherPage && token) {
  const signedIn = token;
  void import('./app/code-first/paint-code').then(({ paintCode }) =>
    paintCode(Number(voucherPage[1]), signedIn),
  );
}
