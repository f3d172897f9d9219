import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helper';
import { objectSnapshot, ownsObject } from './db-state';
import { AUTHORIZATION_TABLE, type Expectation, type TableEntry } from './authorization-table';
import { CALLERS, type Caller, codeOf, createWorld, fillPath, operationsOf, type World } from './world';

/**
 * The authorisation matrix (issue 5): every operation of the OpenAPI document is declared in
 * authorization-table.ts with what each caller gets, and each declaration is checked. Then ids are
 * guessed and swapped with fast-check: naming an object that is not yours answers "not found" and
 * changes nothing.
 */

let t: TestApp;
let w: World;
let documented: string[];

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  // Raw by design: the OpenAPI document lies outside the contracts; the probes below call every
  // documented operation by its path, with requests the table gives as wire data.
  documented = operationsOf((await t.call({ method: 'GET', url: '/openapi.json' })).json());
});
afterAll(async () => t.close());

function split(operation: string): { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; path: string } {
  const [method, path] = operation.split(' ') as [string, string];
  return { method: method as 'GET', path };
}

async function call(world: World, operation: string, entry: TableEntry, caller: Caller) {
  const { method, path } = split(operation);
  const request = await entry.request(world, caller);
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  // Raw by design: a wire probe of any documented operation, built from the table's entry.
  return t.call({
    method,
    url: `${fillPath(path, request.params)}${query}`,
    token: world.tokenOf(caller),
    headers: { 'accept-language': 'en', ...request.headers },
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
}

function describeExpectation(expectation: Expectation): string {
  return typeof expectation === 'number' ? String(expectation) : `${expectation[0]} ${expectation[1]}`;
}

describe('the authorisation table', () => {
  it('declares every operation of the OpenAPI document, and none it does not have', () => {
    const declared = Object.keys(AUTHORIZATION_TABLE);
    expect(documented.length).toBeGreaterThan(30);
    expect(
      documented.filter((op) => !declared.includes(op)),
      'operations missing from the table',
    ).toEqual([]);
    expect(
      declared.filter((op) => !documented.includes(op)),
      'table rows without an operation',
    ).toEqual([]);
  });

  const cases = Object.entries(AUTHORIZATION_TABLE).flatMap(([operation, entry]) =>
    CALLERS.map((caller) => ({ operation, entry, caller })),
  );

  it.each(cases)('$operation as $caller', async ({ operation, entry, caller }) => {
    const world = entry.destructive ? await createWorld(t) : w;
    const res = await call(world, operation, entry, caller);
    const expected = entry.expect[caller];
    const got = `${res.statusCode}${typeof expected === 'number' ? '' : ` ${codeOf(res)}`}`;
    expect(got, res.body.slice(0, 300)).toBe(describeExpectation(expected));
  });
});

describe('guessed and swapped ids (fast-check)', () => {
  const owned = Object.entries(AUTHORIZATION_TABLE).filter(([, entry]) => entry.ownedId);

  it.each(owned)('%s answers not found for any id that is not the caller’s', async (operation, entry) => {
    const ownedId = entry.ownedId!;
    const { method, path } = split(operation);
    // Real objects of each golfer, to swap; every other id is a guess.
    const realIds = {
      owner: await Promise.all([1, 2, 3].map(() => ownedId.make(w, w.owner.id))),
      other: await Promise.all([1, 2, 3].map(() => ownedId.make(w, w.other.id))),
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<'owner' | 'other'>('owner', 'other'),
        fc.oneof(
          fc.constant('swap' as const),
          fc.integer({ min: 1, max: 2_147_483_647 }),
          fc.integer({ min: 1, max: 5_000 }),
        ),
        fc.nat(2),
        async (caller, guess, pick) => {
          const victim = caller === 'owner' ? 'other' : 'owner';
          const id = guess === 'swap' ? realIds[victim][pick]! : guess;
          const kind = ownedId.kind ?? (ownedId.notFound === 'TRANSFER_NOT_FOUND' ? 'transfer' : 'voucher');
          // The caller's own request (it may make objects of its own), with the id replaced.
          const request = await entry.request(w, caller);
          // A guess may hit one of the caller's own objects, made for another case: not a crossing.
          fc.pre(!(await ownsObject(t.database.db, kind, id, w.userOf(caller)!.id)));
          const before = await objectSnapshot(t.database.db, kind, id);
          const params = { ...request.params, ...(ownedId.in === 'params' ? { [ownedId.name]: id } : {}) };
          const body =
            ownedId.in === 'body' ? { ...(request.body as object), [ownedId.name]: id } : request.body;
          // Raw by design: a wire probe with another owner's id put into the entry's request.
          const res = await t.call({
            method,
            url: fillPath(path, params),
            token: w.tokenOf(caller),
            headers: request.headers,
            ...(body === undefined ? {} : { payload: body as object }),
          });
          expect(`${res.statusCode} ${codeOf(res)}`, `${caller} ${id}`).toBe(`404 ${ownedId.notFound}`);
          // And the object, when it exists, is untouched.
          expect(await objectSnapshot(t.database.db, kind, id)).toBe(before);
        },
      ),
      { numRuns: Number(process.env.GUESS_RUNS ?? 25) },
    );
  });
});
