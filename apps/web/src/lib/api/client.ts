/**
 * The API client: JSON over fetch to `/api`, bearer token, X-Requested-With, Accept-Language,
 * snake_case <-> camelCase, a 10 s time-out, and typed errors. A 401 calls the handler the session
 * installs (clear the session, go to the root).
 */
import { camelize, camelKey, snakeize } from './case';

export const API_BASE = '/api';
/** Spec section 9: request time-out. */
export const REQUEST_TIMEOUT_MS = 10_000;

export type Query = Record<string, string | number | boolean | undefined | null>;

/** An answer other than 2xx. `fieldErrors` keys are camelCase field names, values the server's messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly retryAfter?: number,
    /** What else the answer said, camelCase (a stale save's `changedBy`, `changedAt` and current `version`). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The database is away for a moment (a restart, a failover, an outage): the server answered 503 and when to ask
 * again (`retryAfter`, seconds).
 */
/** A save based on a version the record has left: someone else saved it since it was opened. */
export const isStaleVersion = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.code === 'stale_version';

export const isDatabaseUnavailable = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 503 && error.code === 'database_unavailable';

/** `onUnauthorized` receives the 401's code: why the server refused the token. */
type Hooks = { token: () => string | null; language: () => string; onUnauthorized: (code: string) => void };
let hooks: Hooks = { token: () => null, language: () => 'zh-CN', onUnauthorized: () => {} };

/** The session and i18n modules install how to read the token and language, and what a 401 does. */
export function configureApi(next: Partial<Hooks>) {
  hooks = { ...hooks, ...next };
}

export function buildUrl(path: string, query?: Query) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(
      key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      String(value),
    );
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/** The JSON of an answer; a body that is not JSON (a proxy's error page) counts as none. */
function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** The headers every call sends: JSON accepted, the bearer token, the reader's language. */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'Accept-Language': hooks.language(),
  };
  const token = hooks.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * An answer other than 2xx as an ApiError (for callers that do not go through `request`: uploads over
 * XHR or tus). A 401 on a call that carried a token ends the session.
 */
export function apiErrorOf(status: number, bodyText: string, retryAfterHeader: string | null): ApiError {
  const body = (parseBody(bodyText) ?? {}) as { message?: string; code?: string; errors?: Record<string, string[]> };
  if (status === 401 && hooks.token()) hooks.onUnauthorized(body.code ?? 'unauthenticated');
  const { message, code, errors, ...rest } = body;
  const fieldErrors = Object.fromEntries(Object.entries(errors ?? {}).map(([k, v]) => [camelKey(k), v]));
  const retryAfter = Number(retryAfterHeader) || undefined;
  const details = camelize<Record<string, unknown>>(rest);
  return new ApiError(status, code ?? 'error', message ?? String(status), fieldErrors, retryAfter, details);
}

/**
 * `timeoutMs`: a longer wait than REQUEST_TIMEOUT_MS for a call known to be slow (a batch of thousands of rows);
 * `headers`: beside every call's (a save's `If-Match`).
 */
type RequestOptions = { query?: Query; body?: unknown; timeoutMs?: number; headers?: Record<string, string> };

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers = { ...apiHeaders(), ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(snakeize(options.body)),
      signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(0, timedOut ? 'timeout' : 'network', timedOut ? 'timeout' : 'network');
  }

  const text = await response.text();
  if (response.ok) return camelize<T>(parseBody(text));
  throw apiErrorOf(response.status, text, response.headers.get('retry-after'));
}

export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', path, { query }),
  post: <T>(path: string, body?: unknown, options: { timeoutMs?: number } = {}) =>
    request<T>('POST', path, { body, ...options }),
  put: <T>(path: string, body?: unknown, options: { headers?: Record<string, string> } = {}) =>
    request<T>('PUT', path, { body, ...options }),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body }),
  delete: <T = void>(path: string) => request<T>('DELETE', path),
};
