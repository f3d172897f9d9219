import type { Locale } from '@golfwallet/core/i18n/locales';
import type { KeysUnder } from '@golfwallet/core/i18n/keys';
import { translatorIn } from '@golfwallet/core/i18n/translate';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { requestLocale } from '../lib/locale';
import { escapeHtml } from '../modules/mail/account-mail';
import { mayReadDevMailbox } from '../modules/mail/dev-mailbox-access';
import { attachmentListOf, findAttachment } from '../modules/outbox/attachments.repository';
import { listRecentMessages, type OutboxRow } from '../modules/outbox/outbox.repository';

type Files = Map<number, { id: number; filename: string }[]>;

async function filesOf(deps: Deps, rows: OutboxRow[]): Promise<Files> {
  const files: Files = new Map();
  for (const file of await attachmentListOf(
    deps.db,
    rows.map((row) => row.id),
  )) {
    files.set(file.outboxId, [...(files.get(file.outboxId) ?? []), { id: file.id, filename: file.filename }]);
  }
  return files;
}

const attachmentUrl = (id: number) => `/dev/mail/attachments/${id}`;

const LIMIT_DEFAULT = 50;
const LIMIT_MAX = 200;
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** The http(s) links in a message text, in order. */
export function linksIn(text: string): string[] {
  return text.match(URL_PATTERN) ?? [];
}

/** Escapes a text and turns its http(s) links into anchors; nothing else becomes markup. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    html += escapeHtml(text.slice(last, start));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = start + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function readOptions(query: unknown): { recipient?: string; limit: number } {
  const q = (query ?? {}) as Record<string, unknown>;
  const recipient =
    typeof q.to === 'string' && q.to.trim() ? q.to.trim().toLowerCase().slice(0, 254) : undefined;
  const asked = typeof q.limit === 'string' ? Number.parseInt(q.limit, 10) : Number.NaN;
  const limit = Number.isFinite(asked) && asked > 0 ? Math.min(asked, LIMIT_MAX) : LIMIT_DEFAULT;
  return { recipient, limit };
}

function toJson(row: OutboxRow, files: Files) {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    template: row.template,
    locale: row.locale,
    status: row.status,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    links: linksIn(row.text),
    attachments: (files.get(row.id) ?? []).map((file) => ({
      filename: file.filename,
      url: attachmentUrl(file.id),
    })),
  };
}

function renderPage(locale: Locale, rows: OutboxRow[], files: Files): string {
  const t = (key: KeysUnder<'mail.devMailbox'>) => escapeHtml(translatorIn(locale, 'mail.devMailbox')(key));
  const items = rows.map((row) => {
    const channel = t(`channels.${row.channel}`);
    const heading = row.subject ? escapeHtml(row.subject) : channel;
    const created = escapeHtml(row.createdAt.toISOString());
    return [
      `<li><article aria-labelledby="message-${row.id}">`,
      `<h2 id="message-${row.id}">${heading}</h2>`,
      '<dl>',
      `<dt>${t('to')}</dt><dd>${escapeHtml(row.recipient)}</dd>`,
      `<dt>${t('channel')}</dt><dd>${channel}</dd>`,
      `<dt>${t('status')}</dt><dd>${t(`statuses.${row.status}`)}</dd>`,
      `<dt>${t('created')}</dt><dd><time datetime="${created}">${created}</time></dd>`,
      '</dl>',
      `<pre>${linkify(row.text)}</pre>`,
      ...(files.get(row.id) ?? []).map(
        (file) => `<p><a href="${attachmentUrl(file.id)}">${escapeHtml(file.filename)}</a></p>`,
      ),
      '</article></li>',
    ].join('\n');
  });
  const list = rows.length > 0 ? `<ol>\n${items.join('\n')}\n</ol>` : `<p>${t('empty')}</p>`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('title')}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; padding: 1rem; color: #111; background: #fff; }
main { max-width: 60rem; margin: 0 auto; }
ol { list-style: none; padding: 0; }
article { border: 1px solid #666; border-radius: 0.5rem; padding: 0 1rem 1rem; margin-bottom: 1rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
pre { white-space: pre-wrap; word-break: break-word; font: inherit; background: #f4f4f4; padding: 0.75rem; }
a { color: #0645ad; }
</style>
</head>
<body>
<main>
<h1>${t('title')}</h1>
<p>${t('intro')}</p>
${list}
</main>
</body>
</html>
`;
}

/**
 * The development mailbox, mounted only while no SMTP_URL is set and DEV_MAILBOX is not `off`:
 * GET /dev/mail lists the newest outbox messages (e-mail and SMS) as a plain page with clickable
 * links, GET /dev/mail.json the same as JSON. `?to=` narrows to one recipient, `?limit=` sets how
 * many (50, at most 200). A client DEV_MAILBOX does not let in gets the ordinary 404
 * (modules/mail/dev-mailbox-access.ts says who may read it).
 */
export async function registerDevMailbox(app: FastifyInstance, deps: Deps) {
  const { DEV_MAILBOX, TRUST_PROXY } = deps.config;
  const onlyAllowed = async (request: FastifyRequest, reply: FastifyReply) => {
    // With a trusted proxy request.ips is the whole chain (socket first, then each forwarded
    // address); without one only the socket counts, whatever X-Forwarded-For says.
    const chain = TRUST_PROXY ? (request.ips ?? [request.ip]) : [request.socket.remoteAddress ?? ''];
    if (!mayReadDevMailbox(DEV_MAILBOX, chain)) return reply.callNotFound();
  };
  app.get('/dev/mail.json', { schema: { hide: true }, onRequest: onlyAllowed }, async (request, reply) => {
    const rows = await listRecentMessages(deps.db, readOptions(request.query));
    reply.header('cache-control', 'no-store');
    const files = await filesOf(deps, rows);
    return { messages: rows.map((row) => toJson(row, files)) };
  });
  app.get('/dev/mail', { schema: { hide: true }, onRequest: onlyAllowed }, async (request, reply) => {
    const rows = await listRecentMessages(deps.db, readOptions(request.query));
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderPage(requestLocale(request), rows, await filesOf(deps, rows)));
  });
  app.get<{ Params: { id: string } }>(
    '/dev/mail/attachments/:id',
    { schema: { hide: true }, onRequest: onlyAllowed },
    async (request, reply) => {
      const id = Number(request.params.id);
      const file = Number.isSafeInteger(id) && id > 0 ? await findAttachment(deps.db, id) : undefined;
      if (!file) return reply.callNotFound();
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `inline; filename="${file.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
        .type(file.contentType)
        .send(file.content);
    },
  );
}
