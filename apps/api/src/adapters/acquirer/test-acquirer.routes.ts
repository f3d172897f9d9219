import { luhnValid, cardBrand, expiryInFuture, formatExpiry } from '@golfwallet/core/domain/shop/card';
import { minorToDecimal } from '@golfwallet/core/domain/shop/money';
import type { TranslationKey } from '@golfwallet/core/i18n/keys';
import { translate } from '@golfwallet/core/i18n/translate';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { requestLocale } from '../../lib/locale';
import { behaviourOf } from './test-cards';
import { TEST_ACQUIRER_PREFIX, completeChallenge, findCharge, insertTestToken } from './test-acquirer';

const zTokenRequest = z.object({
  number: z.string().max(30),
  name: z.string().trim().min(1).max(100),
  exp_month: z.coerce.number().int(),
  exp_year: z.coerce.number().int(),
  cvc: z.string().regex(/^\d{3,4}$/),
});

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The test acquirer's own HTTP face, on its own path prefix (not the API): the tokenisation
 * endpoint the browser calls directly with the card, and the 3-D Secure challenge page.
 */
export async function registerTestAcquirer(app: FastifyInstance, deps: Deps) {
  await app.register(
    async (acq) => {
      acq.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );

      acq.post('/v1/tokens', { schema: { hide: true } }, async (request, reply) => {
        const parsed = zTokenRequest.safeParse(request.body);
        const locale = requestLocale(request);
        const fail = (field: string, key: TranslationKey) =>
          reply
            .status(422)
            .send({ status: 422, code: 'CARD_INVALID', field, message: translate(locale, key) });
        if (!parsed.success) {
          const field = String(parsed.error.issues[0]?.path[0] ?? 'number');
          const key =
            field === 'cvc'
              ? 'shop.errors.invalidCvc'
              : field === 'name'
                ? 'shop.errors.invalidName'
                : field.startsWith('exp')
                  ? 'shop.errors.invalidExpiry'
                  : 'shop.errors.invalidCard';
          return fail(field, key);
        }
        const card = parsed.data;
        const number = card.number.replace(/\s+/g, '');
        if (!luhnValid(number)) return fail('number', 'shop.errors.invalidCard');
        if (!expiryInFuture(card.exp_month, card.exp_year, deps.now()))
          return fail('exp_month', 'shop.errors.invalidExpiry');
        const details = {
          brand: cardBrand(number),
          last4: number.slice(-4),
          expiry: formatExpiry(card.exp_month, card.exp_year),
        };
        const token = await insertTestToken(deps.db, { ...details, behaviour: behaviourOf(number) });
        return reply.status(201).send({ token, ...details });
      });

      acq.get<{ Params: { id: string } }>('/3ds/:id', { schema: { hide: true } }, async (request, reply) => {
        const locale = requestLocale(request);
        const charge = await findCharge(deps.db, request.params.id);
        if (charge?.status !== 'requires_action')
          return reply.status(404).type('text/plain').send('Not found');
        const t = (key: TranslationKey, params?: Record<string, string>) =>
          escapeHtml(translate(locale, key, params));
        const amount = `${minorToDecimal(charge.amountMinor)} ${charge.currency}`;
        const action = `${TEST_ACQUIRER_PREFIX}/3ds/${encodeURIComponent(charge.id)}`;
        return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('shop.acquirer.challengeTitle')}</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<main><h1>${t('shop.acquirer.challengeTitle')}</h1><p>${t('shop.acquirer.challengeText', { amount })}</p>
<form method="post" action="${action}"><button name="result" value="approve" type="submit">${t('shop.acquirer.approve')}</button>
<button name="result" value="fail" type="submit">${t('shop.acquirer.fail')}</button></form></main></body></html>`);
      });

      acq.post<{ Params: { id: string }; Body: { result?: string } }>(
        '/3ds/:id',
        { schema: { hide: true } },
        async (request, reply) => {
          const row = await completeChallenge(deps.db, request.params.id, request.body?.result === 'approve');
          const charge = row ?? (await findCharge(deps.db, request.params.id));
          if (!charge) return reply.status(404).type('text/plain').send('Not found');
          return reply.redirect(charge.returnUrl ?? '/', 303);
        },
      );
    },
    { prefix: TEST_ACQUIRER_PREFIX },
  );
}
