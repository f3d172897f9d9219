import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { type Locale, toLocale } from '@golfwallet/core/i18n/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { createTestApp, createTestUser, type TestApp } from '../helper';
import { dataChecksum, query } from './db-state';
import { errorShapeProblem } from './error-shape';
import { bent, fitting, type Hints, type JsonSchema, malformedValue } from './schema-arbitrary';
import { createTestStaff } from '../builders/partner';
import { insertClub } from '../builders/voucher.factory';
import { codeOf, createWorld, operationsOf, type World } from './world';

/**
 * Fuzzing (issue 5): for every operation of the OpenAPI document, fast-check makes path
 * parameters, query strings and bodies from the operation's own schemas, bent ones (some fields
 * swapped for wrong types, huge or odd strings, nulls, deep nesting, prototype keys) and raw ones
 * (invalid UTF-8, broken or 100 KB JSON, wrong content types). The server never answers 5xx, and a
 * refused request (4xx) never changes data: every table (but the failed-login counter) carries a
 * row trigger that counts committed writes, and the count must not move. Every 4xx has the error
 * format, `{status, code, message}` (or 422's `{field, message}` list) in the caller's language, the
 * framework's own router errors (414, 400) included. The runs per operation
 * are bounded (FUZZ_RUNS, 15 by default) so CI stays fast; `npm run test:soak` runs 60.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type Doc = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let w: World;
let doc: Doc;

/** Counts committed row writes in every table but the ones a refused request may write to. */
async function installWriteCounter(t: TestApp) {
  const db = t.database.db;
  await db.execute(sql`create table gw_fuzz_writes (n bigint not null)`);
  await db.execute(sql`insert into gw_fuzz_writes values (0)`);
  await db.execute(
    sql.raw(`create function gw_fuzz_count() returns trigger language plpgsql as $$
      begin update gw_fuzz_writes set n = n + 1; return null; end $$`),
  );
  const tables = await query<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not in ('gw_fuzz_writes', 'login_failures')`,
  );
  for (const { name } of tables) {
    // A session's idle expiry slides on use: only its creation and end count.
    const events = name === 'sessions' ? 'insert or delete' : 'insert or update or delete';
    await db.execute(
      sql.raw(`create trigger gw_fuzz_count after ${events} on "${name}"
               for each row execute function gw_fuzz_count()`),
    );
  }
  return tables.length;
}

async function writes(): Promise<number> {
  const [row] = await query<{ n: string }>(t.database.db, sql`select n::text as n from gw_fuzz_writes`);
  return Number(row!.n);
}

beforeAll(async () => {
  t = await createTestApp();
  // A still clock: sessions are not slid and nothing expires while the fuzzer runs.
  t.clock.set(new Date());
  w = await createWorld(t);
  doc = (await t.call({ method: 'GET', url: '/openapi.json' })).json() as Doc;
  expect(await installWriteCounter(t)).toBeGreaterThan(10);
}, 60_000);
afterAll(async () => t.close());

/** Real objects of the owner, offered to the fuzzer for fields of these names. */
/** A club of its own for a staff-management operation: its owner's token and its staff ids. */
async function staffClub() {
  const clubId = (await insertClub(t)).id;
  const owner = await createTestStaff(t, [{ clubId, role: 'owner' }]);
  const desks = await Promise.all([1, 2].map(() => createTestStaff(t, [{ clubId, role: 'desk' }])));
  return { token: owner.token, staffIds: [owner.id, ...desks.map((desk) => desk.id)] };
}

async function hintsFor(world: World): Promise<Hints> {
  // A fuzzed PATCH /user may give the owner a fresh address, which unconfirms it (and printing
  // needs a confirmed one): confirm whatever address the owner has now before making objects.
  const [owner] = await t.database.db
    .update(users)
    .set({ emailConfirmed: true })
    .where(eq(users.id, world.owner.id))
    .returning({ email: users.email });
  const vouchers = await Promise.all([1, 2, 3].map(() => world.voucher()));
  const transfers = await Promise.all([1, 2].map(() => world.transfer()));
  const pdf = await world.pdfToken();
  const voucherIds = vouchers.map((v) => v.id);
  return {
    id: fc.oneof(
      fc.constantFrom(...voucherIds),
      fc.subarray(voucherIds, { minLength: 1 }).map((ids) => ids.join(',')),
    ),
    voucher_id: fc.constantFrom(...voucherIds),
    transfer_id: fc.constantFrom(...transfers.map((x) => x.id)),
    token: fc.constantFrom(...transfers.map((x) => x.token), pdf),
    club_id: fc.constant(world.clubId),
    category: fc.constant(3),
    voucher_number: fc.constantFrom(...vouchers.map((v) => v.voucherNumber)),
    email: fc.constantFrom(owner!.email, world.other.email),
  };
}

/** Path values no schema takes (each refused), inserted as they are. */
const RAW_PATH_VALUES = [
  '%ff',
  '%',
  '%00',
  '-1',
  '0',
  '%2e%2e',
  'a%2Fb',
  '%E2%80%AE',
  '%F0%9F%92%A5',
  // Longer than the router's maxParamLength: Fastify's 414.
  'x'.repeat(1300),
];
const RAW_QUERIES = [
  '%ff',
  'a=%E0%A4%A',
  '%',
  'search=%00',
  'limit=1e400',
  'offset=-0',
  '__proto__[x]=1',
  'a[b][c]=1',
  'limit=1&limit=2',
  'search=%F0%9F%92%A5',
];

interface Raw {
  payload: string | Buffer;
  type: string;
}
const RAW_BODIES: Raw[] = [
  {
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]),
    type: 'application/json',
  },
  { payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}`, type: 'application/json' },
  { payload: `${'{"a":'.repeat(16_000)}1${'}'.repeat(16_000)}`, type: 'application/json' },
  { payload: JSON.stringify({ pad: 'x'.repeat(101 * 1024) }), type: 'application/json' },
  { payload: '{"broken": ', type: 'application/json' },
  { payload: '', type: 'application/json' },
  { payload: 'null', type: 'application/json' },
  { payload: '[]', type: 'application/json' },
  { payload: '{"a":1}', type: 'text/plain' },
  { payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { payload: '{"a":1}', type: 'application/json; charset=latin1' },
  {
    payload: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    type: 'application/json',
  },
];

