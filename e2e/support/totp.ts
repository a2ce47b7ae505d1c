/** TOTP codes (RFC 6238, 30 s, 6 digits) for the authenticator the tests "scan". */
import { Secret, TOTP, URI } from 'otpauth';

const PERIOD = 30;

/** The base32 secret of an `otpauth://` URL. */
export function secretOf(otpauthUrl: string): string {
  const parsed = URI.parse(otpauthUrl);
  if (!(parsed instanceof TOTP)) throw new Error(`not a TOTP URL: ${otpauthUrl}`);
  return parsed.secret.base32;
}

function totp(secret: string) {
  return new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s+/g, '')),
    digits: 6,
    period: PERIOD,
    algorithm: 'SHA1',
  });
}

export function codeAt(secret: string, timestamp = Date.now()): string {
  return totp(secret).generate({ timestamp });
}

const used = new Map<string, number>();

/**
 * A code the server has not seen yet: the server accepts each code once, so a second sign-in in the same
 * 30-second window waits for the next window. Leaves at least 3 s of validity.
 */
export async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const counter = Math.floor(now / 1000 / PERIOD);
    const left = (counter + 1) * PERIOD * 1000 - now;
    if (counter > (used.get(secret) ?? -1) && left > 3_000) {
      used.set(secret, counter);
      return codeAt(secret, now);
    }
    await new Promise((resolve) => setTimeout(resolve, left + 200));
  }
}
