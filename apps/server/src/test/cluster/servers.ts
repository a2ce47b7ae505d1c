/**
 * Server processes for tests of several servers: `src/main.ts` run by tsx (no build needed), on a database and
 * settings of the test's choosing, each on a free loopback port; and a round-robin reverse proxy in front of
 * them that names the client in `X-Forwarded-For` (the address in a request's `X-Client-Address`, as a client's
 * socket would give it, or the socket's own). Everything started is stopped after the file's tests.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));

export type ServerProcess = { url: string; pid: number; log: () => string; stop: () => Promise<void> };

async function freePort() {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts a server process with `env` (beside a free port and a data directory), once it answers /api/health. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backlot-server-'));
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const out = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const log = () => fs.readFileSync(logFile, 'utf8');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  afterAll(stop);
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { url, pid: child.pid!, log, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer within 120 s:\n${log()}`);
}

/**
 * `count` servers started together with the same `env` (as a rollout starts them); when one cannot start, the
 * others are stopped before the failure is thrown, so that nothing outlives the test.
 */
export async function startServers(count: number, env: Record<string, string>): Promise<ServerProcess[]> {
  const started = await Promise.allSettled(Array.from({ length: count }, () => startServer(env)));
  const failure = started.find((result) => result.status === 'rejected');
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  if (failure) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failure.reason;
  }
  return servers;
}

/** A round-robin reverse proxy to `targets`: its URL. */
export async function startProxy(targets: string[]): Promise<string> {
  let next = 0;
  const proxy = http.createServer((request, response) => {
    const target = new URL(targets[next++ % targets.length]!);
    const client = String(request.headers['x-client-address'] ?? request.socket.remoteAddress);
    const { 'x-client-address': _client, ...passed } = request.headers;
    const headers = { ...passed, 'x-forwarded-for': client, host: target.host };
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  afterAll(() => {
    proxy.closeAllConnections();
    return new Promise((resolve) => proxy.close(resolve));
  });
  return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}
