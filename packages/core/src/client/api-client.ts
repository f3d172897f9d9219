import {
  type Contract,
  type ContractInput,
  type ContractResponse,
  type HttpMethod,
  buildPath,
} from '../contracts/define';
import { answeredErrorCode } from '../errors/code-shape';
import type { ErrorCode, FieldError } from '../errors/codes';

/**
 * What the client throws for any non-2xx answer. `fields` is set for 422 answers,
 * `code` for every other error the API describes; `status` 0 means the network failed.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly fields: FieldError[] = [],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** One request as the client sends it: the full URL (base, path and query), headers and a JSON body. */
export interface TransportRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** The answer a transport hands back: status, headers by name, the body as text. */
export interface TransportResponse {
  status: number;
  header(name: string): string | undefined;
  text: string;
}

/**
 * How requests travel: over fetch in the browser and the app (`fetchTransport`), over Fastify's
 * `app.inject` in the API's tests (apps/api/test/helper.ts). A transport that throws is a network failure.
 */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** The transport over fetch (looked up on every call when none is given, so a stand-in installed later is used). */
export function fetchTransport(
  doFetch: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Transport {
  return async ({ method, url, headers, body }) => {
    const response = await doFetch(url, { method, headers, body });
    return {
      status: response.status,
      header: (name) => response.headers.get(name) ?? undefined,
      text: await response.text(),
    };
  };
}

export interface ApiClientOptions {
  /** Base URL of the versioned API root, e.g. "/api/v1" or "https://host/api/v1". */
  baseUrl: string;
  /** The current session id, if any; sent as Basic auth. */
  getToken?: () => string | null | undefined;
  /** The user's language, sent as Accept-Language. */
  getLanguage?: () => string | undefined;
  /** The fetch the default transport uses. */
  fetch?: typeof fetch;
  /** How requests travel; fetchTransport(fetch) unless given. */
  transport?: Transport;
  /**
   * Parse every 2xx body with the contract's response schema (a mismatch throws the zod error).
   * Tests turn it on, so an answer that drifts from its contract fails them.
   */
  parseResponses?: boolean;
}

type CallInput<C extends Contract> = ContractInput<C> & {
  /** Headers an operation documents (Idempotency-Key). */ headers?: Record<string, string>;
};

/** The keys of T that a caller must give. */
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** A call: the contract, then its input (which may be left out when the contract needs none). */
export type ApiClient = <C extends Contract>(
  contract: C,
  ...input: RequiredKeys<ContractInput<C>> extends never ? [input?: CallInput<C>] : [input: CallInput<C>]
) => Promise<ContractResponse<C>>;

/** The Authorization header value for a session id: Basic base64("<session_id>:"). */
export function basicAuthHeader(sessionId: string): string {
  const raw = `${sessionId}:`;
  const encoded = typeof btoa === 'function' ? btoa(raw) : Buffer.from(raw, 'utf8').toString('base64');
  return `Basic ${encoded}`;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A typed client: call(contract, {params, query, body}) resolves with the parsed response. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport = options.transport ?? fetchTransport(options.fetch);
  return (async (
    contract: Contract,
    input?: { params?: unknown; query?: unknown; body?: unknown; headers?: Record<string, string> },
  ) => {
    const url =
      options.baseUrl +
      buildPath(contract.path, input?.params as Record<string, unknown>) +
      queryString(input?.query as Record<string, unknown>);
    const headers: Record<string, string> = { accept: 'application/json', ...input?.headers };
    const token = options.getToken?.();
    if (token) headers.authorization = basicAuthHeader(token);
    const language = options.getLanguage?.();
    if (language) headers['accept-language'] = language;
    let body: string | undefined;
    if (input?.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
    let response: TransportResponse;
    try {
      response = await transport({ method: contract.method, url, headers, body });
    } catch (cause) {
      throw new ApiError(0, 'NETWORK', cause instanceof Error ? cause.message : 'Network error');
    }
    let data: unknown;
    try {
      data = response.text ? JSON.parse(response.text) : undefined;
    } catch {
      data = undefined;
    }
    if (response.status < 200 || response.status > 299) throw toApiError(response, data);
    return options.parseResponses ? contract.response.parse(data) : data;
  }) as ApiClient;
}

function toApiError(response: TransportResponse, data: unknown): ApiError {
  const retryAfter = Number(response.header('retry-after')) || undefined;
  if (response.status === 422 && Array.isArray(data)) {
    const fields = data.filter(
      (entry): entry is FieldError =>
        typeof entry === 'object' && entry !== null && 'field' in entry && 'message' in entry,
    );
    return new ApiError(422, 'VALIDATION_FAILED', fields[0]?.message ?? 'Validation failed', fields);
  }
  if (typeof data === 'object' && data !== null && 'code' in data) {
    const body = data as { code: unknown; message?: unknown };
    const code = answeredErrorCode(body.code);
    const message = typeof body.message === 'string' ? body.message : `HTTP ${response.status}`;
    return new ApiError(response.status, code, message, [], retryAfter);
  }
  return new ApiError(response.status, 'INTERNAL', `HTTP ${response.status}`, [], retryAfter);
}
