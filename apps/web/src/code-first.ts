/**
 * Issue 33, "code first": built on its own into one classic script (vite.config.ts codeFirst,
 * code-first-entry.ts), which index.html's inline loader (core/web/code-first-loader.ts) adds on a
 * voucher page of the app (/app/vouchers/:id) with a session. It loads the page's style sheets
 * (`data-css`, the app's own) and paints the voucher's code from the device
 * (app/code-first/paint-code.ts) without waiting for the app's modules. Imports nothing at run time.
 */
import { paintCode } from './app/code-first/paint-code';

const voucherPage = /^\/app\/vouchers\/(\d+)\/?$/.exec(window.location.pathname);
let token: string | null = null;
try {
  token = window.localStorage.getItem('userToken');
} catch {
  // No storage: no session to show a code for.
}
const styles = (document.currentScript?.dataset.css ?? '').split(' ').filter(Boolean);
if (voucherPage && token) void paintCode(Number(voucherPage[1]), token, styles);