/** Percent-encodes the UTF-8 bytes of any string (lone surrogates included, as U+FFFD). */
function encodeSegment(value: unknown): string {
  const text = typeof value === 'string' ? value : String(JSON.stringify(value));
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');
}

function toQuery(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  const search = new URLSearchParams();
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    if (Array.isArray(v))
      for (const item of v) search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
    else search.append(key, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  }
  return search.toString();
}

function authFor(token: string) {
  return { authorization: `Basic ${Buffer.from(`${token}:`).toString('base64')}`, 'accept-language': 'en' };
}

function asJson(value: unknown): Raw {
  return { payload: JSON.stringify(value) ?? 'null', type: 'application/json' };
}

/** One request to an operation: path values, a query string and maybe a body. */
function requests(path: string, operation: Operation, hints: Hints) {
  const parameters = operation.parameters ?? [];
  const pathModel: Record<string, fc.Arbitrary<string>> = {};
  for (const p of parameters.filter((p) => p.in === 'path')) {
    pathModel[p.name] = fc.oneof(
      { weight: 3, arbitrary: fitting(p.schema).map((v) => encodeSegment(String(v))) },
      { weight: 3, arbitrary: (hints[p.name] ?? fitting(p.schema)).map((v) => encodeSegment(String(v))) },
      { weight: 1, arbitrary: malformedValue.map(encodeSegment) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_PATH_VALUES) },
    );
  }
  const querySchema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
  };
  const queryArb = fc.oneof(
    { weight: 3, arbitrary: fitting(querySchema, hints).map(toQuery) },
    { weight: 2, arbitrary: bent(querySchema, hints).map(toQuery) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
  );
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const bodyArb: fc.Arbitrary<Raw | undefined> = bodySchema
    ? fc.oneof(
        { weight: 3, arbitrary: fitting(bodySchema, hints).map(asJson) },
        { weight: 3, arbitrary: bent(bodySchema, hints).map(asJson) },
        { weight: 1, arbitrary: malformedValue.map(asJson) },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
      )
    : fc.oneof(
        { weight: 4, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: malformedValue.map(asJson) },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
      );
  return fc.record({ params: fc.record(pathModel), query: queryArb, body: bodyArb }).map((r) => ({
    url: `${path.replace(/\{([A-Za-z_]+)\}/g, (_, name: string) => r.params[name] ?? '')}${r.query ? `?${r.query}` : ''}`,
    body: r.body,
  }));
}

