#!/usr/bin/env node
// `npm run dev`: the Vite dev server (apps/web, proxying /api to the server) and the server restarting on
// change (tsx watch), as two children stopped together.
import { spawn } from 'node:child_process';
import { ensureSupportedNode } from './lib/runtime.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { ROOT, repoPath } from './lib/paths.mjs';
import { bold, fail, info } from './lib/log.mjs';

await ensureSupportedNode();
try {
  await ensureInstalled();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const children = [];
let stopping = false;

function start(name, command, args, options) {
  // Each child leads its own process group, so stopping it also stops what it spawned (npx, esbuild).
  // No stdin: a background process group reading the terminal would be stopped by the kernel (SIGTTIN).
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], detached: true, ...options });
  child.label = name;
  child.on('error', (error) => {
    console.error(`${name}: ${error.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${bold(name)} exited (${signal ?? `code ${code}`}); stopping the other process.`);
      stopAll(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) killGroup(child, 'SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) killGroup(child, 'SIGKILL');
  }, 5_000);
  force.unref();
  let left = children.filter((c) => c.exitCode === null && c.signalCode === null).length;
  if (left === 0) process.exit(code);
  for (const child of children) {
    child.once('exit', () => {
      left -= 1;
      if (left <= 0) process.exit(code);
    });
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));

const port = process.env.PORT ?? '8080';
info(`API: tsx watch apps/server/src/main.ts on http://127.0.0.1:${port}`);
start('server', 'npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
  cwd: ROOT,
  // The contract is loaded from its TypeScript sources (its `source` export condition): no build needed.
  env: {
    ...process.env,
    PORT: port,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--conditions=source'].filter(Boolean).join(' '),
  },
});

info('Web: Vite dev server on http://localhost:5173 (proxies /api to the server)');
start('web', 'npx', ['vite'], { cwd: repoPath('apps/web') });
