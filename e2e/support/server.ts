/**
 * Starts the production build (`node apps/server/dist/main.js`) on a fresh data directory and a free
 * loopback port, and stops it. Used by the global setup and by specs that need a differently configured
 * server (two-factor required).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');

export type ServerOptions = {
  adminPassword: string;
  twoFactor?: 'optional' | 'required';
  demoData?: boolean;
};

export type RunningServer = { baseURL: string; port: number; pid: number; dataDir: string; logFile: string };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function tail(file: string, chars = 4000) {
  try {
    return fs.readFileSync(file, 'utf8').slice(-chars);
  } catch {
    return '';
  }
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  for (const [file, what] of [
    [SERVER_MAIN, 'the server'],
    [WEB_INDEX, 'the web app'],
  ] as const) {
    if (!fs.existsSync(file)) {
      throw new Error(`${path.relative(ROOT, file)} is missing: build ${what} first (npm run build).`);
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backlot-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, 'data'),
    ADMIN_PASSWORD: options.adminPassword,
    TWO_FACTOR: options.twoFactor ?? 'optional',
    DEMO_DATA: String(options.demoData ?? true),
    // The simulated month of site traffic would load the machine while the tests run; the demo members suffice.
    DEMO_TRAFFIC: 'false',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  };
  // The end-to-end tests run on the embedded database.
  delete env.DATABASE_URL;
  const log = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const baseURL = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 90_000;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail(logFile)}`,
      );
    }
    try {
      const res = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) });
      const body = await res.text();
      if (res.ok) return { baseURL, port, pid: child.pid!, dataDir, logFile };
      last = `HTTP ${res.status}: ${body.slice(0, 200)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer /api/health within 90 s (${last}):\n${tail(logFile)}`);
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM (the server drains and closes its database), SIGKILL after 10 s; then removes the data dir. */
export async function stopServer(server: Pick<RunningServer, 'pid' | 'dataDir'>) {
  if (alive(server.pid)) {
    process.kill(server.pid, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (alive(server.pid) && Date.now() < deadline) await sleep(100);
    if (alive(server.pid)) process.kill(server.pid, 'SIGKILL');
  }
  if (!process.env.E2E_KEEP_DATA) fs.rmSync(server.dataDir, { recursive: true, force: true });
}