/** Operations that end the caller's session or account: each run uses a golfer of its own. */
const ENDS_THE_CALLER = new Set(['DELETE /api/v1/session', 'DELETE /api/v1/user/delete']);
const ENDS_THE_STAFF_CALLER = 'DELETE /api/v1/partner/session';
/** Partner operations are fuzzed as club A's owner (a golfer's session never reaches past auth there). */
const isPartner = (operation: string) => operation.includes(' /api/v1/partner/');
/**
 * Staff management can end a person's access (the caller's too, once a second owner exists): each
 * such operation is fuzzed by the owner of a club of its own with two desk members, whose ids are
 * the `staff_id` hints, so club A's staff keep their sessions for the operations after.
 */
const CHANGES_STAFF =
  /^(PUT \/api\/v1\/partner\/staff\/\{staff_id\}\/|DELETE \/api\/v1\/partner\/(staff|invitations)\/)/;

/**
 * The browser navigates to these (the golf-union sign-in's start and the union's return): a refusal
 * is a page in the visitor's language, not the JSON error body the API's other operations answer.
 */
const BROWSER_PAGES = new Set([
  'GET /api/v1/login/oauth2/do-signin',
  'GET /api/v1/login/oauth2/callback/{country}',
]);

/** Field names the product specification gives itself (do-signin's query, the Swedish login's body). */
const SPEC_NAMES = new Set(['countryCode']);
/**
 * WebAuthn's own JSON (W3C PublicKeyCredential.toJSON()), passed through as the browser makes it:
 * the sign-in and registration bodies, and the assertion that confirms a voucher's PIN.
 */
const WEBAUTHN_JSON =
  /^POST \/api\/v1\/(webauthn\/\S+ body\.response\.|voucher\/redeem body\.assertion\.response\.)/;
/** Apple's PassKit web service, whose path and body names Apple fixes (deviceLibraryIdentifier, pushToken…). */
const APPLE_PASSKIT = /^\S+ \/api\/v1\/wallet\/apple\/v1\//;

function shapeProblem(operation: string, ...[res, language]: Parameters<typeof errorShapeProblem>) {
  if (!BROWSER_PAGES.has(operation)) return errorShapeProblem(res, language);
  // Fastify's router errors (a URL it cannot decode) come before the page and keep the JSON shape.
  if (String(res.headers['content-type']).startsWith('text/html')) return null;
  return errorShapeProblem(res, language);
}

/**
 * The language an error answers in: a `?locale=` the fuzzer generated (a query parameter some
 * operations declare) wins over the Accept-Language sent, as the API's requestLocale says.
 */
function answeredIn(url: string): Locale {
  const query = new URL(url, 'http://fuzz.invalid').searchParams.get('locale');
  return (query === null ? undefined : toLocale(query)) ?? 'en';
}

