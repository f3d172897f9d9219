import { vi } from 'vitest';
import { contractHandler, interceptedFetch, type RecordedRequest, server } from './contract-server';

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

/** An answer, or a function of the call giving one (a promise: the request waits for it). */
type Handler = MockAnswer | ((call: MockCall) => MockAnswer | Promise<MockAnswer>);

let handlers: Record<string, Handler> = {};
let calls: MockCall[] = [];

/**
 * One fetch function for the whole test file (the app's clients look fetch up on every call): it
 * hands each request to Mock Service Worker (contract-server.ts), whose handler answers with the
 * test's answers and checks the request and the answer against the request's contract.
 */
const fetchMock = vi.fn(
  (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => interceptedFetch()(input, init),
);

function answerFor(request: RecordedRequest): MockAnswer | Promise<MockAnswer> | undefined {
  const call: MockCall = {
    method: request.method,
    path: request.url.pathname,
    search: request.url.searchParams,
    body: request.body,
    authorization: request.headers.get('authorization'),
    idempotencyKey: request.headers.get('idempotency-key'),
  };
  calls.push(call);
  const handler = handlers[`${call.method} ${call.path}`];
  return typeof handler === 'function' ? handler(call) : handler;
}

/**
 * The API for component tests, keyed by "METHOD /api/v1/path" (the path without the query),
 * answered through Mock Service Worker: every request body, query and 2xx answer is checked against
 * the operation's contract (a mismatch fails the test). Unknown requests answer 404
 * ROUTE_NOT_FOUND. `calls` records every request with its JSON body.
 */
export function mockApi(answers: Record<string, Handler>) {
  handlers = answers;
  calls = [];
  fetchMock.mockClear();
  server.use(contractHandler(answerFor));
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
        union_sign_in: true,
      },
      {
        country_code: 'NO',
        isoCode: 'NO',
        locale: 'no',
        phonePrefix: '+47',
        countryName: 'Norway',
        displayName: 'Norwegian',
        img_url: '/flags/no.svg',
        union_sign_in: true,
      },
      {
        country_code: 'SE',
        isoCode: 'SE',
        locale: 'sv',
        phonePrefix: '+46',
        countryName: 'Sweden',
        displayName: 'Swedish',
        img_url: '/flags/se.svg',
        union_sign_in: true,
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

/**
 * What a sign-up asks of the API, for golfer 9 (ole@example.dk): the reference data, creating the
 * account and its unconfirmed session, then the session once the e-mail is confirmed, and `user`.
 */
export function signUpAnswers(user: unknown): Record<string, MockAnswer> {
  return {
    ...REFERENCE_ANSWERS,
    'POST /api/v1/user': {
      status: 201,
      body: { user_id: 9, email: 'ole@example.dk', email_confirmed: false },
    },
    'POST /api/v1/session': {
      body: { session_id: 'session-signup-0123456789abcdef', email_confirmed: false, user_id: 9 },
    },
    'GET /api/v1/session': {
      body: {
        user_id: 9,
        email: 'ole@example.dk',
        email_confirmed: true,
        created_at: '2026-11-23T10:00:00.000Z',
        expires_at: '2026-12-23T10:00:00.000Z',
      },
    },
    'GET /api/v1/user': { body: user },
  };
}
