import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { acceptedStep, newTotpSecret, otpauthUrl, timeStep } from './totp.js';

const secret = newTotpSecret();
const at = Date.UTC(2026, 0, 1, 12, 0, 10);
const codeAt = (ms: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });

describe('TOTP', () => {
  it('accepts the current code and one step either side, not two', () => {
    expect(acceptedStep(secret, codeAt(at), null, at)).toBe(timeStep(at));
    expect(acceptedStep(secret, codeAt(at - 30_000), null, at)).toBe(timeStep(at) - 1);
    expect(acceptedStep(secret, codeAt(at + 30_000), null, at)).toBe(timeStep(at) + 1);
    expect(acceptedStep(secret, codeAt(at - 60_000), null, at)).toBeNull();
    expect(acceptedStep(secret, codeAt(at + 60_000), null, at)).toBeNull();
  });

  it('refuses a step at or before the last accepted one', () => {
    expect(acceptedStep(secret, codeAt(at), timeStep(at), at)).toBeNull();
    expect(acceptedStep(secret, codeAt(at + 30_000), timeStep(at), at)).toBe(timeStep(at) + 1);
  });

  it('matches the RFC 6238 SHA-1 test vector', () => {
    const rfc = Secret.fromUTF8('12345678901234567890').base32;
    expect(acceptedStep(rfc, '287082', null, 59_000)).toBe(1); // 8-digit vector 94287082, last 6 digits
  });

  it('builds an authenticator URL with the issuer and account', () => {
    expect(otpauthUrl(secret, 'li.lei')).toBe(
      `otpauth://totp/Backlot:li.lei?issuer=Backlot&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