describe('fuzzing every operation', () => {
  it('covers the whole document', () => {
    expect(operationsOf(doc).length).toBeGreaterThan(30);
  });

  it('refuses malformed bodies and path values with 4xx, and leaves every table as it was', async () => {
    const before = await dataChecksum(t.database.db);
    const auth = {
      authorization: `Basic ${Buffer.from(`${w.owner.token}:`).toString('base64')}`,
      'accept-language': 'da',
    };
    for (const operation of operationsOf(doc)) {
      const [method, path] = operation.split(' ') as [string, string];
      const spec = doc.paths[path]![method.toLowerCase()]!;
      const sent: { url: string; raw?: Raw }[] = [];
      if (spec.requestBody) {
        const url = path.replace(/\{[A-Za-z_]+\}/g, '1');
        for (const raw of RAW_BODIES) sent.push({ url, raw });
      }
      if (/\{[A-Za-z_]+\}/.test(path)) {
        for (const value of RAW_PATH_VALUES) sent.push({ url: path.replace(/\{[A-Za-z_]+\}/g, value) });
      }
      for (const { url, raw } of sent) {
        const res = await t.app.inject({
          method: method as 'POST',
          url,
          headers: { ...auth, ...(raw ? { 'content-type': raw.type } : {}) },
          ...(raw ? { payload: raw.payload } : {}),
        });
        const where = `${method} ${url.slice(0, 100)} ${String(raw?.payload).slice(0, 40)} → ${res.body.slice(0, 200)}`;
        expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, where).toBeLessThan(500);
        expect(shapeProblem(operation, res, 'da'), where).toBeNull();
      }
    }
    expect(await dataChecksum(t.database.db)).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  const operations = () => operationsOf(doc);
  it('never answers 5xx, and a refused request changes nothing', { timeout: 600_000 }, async () => {
    const statuses: Record<string, Record<number, number>> = {};
    for (const operation of operations()) {
      const [method, path] = operation.split(' ') as [string, string];
      const spec = doc.paths[path]![method.toLowerCase()]!;
      const ownClub = CHANGES_STAFF.test(operation) ? await staffClub() : undefined;
      const hints = {
        ...(await hintsFor(w)),
        ...(ownClub ? { staff_id: fc.constantFrom(...ownClub.staffIds) } : {}),
      };
      const seen: Record<number, number> = {};
      statuses[operation] = seen;
      await fc.assert(
        fc.asyncProperty(requests(path, spec, hints), async (request) => {
          const token =
            operation === ENDS_THE_STAFF_CALLER
              ? (await createTestStaff(t, [{ clubId: w.clubId, role: 'owner' }])).token
              : ownClub
                ? ownClub.token
                : isPartner(operation)
                  ? w.staff.clubOwner.token
                  : ENDS_THE_CALLER.has(operation)
                    ? (await createTestUser(t)).token
                    : w.owner.token;
          const before = await writes();
          const res = await t.app.inject({
            method: method as 'GET',
            url: request.url,
            headers: {
              authorization: `Basic ${Buffer.from(`${token}:`).toString('base64')}`,
              'accept-language': 'en',
              ...(request.body ? { 'content-type': request.body.type } : {}),
            },
            ...(request.body ? { payload: request.body.payload } : {}),
          });
          seen[res.statusCode] = (seen[res.statusCode] ?? 0) + 1;
          const where = `${operation} ${request.url.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(shapeProblem(operation, res, answeredIn(request.url)), where).toBeNull();
            expect(await writes(), `a refused request wrote: ${where}`).toBe(before);
          }
        }),
        { numRuns: RUNS },
      );
    }
    // The fuzzer reached past validation too: some operations answered 2xx.
    const accepted = Object.values(statuses).filter((seen) => Object.keys(seen).some((s) => Number(s) < 300));
    expect(accepted.length).toBeGreaterThan(operations().length / 2);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('takes NUL bytes and lone surrogates in every text field without a 5xx', {
    timeout: 300_000,
  }, async () => {
    const failures: string[] = [];
    for (const operation of operationsOf(doc)) {
      const [method, path] = operation.split(' ') as [string, string];
      const spec = doc.paths[path]![method.toLowerCase()]!;
      const hints = await hintsFor(w);
      const bodySchema = spec.requestBody?.content?.['application/json']?.schema;
      const bodies = bodySchema?.oneOf ?? bodySchema?.anyOf ?? (bodySchema ? [bodySchema] : []);
      const queryNames = (spec.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const pathNames = (spec.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const fill = async () => {
        const params = Object.fromEntries(
          await Promise.all(
            pathNames.map(async (name) => [name, String(fc.sample(hints[name] ?? fc.constant(1), 1)[0])]),
          ),
        );
        return path.replace(/\{([A-Za-z_]+)\}/g, (_, name: string) => encodeSegment(params[name]));
      };
      for (const odd of ['a\u0000b', '\ud800x', 'nul\u0000@example.com']) {
        for (const name of queryNames) {
          const url = `${await fill()}?${toQuery({ [name]: odd })}`;
          const res = await t.app.inject({ method: method as 'GET', url, headers: authFor(w.owner.token) });
          if (res.statusCode >= 500) failures.push(`${operation} ?${name}: ${res.statusCode}`);
        }
        for (const schema of bodies) {
          for (const name of Object.keys(schema.properties ?? {})) {
            const body = { ...(fc.sample(fitting(schema, hints), 1)[0] as object), [name]: odd };
            const before = await writes();
            const res = await t.app.inject({
              method: method as 'POST',
              url: await fill(),
              headers: { ...authFor(w.owner.token), 'content-type': 'application/json' },
              payload: JSON.stringify(body),
            });
            if (res.statusCode >= 500) failures.push(`${operation} body.${name}: ${res.statusCode}`);
            if (res.statusCode >= 400 && (await writes()) !== before)
              failures.push(`${operation} body.${name}: wrote`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers the router's own errors (414 too long, 400 bad URL) in the error format and language", async () => {
    const cases = [
      { method: 'PATCH', url: `/api/v1/voucher/${'9'.repeat(1300)}`, status: 414, code: 'URI_TOO_LONG' },
      {
        method: 'GET',
        url: `/api/v1/transfer-process/${'t'.repeat(1300)}`,
        status: 414,
        code: 'URI_TOO_LONG',
      },
      { method: 'GET', url: '/api/v1/transfer-process/%ff', status: 400, code: 'BAD_URL' },
      { method: 'GET', url: '/api/v1/user/member/dgu/%E0%A4%A/1985-03-22', status: 400, code: 'BAD_URL' },
    ] as const;
    for (const { method, url, status, code } of cases) {
      for (const locale of ['en', 'da', 'sv'] as const) {
        const res = await t.app.inject({ method, url, headers: { 'accept-language': locale } });
        const where = `${url.slice(0, 60)} (${locale}) → ${res.body.slice(0, 200)}`;
        expect([res.statusCode, codeOf(res)], where).toEqual([status, code]);
        expect(errorShapeProblem(res, locale), where).toBeNull();
      }
    }
  });

  it('names every parameter and body field the same way (snake_case) in every operation', () => {
    const names: string[] = [];
    const walk = (schema: JsonSchema | undefined, at: string) => {
      if (!schema || typeof schema !== 'object') return;
      for (const [name, sub] of Object.entries(schema.properties ?? {})) {
        names.push(`${at}.${name}`);
        walk(sub, `${at}.${name}`);
      }
      for (const sub of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) walk(sub, at);
      if (schema.items && !Array.isArray(schema.items)) walk(schema.items as JsonSchema, `${at}[]`);
    };
    for (const operation of operationsOf(doc)) {
      const [method, path] = operation.split(' ') as [string, string];
      const spec = doc.paths[path]![method.toLowerCase()]!;
      for (const p of spec.parameters ?? []) if (p.in !== 'header') names.push(`${operation} ${p.name}`);
      walk(spec.requestBody?.content?.['application/json']?.schema, `${operation} body`);
    }
    expect(names.length).toBeGreaterThan(50);
    const field = (name: string) => name.split(' ').at(-1)?.split('.').at(-1) ?? '';
    expect(
      names.filter(
        (name) =>
          /[A-Z]/.test(field(name)) &&
          !SPEC_NAMES.has(field(name)) &&
          !WEBAUTHN_JSON.test(name) &&
          !APPLE_PASSKIT.test(name),
      ),
    ).toEqual([]);
  });

  it('never answers 5xx to a forged Authorization header', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 300 }),
          fc.string({ maxLength: 300 }).map((s) => `Basic ${Buffer.from(s).toString('base64')}`),
          fc.constantFrom(
            'Basic',
            'Basic ',
            'Basic ===',
            `Basic ${'A'.repeat(5000)}`,
            'Bearer x',
            'basic Og==',
          ),
        ),
        async (header) => {
          const res = await t.app.inject({
            method: 'GET',
            url: '/api/v1/user',
            headers: { authorization: header.replace(/[\r\n]/g, '') },
          });
          expect([401, 403, 400]).toContain(res.statusCode);
        },
      ),
      { numRuns: 100 },
    );
  });
});
