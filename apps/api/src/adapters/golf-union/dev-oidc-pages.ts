import type { Locale } from '@golfwallet/core/i18n/locales';
import type { KeysUnder } from '@golfwallet/core/i18n/keys';
import { translate, translatorIn } from '@golfwallet/core/i18n/translate';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { unionMembers, unions } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { escapeHtml, htmlPage } from '../../lib/html-page';
import { requestLocale } from '../../lib/locale';
import { dummySecretHash, verifySecret } from '../../modules/auth/password';
import { countryOfDevClient, DEV_OIDC_PREFIX, devAccountId } from './dev-oidc-clients';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

function page(reply: FastifyReply, locale: Locale, title: string, body: string, status = 200) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(htmlPage(locale, title, body));
}

async function unionOf(deps: Deps, interaction: Interaction) {
  const country = countryOfDevClient(interaction.params.client_id);
  if (!country) return undefined;
  const [row] = await deps.db.select().from(unions).where(eq(unions.countryCode, country)).limit(1);
  return row;
}

function loginPage(locale: Locale, uid: string, unionName: string, failed: boolean, memberNumber = '') {
  const t = (key: KeysUnder<'federation'>, params?: Record<string, string>) =>
    escapeHtml(translatorIn(locale, 'federation')(key, params));
  const action = `${DEV_OIDC_PREFIX}/interaction/${encodeURIComponent(uid)}/login`;
  return `<h1>${t('devTitle')}</h1>
<p>${t('devIntro', { union: unionName })}</p>
${failed ? `<p class="alert" role="alert" id="login-error">${t('wrongCredentials')}</p>` : ''}
<form method="post" action="${action}">
<label for="memberNumber">${t('memberNumber')}</label>
<input id="memberNumber" name="memberNumber" autocomplete="username" required value="${escapeHtml(memberNumber)}"${failed ? ' aria-describedby="login-error"' : ''} autofocus>
<label for="password">${t('password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${t('signIn')}</button>
</form>`;
}

function consentPage(locale: Locale, uid: string, unionName: string, name: string, memberNumber: string) {
  const t = (key: KeysUnder<'federation'>, params?: Record<string, string>) =>
    escapeHtml(translatorIn(locale, 'federation')(key, params));
  const action = `${DEV_OIDC_PREFIX}/interaction/${encodeURIComponent(uid)}/consent`;
  return `<h1>${t('consentTitle')}</h1>
<p>${t('signedInAs', { name, memberNumber })}</p>
<p>${t('consentText', { union: unionName })}</p>
<form method="post" action="${action}">
<button type="submit" name="decision" value="allow">${t('allow')}</button>
<button type="submit" name="decision" value="refuse" class="secondary">${t('refuse')}</button>
</form>`;
}

function expiredPage(reply: FastifyReply, locale: Locale) {
  const title = translate(locale, 'federation.devTitle');
  return page(
    reply,
    locale,
    title,
    `<h1>${escapeHtml(title)}</h1><p class="alert" role="alert">${escapeHtml(
      translate(locale, 'federation.interactionExpired'),
    )}</p>`,
    400,
  );
}

function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.slice(0, 200) : '';
}

/**
 * The development provider's own pages: sign-in with member number and development password, and
 * consent (allow or refuse). Translated into the visitor's language.
 */
export function registerDevOidcPages(app: FastifyInstance, deps: Deps, provider: () => Promise<Provider>) {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    const load = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await (await provider()).interactionDetails(request.raw, reply.raw);
      } catch {
        return undefined;
      }
    };

    scope.get(`${DEV_OIDC_PREFIX}/interaction/:uid`, { schema: { hide: true } }, async (request, reply) => {
      const locale = requestLocale(request);
      const interaction = await load(request, reply);
      const union = interaction && (await unionOf(deps, interaction));
      if (!interaction || !union) return expiredPage(reply, locale);
      if (interaction.prompt.name === 'login') {
        return page(
          reply,
          locale,
          translate(locale, 'federation.devTitle'),
          loginPage(locale, interaction.uid, union.name, false),
        );
      }
      const accountId = interaction.session?.accountId ?? '';
      const memberNumber = accountId.slice(accountId.indexOf(':') + 1);
      const [member] = await deps.db
        .select()
        .from(unionMembers)
        .where(and(eq(unionMembers.unionId, union.id), eq(unionMembers.memberNumber, memberNumber)))
        .limit(1);
      const name = member ? `${member.firstName} ${member.lastName}` : memberNumber;
      return page(
        reply,
        locale,
        translate(locale, 'federation.consentTitle'),
        consentPage(locale, interaction.uid, union.name, name, memberNumber),
      );
    });

    scope.post(
      `${DEV_OIDC_PREFIX}/interaction/:uid/login`,
      { schema: { hide: true } },
      async (request, reply) => {
        const locale = requestLocale(request);
        const interaction = await load(request, reply);
        const union = interaction && (await unionOf(deps, interaction));
        if (!interaction || !union || interaction.prompt.name !== 'login') return expiredPage(reply, locale);
        const memberNumber = field(request.body, 'memberNumber').trim();
        const password = field(request.body, 'password');
        const [member] = memberNumber
          ? await deps.db
              .select()
              .from(unionMembers)
              .where(and(eq(unionMembers.unionId, union.id), eq(unionMembers.memberNumber, memberNumber)))
              .limit(1)
          : [];
        const matches = await verifySecret(member?.devPasswordHash ?? (await dummySecretHash()), password);
        if (!member || !matches) {
          return page(
            reply,
            locale,
            translate(locale, 'federation.devTitle'),
            loginPage(locale, interaction.uid, union.name, true, memberNumber),
            401,
          );
        }
        reply.hijack();
        await (await provider()).interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: devAccountId(union.id, member.memberNumber) } },
          { mergeWithLastSubmission: false },
        );
      },
    );

    scope.post(
      `${DEV_OIDC_PREFIX}/interaction/:uid/consent`,
      { schema: { hide: true } },
      async (request, reply) => {
        const locale = requestLocale(request);
        const interaction = await load(request, reply);
        if (interaction?.prompt.name !== 'consent' || !interaction.session) {
          return expiredPage(reply, locale);
        }
        if (field(request.body, 'decision') !== 'allow') {
          reply.hijack();
          await (await provider()).interactionFinished(
            request.raw,
            reply.raw,
            { error: 'access_denied', error_description: 'End-User refused consent' },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        const promptDetails = interaction.prompt.details as {
          missingOIDCScope?: string[];
          missingOIDCClaims?: string[];
        };
        const grant = interaction.grantId
          ? await (await provider()).Grant.find(interaction.grantId)
          : new (await provider()).Grant({
              accountId: interaction.session.accountId,
              clientId: String(interaction.params.client_id),
            });
        if (!grant) return expiredPage(reply, locale);
        if (promptDetails.missingOIDCScope) grant.addOIDCScope(promptDetails.missingOIDCScope.join(' '));
        if (promptDetails.missingOIDCClaims) grant.addOIDCClaims(promptDetails.missingOIDCClaims);
        const grantId = await grant.save();
        reply.hijack();
        await (await provider()).interactionFinished(
          request.raw,
          reply.raw,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
      },
    );
  });
}
