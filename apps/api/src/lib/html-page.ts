import type { Locale } from '@golfwallet/core/i18n/locales';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A small self-contained HTML page (no scripts, inline styles only) for the few pages the API
 * itself shows: a refused union sign-in and the development union's sign-in and consent pages.
 * `body` must already be escaped.
 */
export function htmlPage(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f3;color:#1b1f1c}
main{max-width:26rem;margin:3rem auto;background:#fff;padding:1.5rem 2rem;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem}label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #6b746d;border-radius:4px}
button{margin:1.25rem .5rem 0 0;padding:.6rem 1.2rem;font-size:1rem;border-radius:4px;border:1px solid #1d5c2e;background:#1d5c2e;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d5c2e}
.alert{color:#9b1c1c;font-weight:600}
a{color:#1d5c2e}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}
