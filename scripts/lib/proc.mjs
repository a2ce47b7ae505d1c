// Child processes, ports and readiness checks, without dependencies.
import { spawn } from 'node:child_process';
import net from 'node:net';

const WINDOWS = process.platform === 'win32';

/**
 * Runs a command with inherited stdio and resolves with its exit code (signals count as failure).
 * `npm` and `npx` are resolved through the shell on Windows only.
 */
export function run(command, args = [], options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: WINDOWS, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 + (signalNumber(signal) ?? 1) : 1)));
  });
}

function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal];
}

/** Like `run`, but throws on a non-zero exit code. */
export async function runChecked(command, args = [], options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) {
    throw new Error(`\`${[command, ...args].join(' ')}\` exited with code ${code}`);
  }
}

/** Passes SIGINT/SIGTERM/SIGHUP received by this process to `child` (once each). */
export function forwardSignals(child, signals = ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  for (const signal of signals) {
    process.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
}

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `url` until it answers 200 (and, when given, `accept(body)` is true). Fails early when
 * `child` exits, and after `timeoutMs`.
 */
export async function waitForHttp(url, { timeoutMs = 60_000, child, accept } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer yet';
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`the server exited (code ${child.exitCode ?? child.signalCode}) before ${url} answered`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      const text = await res.text();
      if (res.ok && (!accept || accept(text))) return text;
      lastError = `HTTP ${res.status} ${text.slice(0, 200)}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`${url} did not become ready within ${Math.round(timeoutMs / 1000)} s (${lastError})`);
}

/** Sends SIGTERM, then SIGKILL after `graceMs`; resolves when the child has exited. */
export function stopChild(child, graceMs = 10_000) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
