/**
 * The prerendered public pages' one inline script (apps/web/src/prerender.tsx puts it in <head>;
 * the API's Content-Security-Policy allows exactly this text by its hash). It starts the download
 * of the hydration script only after the first frame is painted, so that the page paints from its
 * HTML alone (Lighthouse's pessimistic first-paint estimate counts every request started before
 * the first paint). Its data attributes name the entry (`data-entry`), the modules to fetch beside
 * it (`data-preload`, space-separated) and the service worker (`data-sw`, registered once the page
 * has loaded, as vite-plugin-pwa's registerSW.js does in the app).
 *
 * Until the page is hydrated, a click on one of its buttons (Log in, the menus) is held in
 * `window[PENDING_CLICKS]` instead of being lost; the hydration script takes the list (the loader
 * then lets clicks through) and clicks them again once React has the page. Links work as they are.
 * A `?lang=` that the page is in (the server took it) is remembered at once, as the app's
 * detectLocale does (apps/web/src/lib/i18n.ts: storage key `lang` and the language cookie), so
 * that a page opened before the script runs keeps the language.
 */
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_ATTRIBUTES } from '../i18n/language-cookie';

export const PENDING_CLICKS = 'gwPendingClicks';

export const PUBLIC_PAGE_LOADER =
  '(function(){var d=document.currentScript.dataset;' +
  'var l=new URLSearchParams(location.search).get("lang");' +
  'if(l&&l===document.documentElement.lang){try{localStorage.setItem("lang",l)}catch(e){}' +
  `document.cookie="${LANGUAGE_COOKIE}="+l+"; ${LANGUAGE_COOKIE_ATTRIBUTES}"+(location.protocol==="https:"?"; Secure":"")}` +
  `var q=window.${PENDING_CLICKS}=[];` +
  'document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("#root button");' +
  `if(b&&window.${PENDING_CLICKS}===q){e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(b)<0)q.push(b)}},true);` +
  'function add(e){document.head.appendChild(e)}' +
  'function go(){d.preload.split(" ").forEach(function(h){if(!h)return;var l=document.createElement("link");' +
  'l.rel="modulepreload";l.crossOrigin="";l.href=h;add(l)});' +
  'var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=d.entry;add(s);' +
  'if(d.sw&&"serviceWorker"in navigator){var r=function(){navigator.serviceWorker.register(d.sw,{scope:"/"})};' +
  'document.readyState==="complete"?r():addEventListener("load",r)}}' +
  'requestAnimationFrame(function(){setTimeout(go)})})()';
