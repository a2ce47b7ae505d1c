import type { LoginAnswer } from '@backlot/contract';
import type { Camelize } from '../../lib/api/case';
import { api } from '../../lib/api/client';

export type SignInAnswer = Camelize<LoginAnswer>;

/** POST /api/login; the username is trimmed before sending (spec section 5). */
export function requestSignIn(username: string, password: string) {
  return api.post<SignInAnswer>('/login', { username: username.trim(), password });
}
