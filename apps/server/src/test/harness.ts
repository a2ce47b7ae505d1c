/**
 * Test harness: a real app on a real database. PGlite in memory by default, started from the suite's migrated
 * dump (`global-setup.ts`); when TEST_DATABASE_URL is set, a fresh PostgreSQL database per test file (created
 * from that URL's server, dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp, type App } from '../app.js';
import type { Config } from '../config.js';
import { DEFAULT_SUPPORT_TARGETS } from '@backlot/contract';
import type { Storage } from '../platform/storage/storage.js';

export const ADMIN_PASSWORD = 'Admin12345';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated dump's file (`global-setup.ts`); empty on PostgreSQL. */
    migratedDump: string;
  }
}

async function freshDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const dump = inject('migratedDump');
    return { url: dump ? `memory://?from=${encodeURIComponent(dump)}` : 'memory://', drop: async () => {} };
  }
  const name = `backlot_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // A closed pool has sent its connections' goodbyes without waiting for them: forcing the drop before they
      // are gone would end them with an error their clients no longer listen for.
      for (let waited = 0; waited < 5_000; waited += 50) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    adminPassword: ADMIN_PASSWORD,
    secretKey: 'dGVzdC1rZXktZm9yLXNlY3JldHMtYXQtcmVzdC0zMmI=',
    twoFactor: 'optional',
    adminIpAllowlist: false,
    demoData: false,
    logLevel: 'silent',
    logFormat: 'json',
    sessionIdleMinutes: 120,
    sessionMaxHours: 168,
    maxVideoUploadBytes: 64 * 1024 * 1024,
    reportTimeZone: 'UTC',
    analyticsUpkeep: true,
    supportTargets: DEFAULT_SUPPORT_TARGETS,
    storage: { kind: 'disk' },
    checkResponses: true,
    ...overrides,
  };
}

/**
 * How the apps are wired: `through` maps their database's URL (a relay in front of it: `database-relay.ts`);
 * `storage`, a storage of their files other than the configured one (`full-device.ts`).
 */
type Wiring = { through?: (url: string) => string; storage?: Storage };

/** Builds an app on a fresh database, closed (and its database dropped) after the file's tests. */
export async function startTestApp(overrides: Partial<Config> = {}, wiring: Wiring = {}): Promise<App> {
  return (await startTestApps(1, overrides, wiring))[0]!;
}

/**
 * Builds `count` apps on one fresh database, as several server processes share one PostgreSQL. Only
 * meaningful with TEST_DATABASE_URL: an in-memory embedded database belongs to one app.
 */
export async function startTestApps(
  count: number,
  overrides: Partial<Config> = {},
  wiring: Wiring = {},
): Promise<App[]> {
  if (count > 1 && !process.env.TEST_DATABASE_URL) throw new Error('apps share a database only on PostgreSQL');
  const database = await freshDatabaseUrl();
  const apps: App[] = [];
  // Each app's stored files go to a directory of its own, removed with it.
  const dataDirs: string[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  for (let i = 0; i < count; i++) {
    const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'backlot-test-'));
    if (!overrides.dataDir) dataDirs.push(dataDir);
    const databaseUrl = wiring.through ? wiring.through(database.url) : database.url;
    apps.push(await buildApp(testConfig({ databaseUrl, dataDir, ...overrides }), { storage: wiring.storage }));
  }
  return apps;
}
