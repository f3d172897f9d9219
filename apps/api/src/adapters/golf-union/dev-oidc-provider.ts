import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { Configuration } from 'oidc-provider';
import { OIDC_COUNTRIES } from '../../config';
import type { DbOrTx } from '../../db/client';
import { clubs, unionMembers, unions } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { DEV_OIDC_PREFIX, devClientFor } from './dev-oidc-clients';
import { registerDevOidcPages } from './dev-oidc-pages';
import { devIssuer, redirectUriFor } from './union-oidc';

async function findMemberByAccountId(db: DbOrTx, accountId: string) {
  const separator = accountId.indexOf(':');
  const unionId = Number(accountId.slice(0, separator));
  const memberNumber = accountId.slice(separator + 1);
  if (!Number.isInteger(unionId) || !memberNumber) return undefined;
  const [row] = await db
    .select({ member: unionMembers, clubName: clubs.name, union: unions })
    .from(unionMembers)
    .innerJoin(unions, eq(unions.id, unionMembers.unionId))
    .leftJoin(clubs, eq(clubs.id, unionMembers.clubId))
    .where(and(eq(unionMembers.unionId, unionId), eq(unionMembers.memberNumber, memberNumber)))
    .limit(1);
  return row;
}

function providerConfiguration(deps: Deps): Configuration {
  const { config } = deps;
  return {
    clients: OIDC_COUNTRIES.map((country) => {
      const client = devClientFor(country);
      return {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [redirectUriFor(config, country)],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      };
    }),
    scopes: ['openid', 'profile', 'email', 'golf'],
    claims: {
      openid: ['sub'],
      profile: ['given_name', 'family_name', 'birthdate', 'gender'],
      email: ['email', 'email_verified'],
      golf: ['golf_id', 'member_guid', 'club_name'],
    },
    // The ID token carries the claims of the granted scopes (the client reads only the ID token).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false }, userinfo: { enabled: true } },
    interactions: { url: (_ctx, interaction) => `${DEV_OIDC_PREFIX}/interaction/${interaction.uid}` },
    // Development only: keys per process, and the provider's sessions and codes live in this
    // process's memory (oidc-provider's quick-start adapter). Our side of the sign-in (state,
    // PKCE verifier, nonce) is in the database.
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
          use: 'sig',
          alg: 'RS256',
          kid: randomBytes(8).toString('hex'),
        },
      ],
    },
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    findAccount: async (_ctx, id) => {
      const row = await findMemberByAccountId(deps.db, id);
      if (!row) return undefined;
      const { member } = row;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          given_name: member.firstName,
          family_name: member.lastName,
          birthdate: member.birthDate,
          gender: member.sex === 'f' ? 'female' : member.sex === 'm' ? 'male' : undefined,
          email: member.email ?? undefined,
          email_verified: Boolean(member.email),
          golf_id: member.memberNumber,
          member_guid: member.memberGuid ?? undefined,
          club_name: row.clubName ?? undefined,
        }),
      };
    },
    renderError: async (ctx, out) => {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `${out.error}: ${out.error_description ?? ''}`;
    },
  };
}

/**
 * The development golf-union identity provider (oidc-provider, a certified OpenID provider),
 * mounted under DEV_OIDC_PREFIX of our own server: its sign-in page takes a member number of the
 * seeded registry and its development password, then asks for consent, which can be refused.
 * Every OIDC country without UNION_OIDC_<CC>_ISSUER signs in here.
 */
export function registerDevOidcProvider(app: FastifyInstance, deps: Deps) {
  // The provider (its library and its signing key) starts with its first request, not with every
  // server: most runs and tests never sign in through the stand-in.
  let started: Promise<{ provider: Provider; handle: ReturnType<Provider['callback']> }> | undefined;
  const start = () =>
    (started ??= import('oidc-provider').then(({ default: OidcProvider }) => {
      const provider = new OidcProvider(devIssuer(deps.config), providerConfiguration(deps));
      provider.proxy = deps.config.TRUST_PROXY;
      return { provider, handle: provider.callback() };
    }));
  const interactionPrefix = `${DEV_OIDC_PREFIX}/interaction/`;
  // The provider answers everything under its prefix itself (its own routing and body parsing).
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.raw.url ?? '';
    const ours =
      url === DEV_OIDC_PREFIX ||
      url.startsWith(`${DEV_OIDC_PREFIX}/`) ||
      url.startsWith(`${DEV_OIDC_PREFIX}?`);
    if (!ours || url.startsWith(interactionPrefix)) {
      done();
      return;
    }
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = url;
    raw.url = url.slice(DEV_OIDC_PREFIX.length) || '/';
    void start()
      .then(({ handle }) => handle(raw, reply.raw))
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'development OIDC provider failed');
        if (!reply.raw.headersSent) reply.raw.writeHead(500);
        reply.raw.end();
      });
  });
  registerDevOidcPages(app, deps, () => start().then(({ provider }) => provider));
}
