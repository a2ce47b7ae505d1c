/** Password hashing: argon2id with the library's defaults (19 MiB, t=2, p=1 — OWASP's minimum profile). */
import { hash, verify } from '@node-rs/argon2';
import { invalid } from '../errors.js';
import { isCommonPassword } from './common-passwords.js';

export const hashPassword = (password: string) => hash(password);

/**
 * The hash of a password being set (a new admin, a new password): 422 on `password` when it is one of the
 * most common passwords. The contract's schema has already checked length, letter and digit.
 */
export async function hashNewPassword(password: string) {
  if (await isCommonPassword(password)) throw invalid({ password: ['msg.password.common'] });
  return hashPassword(password);
}

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the username does not exist, so both cases take the same time. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hash('decoy-password-0'));
