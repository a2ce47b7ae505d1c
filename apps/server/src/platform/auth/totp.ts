/**
 * Time-based one-time codes (RFC 6238): SHA-1, 30-second steps, 6 digits, one step of clock drift either
 * way. A code is accepted once: the caller stores the accepted time step and passes it back as `lastStep`.
 */
import { timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps of drift accepted before and after the current one. */
export const TOTP_WINDOW = 1;
export const TOTP_ISSUER = 'Backlot';

function totpOf(secret: string, account = '') {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits), base32 as authenticator apps expect. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://totp/...` URL an authenticator app scans. */
export const otpauthUrl = (secret: string, account: string) => totpOf(secret, account).toString();

export const timeStep = (at: number) => Math.floor(at / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The time step `code` belongs to, within the window around `now`, if it is later than `lastStep`;
 * otherwise null (wrong, expired, or already used).
 */
export function acceptedStep(secret: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  const totp = totpOf(secret);
  const current = timeStep(now);
  const given = Buffer.from(code);
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    const expected = Buffer.from(totp.generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 }));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return null;
}
