import { type Contract, type ContractInput, type ContractResponse, buildPath } from '../contracts/define';
import { type ErrorCode, type FieldError, isErrorCode } from '../errors/codes';

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

export interface ApiClientOptions {
  /** Base URL of the versioned API root, e.g. "/api/v1" or "https://host/api/v1". */
  baseUrl: string;
  /** The current session id, if any; sent as Basic auth. */
  getToken?: () => string | null | undefined;
  /** The user's language, sent as Accept-Language. */
  getLanguage?: () => string;
  fetch?: typeof fetch;
}

export type ApiClient = <C extends Contract>(
  contract: C,
  ...input: keyof ContractInput<C> extends never
    ? []
    : [
        ContractInput<C> & {
          /** Headers an operation documents (Idempotency-Key). */ headers?: Record<string, string>;
        },
      ]
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
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
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
    let response: Response;
    try {
      response = await doFetch(url, { method: contract.method, headers, body });
    } catch (cause) {
      throw new ApiError(0, 'NETWORK', cause instanceof Error ? cause.message : 'Network error');
    }
    const text = await response.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    if (!response.ok) throw toApiError(response, data);
    return data;
  }) as ApiClient;
}

function toApiError(response: Response, data: unknown): ApiError {
  const retryAfter = Number(response.headers.get('retry-after')) || undefined;
  if (response.status === 422 && Array.isArray(data)) {
    const fields = data.filter(
      (entry): entry is FieldError =>
        typeof entry === 'object' && entry !== null && 'field' in entry && 'message' in entry,
    );
    return new ApiError(422, 'VALIDATION_FAILED', fields[0]?.message ?? 'Validation failed', fields);
  }
  if (typeof data === 'object' && data !== null && 'code' in data) {
    const body = data as { code: unknown; message?: unknown };
    const code = isErrorCode(body.code) ? body.code : 'INTERNAL';
    const message = typeof body.message === 'string' ? body.message : response.statusText;
    return new ApiError(response.status, code, message, [], retryAfter);
  }
  return new ApiError(response.status, 'INTERNAL', response.statusText, [], retryAfter);
}
