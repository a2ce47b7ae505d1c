// Starts the built server for a benchmark: a temp data directory, a free loopback port, quiet logs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, SERVER_ENV, SERVER_MAIN, SERVER_NODE_ARGS } from '../lib/paths.mjs';
import { freePort, stopChild, waitForHttp } from '../lib/proc.mjs';

/**
 * @param {{ adminPassword: string, databaseUrl?: string, demoData?: boolean, env?: Record<string, string>, prepare?: (env: NodeJS.ProcessEnv) => Promise<void>, dataDir?: string }} options
 *   `prepare` runs before the server starts, with the server's environment (to seed its database);
 *   `demoData: false` starts without the demo records (and their demo traffic); `dataDir`: the data of a
 *   server stopped with `keepData` (its embedded database, files and keys), else a new one.
 * @returns {Promise<{ baseURL: string, pid: number, dataDir: string, stop: (options?: { keepData?: boolean }) => Promise<void> }>}
 */
export async function startBenchServer({
  adminPassword,
  databaseUrl,
  demoData = true,
  env: extra = {},
  prepare,
  dataDir: kept,
}) {
  const dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'backlot-bench-'));
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const env = {
    ...process.env,
    ...SERVER_ENV,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, 'data'),
    ADMIN_PASSWORD: adminPassword,
    DEMO_DATA: String(demoData),
    // On PostgreSQL a server refuses to start without the key every server of the database shares.
    SECRET_KEY: 'YmVuY2gta2V5LWZvci1zZWNyZXRzLWF0LXJlc3QtMzI=',
    // Demo data without the simulated month of site traffic and year of commerce its first start posts to itself
    // for a minute and more: a bench measures the server's answers, not its answers while it feeds itself.
    DEMO_TRAFFIC: 'false',
    DEMO_COMMERCE: 'false',
    TWO_FACTOR: 'optional',
    // Request logging costs throughput; the figures are about the server's own work.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    ...extra,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  await prepare?.(env);

  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const baseURL = `http://127.0.0.1:${port}`;
  /** `keepData`: leave the data directory (`dataDir/data`) for the caller to read and remove. */
  const stop = async ({ keepData = false } = {}) => {
    await stopChild(child);
    if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${baseURL}/api/health`, { timeoutMs: 90_000, child });
  } catch (error) {
    const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-3000) : '';
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tail}`);
  }
  return { baseURL, pid: /** @type {number} */ (child.pid), dataDir, stop };
}

/** Signs in through the API; returns the bearer token. */
export async function signIn(baseURL, username, password) {
  const res = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ username, password }),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok || typeof body.access_token !== 'string') {
    throw new Error(`sign-in as ${username} failed: HTTP ${res.status} ${JSON.stringify(body)}`);
  }
  return body.access_token;
}

/** A process's resident memory in bytes (Linux). */
export function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}
