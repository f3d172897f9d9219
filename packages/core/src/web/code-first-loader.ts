/**
 * The app's one inline script (issue 33, "code first"; apps/web/code-first-entry.ts puts it at the
 * top of index.html's <body>; the API's Content-Security-Policy allows exactly this text by its
 * hash). On a voucher page of the app (/app/vouchers/:id) with a session in local storage it adds
 * the code-first script (`data-src`, a classic script of its own, no module graph), passing on the
 * style sheets of the voucher page (`data-css`, space-separated); elsewhere it does nothing. So the
 * code is painted from the device as soon as that one small script has loaded, not after the app's
 * modules, which run only in document order once all of them have loaded.
 */
export const CODE_FIRST_LOADER =
  '(function(){var d=document.currentScript.dataset;' +
  'try{if(!/^\\/app\\/vouchers\\/\\d+\\/?$/.test(location.pathname)||!localStorage.getItem("userToken"))return}' +
  'catch(e){return}' +
  'var s=document.createElement("script");s.src=d.src;s.dataset.css=d.css;document.head.appendChild(s)})()';
