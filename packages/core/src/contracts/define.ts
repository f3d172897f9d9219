import type { z } from 'zod';

/**
 * Who may call an operation: anyone, any signed-in golfer, a golfer whose e-mail is confirmed, or
 * club staff (a staff session; `staffRoles` says which roles at the current club).
 */
export type AuthLevel = 'public' | 'session' | 'confirmed' | 'staff';
export type StaffRole = 'owner' | 'desk';
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One API operation, shared by the server route, the typed client and the OpenAPI document.
 * `path` is relative to /api/v1 and uses `:name` for path parameters.
 */
export interface Contract {
  method: HttpMethod;
  path: string;
  auth: AuthLevel;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * Request headers the operation reads (a loose object, names in lower case, e.g. Idempotency-Key):
   * validated with the request and declared as header parameters in the OpenAPI document.
   */
  headers?: z.ZodType;
  response: z.ZodType;
  /** Success status, 200 unless stated. */
  status?: number;
  /** For auth 'staff': the roles at the staff member's current club that may call it. */
  staffRoles?: readonly StaffRole[];
}

export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a caller passes: only the parts the contract declares. */
export type ContractInput<C extends Contract> = (C['params'] extends z.ZodType
  ? { params: InputOf<C['params']> }
  : { params?: undefined }) &
  (C['query'] extends z.ZodType ? { query?: InputOf<C['query']> } : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { body: InputOf<C['body']> } : { body?: undefined });

export type ContractResponse<C extends Contract> = z.output<C['response']>;

/** Builds the concrete path of a contract: "/voucher/:id" + {id: 4} → "/voucher/4". */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
