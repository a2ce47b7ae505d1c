/**
 * An upload streams to the storage as it arrives: while the client is still sending, most of what it sent is
 * already on disk, so the server holds no whole file in memory. (`npm run bench` measures a 2 GB upload.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { superAdminSession } from '../../test/fixtures.js';
import { mp4Head, upload } from '../../test/files.js';

const MB = 1024 * 1024;
const TOTAL_MB = 24;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backlot-stream-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const app = await startTestApp({ dataDir });
const token = await superAdminSession(app);

/** Bytes in the storage's unfinished writes. */
function bytesBeingWritten() {
  const tmp = path.join(dataDir, 'files', 'tmp');
  if (!fs.existsSync(tmp)) return 0;
  return fs.readdirSync(tmp).reduce((sum, name) => sum + fs.statSync(path.join(tmp, name)).size, 0);
}

describe('a large upload', () => {
  it('is written to disk while it is still being sent', async () => {
    const seen: number[] = [];
    const chunk = Buffer.alloc(MB, 1);
    async function* video() {
      yield mp4Head(60, 'isom', TOTAL_MB * MB);
      for (let i = 0; i < TOTAL_MB; i++) {
        if (i === TOTAL_MB - 1) seen.push(bytesBeingWritten());
        // Let the server read what was sent so far, as a network would.
        await new Promise((resolve) => setImmediate(resolve));
        yield chunk;
      }
    }
    const answer = await upload(app, token, 'videos', video(), { name: 'big.mp4' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ size: mp4Head(60, 'isom', 0).length + TOTAL_MB * MB, duration: 60 });
    // With the last megabyte not yet sent, at least half of the rest is already in the storage.
    expect(seen[0]).toBeGreaterThan((TOTAL_MB / 2) * MB);
  });
});
