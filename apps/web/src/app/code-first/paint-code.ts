import { APP_PATHS } from '../../lib/app-paths';
import { clubColour, clubInitials } from '../../features/vouchers/components/club-initials';
import {
  type CodeRecord,
  codeKey,
  OFFLINE_DATABASE,
  OFFLINE_STORE,
  sessionKey,
} from '../../features/vouchers/code-first/code-record';
import { PAINTED_CODE_ID } from '../../features/vouchers/code-first/painted-code';

/**
 * "Code first" (issue 33): paints a voucher's code from the device (code-record.ts) before the app,
 * its router, its queries and the network are there, in the markup and styles of the app's voucher
 * page (wallet-voucher-page.tsx) from the top to the code. The app then mounts below it; its code
 * section starts from these drawings and removes this paint in the same frame (painted-code.ts).
 * Paints nothing unless the record was saved under the session signed in now. `styles` are the
 * built style sheets of the page (the app's own): added to <head> at once, and the paint waits
 * for them, so it never shows unstyled.
 */
export async function paintCode(voucherId: number, token: string, styles: string[]): Promise<void> {
  const loaded = Promise.all(styles.map(addStyleSheet));
  const [record, session] = await Promise.all([readRecord(voucherId), sessionKey(token)]);
  if (!record || record.session !== session) return;
  await loaded;
  // Before the page's end is parsed (the app's modules run only after that): painted the moment it is.
  if (!document.getElementById('root')) {
    await new Promise((resolve) => document.addEventListener('readystatechange', resolve, { once: true }));
  }
  if (document.getElementById(PAINTED_CODE_ID)) return;
  // The app has shown its page already (a slow device store): nothing to paint over.
  if (document.querySelector('#root .wallet-voucher')) return;
  document.body.insertBefore(painted(record), document.getElementById('root'));
}

/** A style sheet linked in <head> as the app would (its loader then finds it there); settles once loaded or failed. */
function addStyleSheet(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/** The record of the voucher, or null: no IndexedDB, no database yet (never created here), none kept. */
function readRecord(voucherId: number): Promise<CodeRecord | null> {
  return new Promise((resolve) => {
    const fail = () => resolve(null);
    try {
      const open = indexedDB.open(OFFLINE_DATABASE);
      // No database yet: leave its creation to the app's store (idb-keyval creates the object store).
      open.onupgradeneeded = () => open.transaction?.abort();
      open.onerror = fail;
      open.onsuccess = () => {
        const db = open.result;
        try {
          const get = db
            .transaction(OFFLINE_STORE, 'readonly')
            .objectStore(OFFLINE_STORE)
            .get(codeKey(voucherId));
          get.onsuccess = () => resolve((get.result as { data?: CodeRecord } | undefined)?.data ?? null);
          get.onerror = fail;
        } catch {
          fail();
        } finally {
          db.close();
        }
      };
    } catch {
      fail();
    }
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function painted(record: CodeRecord): HTMLElement {
  const { texts } = record;
  const logo = record.logoUrl
    ? `<img class="club-logo wallet-voucher__logo" src="${escapeHtml(record.logoUrl)}" alt="">`
    : `<span class="club-logo club-logo--empty wallet-voucher__logo" style="background-color:${clubColour(record.clubId)}" aria-hidden="true">${escapeHtml(clubInitials(record.club))}</span>`;
  const element = document.createElement('div');
  element.id = PAINTED_CODE_ID;
  element.className = 'app';
  element.lang = record.lang;
  element.dataset.code = record.code;
  element.innerHTML = `<div class="app__main"><div class="wallet-voucher">
<a class="app-back" href="${APP_PATHS.vouchers}">${escapeHtml(texts.back)}</a>
<div class="wallet-voucher__head">${logo}<div><h1 class="app-title">${escapeHtml(record.name)}</h1><p class="wallet-voucher__club">${escapeHtml(record.club)}</p></div></div>
<div class="wallet-freshness"><p>${escapeHtml(texts.fresh)}</p></div>
<section class="voucher-code" aria-labelledby="code-first-title"><h2 id="code-first-title" class="voucher-code__title">${escapeHtml(texts.title)}</h2>
<div class="voucher-code__images"><img class="voucher-code__barcode" src="${record.barcode}" alt="${escapeHtml(texts.barcodeAlt)}"><img class="voucher-code__qr" src="${record.qr}" alt="${escapeHtml(texts.qrAlt)}"></div>
<p class="voucher-code__text">${escapeHtml(record.code)}</p><p class="voucher-code__awake">${escapeHtml(texts.awake)}</p></section>
</div></div>`;
  return element;
}
