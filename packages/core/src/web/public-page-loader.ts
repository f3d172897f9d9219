/**
 * The prerendered public pages' one inline script (apps/web/src/prerender.tsx puts it in <head>;
 * the API's Content-Security-Policy allows exactly this text by its hash). It starts the download
 * of the hydration script only after the first frame is painted, so that the page paints from its
 * HTML alone (Lighthouse's pessimistic first-paint estimate counts every request started before
 * the first paint). Its data attributes name the entry (`data-entry`), the modules to fetch beside
 * it (`data-preload`, space-separated) and the service worker (`data-sw`, registered once the page
 * has loaded, as vite-plugin-pwa's registerSW.js does in the app).
 */
export const PUBLIC_PAGE_LOADER =
  '(function(){var d=document.currentScript.dataset;' +
  'function add(e){document.head.appendChild(e)}' +
  'function go(){d.preload.split(" ").forEach(function(h){if(!h)return;var l=document.createElement("link");' +
  'l.rel="modulepreload";l.crossOrigin="";l.href=h;add(l)});' +
  'var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=d.entry;add(s);' +
  'if(d.sw&&"serviceWorker"in navigator){var r=function(){navigator.serviceWorker.register(d.sw,{scope:"/"})};' +
  'document.readyState==="complete"?r():addEventListener("load",r)}}' +
  'requestAnimationFrame(function(){setTimeout(go)})})()';
