/**
 * The app's one inline script (issue 33, "code first"; apps/web/code-first-entry.ts puts it first
 * in index.html's <head>, before anything that could hold it up; the API's Content-Security-Policy
 * allows exactly this text by its hash). On a voucher page of the app (/app/vouchers/:id) with a
 * session in local storage it starts the downloads of the voucher page's style sheets (`data-css`,
 * space-separated, as preloads) and adds the code-first script (`data-src`, a classic script of its
 * own, no module graph), passing the style sheets on; elsewhere it does nothing. So the code is
 * painted from the device as soon as that one small script has what it needs, not after the app's
 * modules, which run only once all of them have loaded.
 */
export const CODE_FIRST_LOADER =
  '(function(){var d=document.currentScript.dataset;' +
  'try{if(!/^\\/app\\/vouchers\\/\\d+\\/?$/.test(location.pathname)||!localStorage.getItem("userToken"))return}' +
  'catch(e){return}' +
  'function add(e){document.head.appendChild(e)}' +
  'd.css.split(" ").forEach(function(h){var l=document.createElement("link");l.rel="preload";l.as="style";l.href=h;add(l)});' +
  'var s=document.createElement("script");s.src=d.src;s.dataset.css=d.css;add(s)})()';
