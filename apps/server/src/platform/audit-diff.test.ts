/** An audit entry's changes: every changed field with its values, but never a password, secret or hash. */
import { describe, expect, it } from 'vitest';
import { AUDIT_REDACTED } from '@backlot/contract';
import { diff } from './audit.js';

describe('audit changes', () => {
  it("record a video's price in coins, and redact passwords, secrets and hashes", () => {
    const before = { token: 10, passwordHash: 'a', totpSecret: 's1', tokenHash: 'h1', title: 'Dawn' };
    const after = { token: 20, passwordHash: 'b', totpSecret: 's2', tokenHash: 'h2', title: 'Dawn' };
    expect(diff(before, after)).toEqual({
      token: { before: 10, after: 20 },
      password_hash: { before: AUDIT_REDACTED, after: AUDIT_REDACTED },
      totp_secret: { before: AUDIT_REDACTED, after: AUDIT_REDACTED },
      token_hash: { before: AUDIT_REDACTED, after: AUDIT_REDACTED },
    });
  });
});
