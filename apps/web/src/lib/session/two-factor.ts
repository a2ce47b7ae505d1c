/**
 * Binding and checking a Google-authenticator code. During sign-in the calls carry the challenge
 * token; a signed-in admin binds voluntarily with the bearer token alone.
 */
import type { z } from 'zod';
import { TOTP_CODE, type otpauthAnswer, type verifyAnswer } from '@backlot/contract';
import type { Camelize } from '../api/case';
import { api } from '../api/client';

export type OtpauthAnswer = Camelize<z.infer<typeof otpauthAnswer>>;
export type VerifyAnswer = Camelize<z.infer<typeof verifyAnswer>>;

export { TOTP_CODE };

/** Without a challenge token the body is empty: the bearer token says who binds. */
export function startBinding(challengeToken?: string) {
  return api.post<OtpauthAnswer>('/googleOtpauth', challengeToken ? { challengeToken } : {});
}

export function verifyCode(code: string, challengeToken?: string) {
  return api.post<VerifyAnswer>('/googleVerify', challengeToken ? { challengeToken, code } : { code });
}

/** The secret of an `otpauth://` URL, for typing into an authenticator by hand. */
export function otpauthSecret(url: string): string {
  const query = url.split('?')[1] ?? '';
  return new URLSearchParams(query).get('secret') ?? '';
}
