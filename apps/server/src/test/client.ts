/** A small client over app.inject() for tests: sign in, then call routes with the bearer token. */
import type { App } from '../app.js';
import { ADMIN_PASSWORD } from './harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Answer = { status: number; body: any; headers: Record<string, unknown> }; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function call(
  app: App,
  method: Method,
  url: string,
  options: { token?: string; body?: unknown; lang?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await app.inject({
    method,
    url,
    remoteAddress: options.ip,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : { 'accept-language': 'en' }),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  const text = response.body;
  const json = String(response.headers['content-type'] ?? '').includes('json');
  return {
    status: response.statusCode,
    body: text ? (json ? JSON.parse(text) : text) : undefined,
    headers: response.headers,
  };
}

/** Signs in with a password (no second factor) and returns the access token. */
export async function signIn(app: App, username = 'admin', password = ADMIN_PASSWORD): Promise<string> {
  const answer = await call(app, 'POST', '/api/login', { body: { username, password } });
  if (answer.status !== 200 || !answer.body.access_token) {
    throw new Error(`sign-in of ${username} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.access_token as string;
}

/** A client bound to one token. */
export function as(app: App, token: string) {
  return {
    get: (url: string) => call(app, 'GET', url, { token }),
    post: (url: string, body?: unknown) => call(app, 'POST', url, { token, body }),
    put: (url: string, body?: unknown) => call(app, 'PUT', url, { token, body }),
    delete: (url: string) => call(app, 'DELETE', url, { token }),
  };
}
