import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { clubs, unionMembers, unions } from '../../db/schema/index';
import { dummySecretHash, verifySecret } from '../../modules/auth/password';
import type { UnionClaims } from './union-oidc';

/** The Swedish union's answer to a golf ID and password: the member's claims, or a refusal. */
export type SwedenAnswer = { ok: true; claims: UnionClaims } | { ok: false };

/** The Swedish golf union's sign-in (MinGolf). Throws when the union cannot be reached. */
export interface SwedenLoginAdapter {
  kind: 'simulator' | 'http';
  signIn(db: DbOrTx, golfId: string, password: string): Promise<SwedenAnswer>;
}

/**
 * Reads a JSON object from an answer that may be JSON or text with JSON inside (spec §7).
 * Undefined when there is none.
 */
export function extractJsonObject(body: string): Record<string, unknown> | undefined {
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  for (const candidate of [body, start >= 0 && end > start ? body.slice(start, end + 1) : '']) {
    if (!candidate) continue;
    try {
      const parsed: unknown = JSON.parse(candidate);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        const record = parsed as Record<string, unknown>;
        const inner = record.data;
        return typeof inner === 'object' && inner !== null && !Array.isArray(inner)
          ? (inner as Record<string, unknown>)
          : record;
      }
    } catch {
      // Try the next candidate.
    }
  }
  return undefined;
}

/** The Swedish answer's fields (MinGolf names or OIDC names) as OIDC claims. */
export function swedishClaims(answer: Record<string, unknown>): UnionClaims {
  const pick = (...keys: string[]) => keys.map((key) => answer[key]).find((value) => value !== undefined);
  return {
    golf_id: pick('golfId', 'golf_id'),
    given_name: pick('firstName', 'given_name'),
    family_name: pick('lastName', 'family_name'),
    birthdate: pick('birthDate', 'birthdate'),
    gender: pick('sex', 'gender'),
    email: pick('email'),
    email_verified: pick('emailVerified', 'email_verified') === true,
    member_guid: pick('memberGuid', 'member_guid'),
    club_name: pick('clubName', 'club_name'),
    member_type: pick('memberType', 'member_type'),
  };
}

export interface HttpSwedenLoginOptions {
  url: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The Swedish union over HTTP: POST JSON {golfId, password}. 2xx with a member in the body (JSON
 * or text with JSON inside) signs in; 400, 401, 403 and 404 refuse; anything else, a network error
 * or a timeout throws.
 */
export function createHttpSwedenLogin(options: HttpSwedenLoginOptions): SwedenLoginAdapter {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  return {
    kind: 'http',
    signIn: async (_db, golfId, password) => {
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/plain' },
        body: JSON.stringify({ countryCode: 'SE', golfId, password }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const body = await response.text();
      if ([400, 401, 403, 404].includes(response.status)) return { ok: false };
      if (!response.ok) throw new Error(`Swedish union answered ${response.status}`);
      const answer = extractJsonObject(body);
      if (!answer) throw new Error('Swedish union answered without JSON');
      const claims = swedishClaims(answer);
      if (typeof claims.golf_id !== 'string' || claims.golf_id === '') return { ok: false };
      return { ok: true, claims };
    },
  };
}

/**
 * The embedded Swedish union: checks the golf ID and development password against the seeded
 * registry of the Swedish union (union_members.dev_password_hash).
 */
export function createSwedenLoginSimulator(): SwedenLoginAdapter {
  return {
    kind: 'simulator',
    signIn: async (db, golfId, password) => {
      const [row] = await db
        .select({ member: unionMembers, clubName: clubs.name })
        .from(unionMembers)
        .innerJoin(unions, eq(unions.id, unionMembers.unionId))
        .leftJoin(clubs, eq(clubs.id, unionMembers.clubId))
        .where(and(eq(unions.countryCode, 'SE'), eq(unionMembers.memberNumber, golfId)))
        .limit(1);
      // An unknown golf ID costs the same hashing work as a known one.
      const matches = await verifySecret(row?.member.devPasswordHash ?? (await dummySecretHash()), password);
      if (!row || !matches) return { ok: false };
      const { member } = row;
      return {
        ok: true,
        claims: {
          golf_id: member.memberNumber,
          given_name: member.firstName,
          family_name: member.lastName,
          birthdate: member.birthDate,
          gender: member.sex === 'f' ? 'female' : member.sex === 'm' ? 'male' : undefined,
          email: member.email ?? undefined,
          email_verified: Boolean(member.email),
          member_guid: member.memberGuid ?? undefined,
          club_name: row.clubName ?? undefined,
        },
      };
    },
  };
}

const chosen = new WeakMap<Config, SwedenLoginAdapter>();

/** The HTTP adapter when SWEDEN_LOGIN_URL is set, else the simulator (if DEV_UNION_SIGNIN). */
export function swedenLoginFor(config: Config): SwedenLoginAdapter | undefined {
  let adapter = chosen.get(config);
  if (!adapter) {
    if (config.SWEDEN_LOGIN_URL) adapter = createHttpSwedenLogin({ url: config.SWEDEN_LOGIN_URL });
    else if (config.DEV_UNION_SIGNIN) adapter = createSwedenLoginSimulator();
    else return undefined;
    chosen.set(config, adapter);
  }
  return adapter;
}
