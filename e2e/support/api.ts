/**
 * The API as a client sees it (snake_case JSON, bearer token), for arranging a test's world quickly:
 * roles, admins, tags, sessions. The browser side of a test goes through the UI.
 */
import { ADMIN_PASSWORD, ADMIN_USERNAME, baseURL } from './env.ts';
import { freshCode, secretOf } from './totp.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} -> HTTP ${status}: ${JSON.stringify(body)}`);
  }
}

type Json = Record<string, unknown>;

export async function call<T = Json>(
  method: string,
  path: string,
  { token, body, base = baseURL() }: { token?: string; body?: unknown; base?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'en' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text for the error message.
  }
  if (!res.ok) throw new ApiError(res.status, parsed, `${method} /api${path}`);
  return parsed as T;
}

export type LoginAnswer =
  | { access_token: string; permissions: { name: string }[] }
  | { two_factor: 'verify' | 'bind'; challenge_token: string };

export function login(username: string, password: string, base?: string) {
  return call<LoginAnswer>('POST', '/login', { body: { username, password }, base });
}

/** Signs in an admin without two-factor and returns the bearer token. */
export async function tokenFor(username: string, password: string, base?: string): Promise<string> {
  const answer = await login(username, password, base);
  if (!('access_token' in answer)) throw new Error(`${username} needs two-factor (${answer.two_factor})`);
  return answer.access_token;
}

let adminToken: string | undefined;

/** A session of the first admin (cached for the worker; renewed when the server answers 401). */
export async function asAdmin(): Promise<string> {
  if (adminToken) {
    try {
      await call('GET', '/auth/me', { token: adminToken });
      return adminToken;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    }
  }
  adminToken = await tokenFor(ADMIN_USERNAME, ADMIN_PASSWORD);
  return adminToken;
}

/** A name unique to this run, for records that must not collide between tests. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

export type Role = { id: number; name: string; permissions: string[] };
export type Admin = { id: number; username: string; name: string; status: string };
export type Tag = { id: number; name: string; name_cn: string; sort: number };

export function createRole(token: string, name: string, permissions: string[]) {
  return call<Role>('POST', '/roles', { token, body: { name, permissions } });
}

export function createAdmin(
  token: string,
  input: { username: string; password: string; name: string; role_ids: number[] },
) {
  return call<Admin>('POST', '/admins', { token, body: input });
}

/** A new admin holding exactly `permissions` (through a new role); returns its credentials. */
export async function adminWith(permissions: string[], prefix = 'e2e') {
  const token = await asAdmin();
  const role = await createRole(token, unique(`${prefix}-role`), permissions);
  const username = unique(prefix).replace(/[^a-zA-Z0-9._-]/g, '');
  const password = 'Passw0rd!x';
  const admin = await createAdmin(token, { username, password, name: `E2E ${username}`, role_ids: [role.id] });
  return { ...admin, username, password, role };
}

export function createTag(token: string, input: { name: string; name_cn: string; sort?: number }) {
  return call<Tag>('POST', '/tags', { token, body: input });
}

export function logout(token: string) {
  return call('POST', '/logout', { token });
}

export function disableAdmin(token: string, id: number) {
  return call('POST', `/admins/${id}/disable`, { token });
}

/**
 * Binds an authenticator for the signed-in admin, as the profile page does (the bearer token and the current
 * password), and returns the TOTP secret.
 */
export async function bindTwoFactor(token: string, currentPassword: string, base?: string): Promise<string> {
  const { otpauth_url } = await call<{ otpauth_url: string }>('POST', '/googleOtpauth', {
    token,
    base,
    body: { current_password: currentPassword },
  });
  const secret = secretOf(otpauth_url);
  await call('POST', '/googleVerify', { token, base, body: { code: await freshCode(secret) } });
  return secret;
}

/** A compliance record of model `modelId`: an adult, with a document valid for years. */
export const complianceRecord = (modelId: number) => ({
  model_id: modelId,
  legal_name: `Legal ${modelId}`,
  date_of_birth: '1995-05-05',
  id_document_type: 'passport',
  id_document_last4: '4321',
  id_document_country: 'US',
  id_document_expires_on: '2035-01-01',
  custodian: 'Custodian of Records, 1 Main Street, Los Angeles, CA',
});

/** Stores a file through `POST /files/<route>` (`images`, `videos`) and answers its id. */
export async function uploadFile(token: string, route: string, name: string, type: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${baseURL()}/api/files/${route}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    body: form,
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), `POST /api/files/${route}`);
  return ((await res.json()) as { id: number }).id;
}
