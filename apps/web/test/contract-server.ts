import type { Contract } from '@golfwallet/core/contracts/define';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The web tests' API server: Mock Service Worker's request handlers (msw/node), answering the
 * app's real fetch calls. Every request to /api/v1 is matched to its contract in
 * packages/core/src/contracts; its query and JSON body are parsed with the contract's schemas, and
 * a 2xx answer a test gives is parsed with the contract's response schema. A mismatch is recorded
 * and fails the test (setup.ts), so a fake answer cannot drift from the contract the API keeps.
 */
export const server = setupServer();

const modules = import.meta.glob<Record<string, unknown>>('../../../packages/core/src/contracts/**/*.ts', {
  eager: true,
});

function isContract(value: unknown): value is Contract {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'response' in value &&
    typeof (value as Contract).path === 'string'
  );
}

const CONTRACTS = Object.values(modules)
  .flatMap((exports) => Object.values(exports))
  .filter(isContract)
  .map((contract) => ({
    contract,
    pattern: new RegExp(`^/api/v1${contract.path.replace(/:[A-Za-z_]+/g, '[^/]+')}$`),
    literal: !contract.path.includes(':'),
  }));

/** The contract of "METHOD /api/v1/path": a path without parameters wins over a pattern. */
export function contractFor(method: string, pathname: string): Contract | undefined {
  const matches = CONTRACTS.filter(
    (entry) => entry.contract.method === method && entry.pattern.test(pathname),
  );
  return (matches.find((entry) => entry.literal) ?? matches[0])?.contract;
}

let violations: string[] = [];

/** The contract mismatches recorded since the last call (setup.ts fails a test that has any). */
export function takeViolations(): string[] {
  const taken = violations;
  violations = [];
  return taken;
}

function check(what: string, schema: Contract['response'] | undefined, value: unknown) {
  if (!schema) return;
  const parsed = schema.safeParse(value);
  if (!parsed.success) violations.push(`${what} does not match its contract: ${parsed.error.message}`);
}

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The JSON body, parsed (undefined without one). */
  body: unknown;
}

export interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Answers every request (the API's, and the test acquirer's a payment page calls) with
 * `answer(request)` (undefined: 404 ROUTE_NOT_FOUND; a promise holds the answer back until it settles), checking a request to /api/v1 and its answer
 * against the request's contract. Installed per test with server.use.
 */
export function contractHandler(
  answer: (request: RecordedRequest) => Answer | undefined | Promise<Answer | undefined>,
) {
  return http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const contract = contractFor(request.method, url.pathname);
    const name = `${request.method} ${url.pathname}`;
    if (contract) {
      check(`The query of ${name}`, contract.query, Object.fromEntries(url.searchParams));
      if (contract.body) check(`The body of ${name}`, contract.body, body);
      if (contract.headers)
        check(`The headers of ${name}`, contract.headers, Object.fromEntries(request.headers));
    }
    const given = (await answer({ method: request.method, url, headers: request.headers, body })) ?? {
      status: 404,
      body: { status: 404, code: 'ROUTE_NOT_FOUND', message: 'Not found' },
    };
    const status = given.status ?? 200;
    if (contract && status >= 200 && status < 300)
      check(`The answer to ${name}`, contract.response, given.body);
    return new HttpResponse(given.body === undefined ? null : JSON.stringify(given.body), {
      status,
      headers: { 'content-type': 'application/json', ...given.headers },
    });
  });
}

/**
 * The fetch the app's clients call in a test: the one Mock Service Worker intercepts, with the
 * app's relative URLs ("/api/v1/…") made absolute, as a browser would.
 */
export function interceptedFetch(): typeof fetch {
  if (!intercepted) throw new Error('The contract server is not listening (startContractServer in setup.ts)');
  const through = intercepted;
  return (input, init) =>
    through(typeof input === 'string' ? new URL(input, 'http://localhost').href : input, init);
}

let intercepted: typeof fetch | undefined;

/** Starts intercepting; the fetch it patches is kept, so tests may stub the global one over it. */
export function startContractServer() {
  server.listen({ onUnhandledFrame: 'error' });
  intercepted = globalThis.fetch;
}
