/**
 * Binding and checking a Google-authenticator code. During sign-in the calls carry the challenge
 * token; a signed-in admin binds (or replaces an authenticator) with the bearer token and their password.
 */
import type { z } from 'zod';
import { TOTP_CODE, type otpauthAnswer, type verifyAnswer } from '@backlot/contract';
import type { Camelize } from '../api/case';
import { api } from '../api/client';

export type OtpauthAnswer = Camelize<z.infer<typeof otpauthAnswer>>;
export type VerifyAnswer = Camelize<z.infer<typeof verifyAnswer>>;

export { TOTP_CODE };

/**
 * What allows a binding: during sign-in the challenge token (the password was just checked); signed in, the
 * current password (the bearer token says who binds, or replaces what is bound).
 */
export type BindingProof = { challengeToken: string } | { currentPassword: string };

export function startBinding(proof: BindingProof) {
  return api.post<OtpauthAnswer>('/googleOtpauth', proof);
}

export function verifyCode(code: string, challengeToken?: string) {
  return api.post<VerifyAnswer>('/googleVerify', challengeToken ? { challengeToken, code } : { code });
}

/** The secret of an `otpauth://` URL, for typing into an authenticator by hand. */
export function otpauthSecret(url: string): string {
  const query = url.split('?')[1] ?? '';
  return new URLSearchParams(query).get('secret') ?? '';
}
