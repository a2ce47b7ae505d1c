import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.js';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'backlot-lock-'));

describe('data directory lock', () => {
  it('refuses a directory held by a running process and touches nothing', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'backlot.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`in use by another Backlot process (pid ${process.ppid})`);
    expect(fs.readFileSync(path.join(dir, 'backlot.lock'), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'backlot.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'backlot.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'backlot.lock'))).toBe(false);
  });
});
