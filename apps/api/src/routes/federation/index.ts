import type { Contract } from '@golfwallet/core/contracts/define';
import { finishUnionSignIn as finishContract } from '@golfwallet/core/contracts/federation/finish-union-sign-in';
import { linkGolfIdToAccount as linkContract } from '@golfwallet/core/contracts/federation/link-golf-id';
import { loginAndUpdate as loginAndUpdateContract } from '@golfwallet/core/contracts/federation/login-and-update';
import { registerFederatedUser as registerContract } from '@golfwallet/core/contracts/federation/register-federated-user';
import { startUnionSignIn as startContract } from '@golfwallet/core/contracts/federation/start-union-sign-in';
import { swedenLogin as swedenLoginContract } from '@golfwallet/core/contracts/federation/sweden-login';
import { takeUnionSignInResult as takeResultContract } from '@golfwallet/core/contracts/federation/take-union-sign-in-result';
import { updateWithSessionId as updateContract } from '@golfwallet/core/contracts/federation/update-with-session-id';
import { translate } from '@golfwallet/core/i18n/translate';
import { unionSignInQuerySchema } from '@golfwallet/core/validation/federation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { escapeHtml, htmlPage } from '../../lib/html-page';
import { requestLocale } from '../../lib/locale';
import {
  linkGolfIdToAccount,
  loginAndUpdate,
  registerFederatedUser,
  updateWithSessionId,
} from '../../modules/federation/federated-account.service';
import { bindingCookie, bindingOf, mayStartSignIn } from '../../modules/federation/browser-binding';
import { swedenSignIn } from '../../modules/federation/sweden-sign-in.service';
import {
  finishUnionSignIn,
  type SignInFailure,
  FEDERATION_STATE_MS,
  startUnionSignIn,
  takeUnionSignInResult,
  UnionSignInError,
} from '../../modules/federation/union-sign-in.service';
import { route } from '../route';
import { SHARED_WEB_PATHS } from '@golfwallet/core/web/paths';

/**
 * The browser's return page, with a failure or the one-time code of the result in the query
 * (never a session id or the union's details).
 */
function returnPage(deps: Deps, query: Record<string, string | undefined>): string {
  const url = new URL(SHARED_WEB_PATHS.registerOauthConsumer, deps.config.PUBLIC_URL);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
  return url.href;
}

/** A refused sign-in request that must not redirect anywhere: a plain page in the caller's language. */
function refusalPage(request: FastifyRequest, reply: FastifyReply, reason: SignInFailure, status = 400) {
  const locale = requestLocale(request);
  const title = translate(locale, 'federation.resultTitle');
  const body = `<h1>${escapeHtml(title)}</h1><p class="alert" role="alert">${escapeHtml(
    translate(locale, `federation.${reason}`),
  )}</p><p><a href="${SHARED_WEB_PATHS.register}">${escapeHtml(translate(locale, 'federation.tryAgain'))}</a></p>`;
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(htmlPage(locale, title, body));
}

/**
 * A sign-in another site tried to start (ASVS 7.6.2): nothing is started; the page says so and
 * offers the same address as a link, so the golfer can go on with a click of their own here.
 */
function crossSiteStartPage(request: FastifyRequest, reply: FastifyReply) {
  const locale = requestLocale(request);
  const title = translate(locale, 'federation.resultTitle');
  const body = `<h1>${escapeHtml(title)}</h1><p class="alert" role="alert">${escapeHtml(
    translate(locale, 'federation.crossSite'),
  )}</p><p><a href="${escapeHtml(request.url)}">${escapeHtml(
    translate(locale, 'federation.continueSignIn'),
  )}</a></p><p><a href="${SHARED_WEB_PATHS.register}">${escapeHtml(translate(locale, 'federation.tryAgain'))}</a></p>`;
  return reply
    .status(403)
    .type('text/html; charset=utf-8')
    .send(htmlPage(locale, title, body));
}

/** The OpenAPI description of a browser redirect route (validated by hand: failures are pages). */
function redirectSchema(contract: Contract) {
  return {
    summary: contract.summary,
    tags: [...contract.tags],
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    response: { 302: contract.response },
  };
}

export function federationRoutes(api: FastifyInstance, deps: Deps) {
  api.get(
    startContract.path,
    { schema: redirectSchema(startContract), attachValidation: true },
    async (request, reply) => {
      const query = unionSignInQuerySchema.safeParse(request.query);
      if (!query.success) return refusalPage(request, reply, 'unavailable');
      if (!mayStartSignIn(request.headers['sec-fetch-site'])) return crossSiteStartPage(request, reply);
      try {
        const started = await startUnionSignIn(deps, query.data);
        reply.header(
          'set-cookie',
          bindingCookie(deps.config.PUBLIC_URL, started.binding, FEDERATION_STATE_MS / 1000),
        );
        return reply.redirect(started.url, 302);
      } catch (error) {
        if (!(error instanceof UnionSignInError)) throw error;
        if (error.reason === 'callback') return refusalPage(request, reply, 'callback');
        return reply.redirect(returnPage(deps, { error: error.reason }), 302);
      }
    },
  );

  api.get(
    finishContract.path,
    { schema: redirectSchema(finishContract), attachValidation: true },
    async (request, reply) => {
      const { country } = request.params as { country: string };
      // Only our own redirect URIs exist; another path is not a sign-in answer at all.
      if (!/^(dk|no|is|fi)$/.test(country)) return refusalPage(request, reply, 'country', 404);
      const callbackUrl = new URL(request.url, deps.config.PUBLIC_URL);
      const binding = bindingOf(request.headers.cookie);
      try {
        const code = await finishUnionSignIn(deps, { country, callbackUrl, binding });
        reply.header('set-cookie', bindingCookie(deps.config.PUBLIC_URL, '', 0));
        return reply.redirect(returnPage(deps, { result: code }), 302);
      } catch (error) {
        if (!(error instanceof UnionSignInError)) throw error;
        // Only this browser's own sign-in ends its cookie: an unknown state or another browser's
        // sign-in (login CSRF) leaves the cookie of a sign-in still under way alone.
        if (error.reason !== 'browser' && error.reason !== 'expired') {
          reply.header('set-cookie', bindingCookie(deps.config.PUBLIC_URL, '', 0));
        }
        return reply.redirect(returnPage(deps, { error: error.reason }), 302);
      }
    },
  );

  route(api, deps, takeResultContract, ({ body, request }) =>
    takeUnionSignInResult(deps, body.code, { ip: request.ip }),
  );
  route(api, deps, swedenLoginContract, ({ body, request }) => swedenSignIn(deps, body, { ip: request.ip }));
  route(api, deps, registerContract, ({ body, request }) =>
    registerFederatedUser(deps, body, { ip: request.ip }),
  );
  route(api, deps, loginAndUpdateContract, ({ body, request }) =>
    loginAndUpdate(deps, body, { ip: request.ip }),
  );
  route(api, deps, updateContract, ({ body, request }) =>
    updateWithSessionId(deps, body, { ip: request.ip }),
  );
  route(api, deps, linkContract, ({ auth, body }) =>
    linkGolfIdToAccount(deps, { userId: auth.user.id, tokenHash: auth.tokenHash }, body),
  );
}
