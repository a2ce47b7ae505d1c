import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyFileIn, secretBoxFor, secretBoxWithKey } from './secret-box.js';

describe('secret box', () => {
  it('seals so that only the same key opens, and never the same text twice', () => {
    const box = secretBoxWithKey(randomBytes(32));
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => secretBoxWithKey(randomBytes(32)).open(sealed)).toThrow();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => box.open(tampered)).toThrow();
  });

  it('creates a key file (mode 0600) on first use and reuses it', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'backlot-key-')), 'data');
    const first = secretBoxFor({ dataDir: dir }).seal('secret');
    expect(statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(secretBoxFor({ dataDir: dir }).open(first)).toBe('secret');
    expect(keyFileIn(dir)).toEqual(Buffer.from(readFileSync(path.join(dir, 'secret.key'), 'utf8').trim(), 'base64'));
  });

  it('prefers SECRET_KEY', () => {
    const key = randomBytes(32).toString('base64');
    const sealed = secretBoxFor({ secretKey: key, dataDir: '/nonexistent' }).seal('secret');
    expect(secretBoxWithKey(Buffer.from(key, 'base64')).open(sealed)).toBe('secret');
  });
});
