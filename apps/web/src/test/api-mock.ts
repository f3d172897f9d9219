import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface MockCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  authorization: string | null;
  idempotencyKey: string | null;
}

type Handler = MockAnswer | ((call: MockCall) => MockAnswer);

let handlers: Record<string, Handler> = {};
let calls: MockCall[] = [];

/**
 * One fetch function for the whole test file: the app's API client keeps the fetch it first sees,
 * so every test answers through this same function with its own handlers.
 */
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = new URL(
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    'http://localhost',
  );
  const method = (init?.method ?? 'GET').toUpperCase();
  const headers = new Headers(init?.headers);
  const call: MockCall = {
    method,
    path: url.pathname,
    search: url.searchParams,
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    authorization: headers.get('authorization'),
    idempotencyKey: headers.get('idempotency-key'),
  };
  calls.push(call);
  const handler = handlers[`${method} ${url.pathname}`];
  const answer: MockAnswer =
    typeof handler === 'function'
      ? handler(call)
      : (handler ?? { status: 404, body: { code: 'ROUTE_NOT_FOUND', message: 'Not found' } });
  return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
    status: answer.status ?? 200,
    headers: { 'content-type': 'application/json', ...answer.headers },
  });
});

/**
 * A fetch stand-in for component tests, keyed by "METHOD /api/v1/path" (the path without the query).
 * Unknown requests answer 404 ROUTE_NOT_FOUND. `calls` records every request with its JSON body.
 */
export function mockApi(answers: Record<string, Handler>) {
  handlers = answers;
  calls = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** The calls made to "METHOD /api/v1/path". */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** Reference data every page with a country or union picker asks for. */
export const REFERENCE_ANSWERS: Record<string, MockAnswer> = {
  'GET /api/v1/countries': {
    body: [
      {
        country_code: 'DK',
        isoCode: 'DK',
        locale: 'da',
        phonePrefix: '+45',
        countryName: 'Denmark',
        displayName: 'Danish',
        img_url: '/flags/dk.svg',
      },
      {
        country_code: 'NO',
        isoCode: 'NO',
        locale: 'no',
        phonePrefix: '+47',
        countryName: 'Norway',
        displayName: 'Norwegian',
        img_url: '/flags/no.svg',
      },
      {
        country_code: 'SE',
        isoCode: 'SE',
        locale: 'sv',
        phonePrefix: '+46',
        countryName: 'Sweden',
        displayName: 'Swedish',
        img_url: '/flags/se.svg',
      },
    ],
  },
  'GET /api/v1/geoip': { body: { country_code: 'DK', country_name: 'Denmark', calling_code: '45' } },
  'GET /api/v1/unions': {
    body: [
      { union_id: 1, name: 'Dansk Golf Union', tid: 'dgu', country_code: 'DK' },
      { union_id: 2, name: 'Svenska Golfförbundet', tid: 'sgf', country_code: 'SE' },
      { union_id: 3, name: 'Norges Golfforbund', tid: 'other', country_code: 'NO' },
    ],
  },
};
