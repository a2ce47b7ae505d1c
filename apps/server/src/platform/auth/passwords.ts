/** Password hashing: argon2id with the library's defaults (19 MiB, t=2, p=1 — OWASP's minimum profile). */
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string) => hash(password);

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
