/** First start: the built-in role, the admin with a printed random password, demo data; later starts change nothing. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { testConfig } from './test/harness.js';
import { call } from './test/client.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backlot-boot-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const config = testConfig({ dataDir, adminPassword: undefined, demoData: true, databaseUrl: undefined });

describe('first start on the embedded database', () => {
  // Two first starts of an embedded database on disk: over a minute on a busy 2-core machine.
  it(
    'creates the admin once with a random password that signs in, and loads demo data once',
    { timeout: 150_000 },
    async () => {
      const first = await buildApp(config);
      const created = first.bootstrapResult.firstAdmin!;
      expect(created).toMatchObject({ username: 'admin', generated: true });
      expect(created.password).toMatch(/^(?=.*[a-zA-Z])(?=.*\d).{16,}$/);
      const login = await call(first, 'POST', '/api/login', {
        body: { username: 'admin', password: created.password },
      });
      expect(login.status).toBe(200);
      const tags = await call(first, 'GET', '/api/tags', { token: login.body.access_token });
      expect(tags.body.meta.total).toBeGreaterThanOrEqual(24);
      await first.close();

      const again = await buildApp(config);
      expect(again.bootstrapResult).toEqual({});
      const retag = await call(again, 'POST', '/api/login', {
        body: { username: 'admin', password: created.password },
      });
      expect((await call(again, 'GET', '/api/tags', { token: retag.body.access_token })).body.meta.total).toBe(
        tags.body.meta.total,
      );
      await again.close();
    },
  );
});
