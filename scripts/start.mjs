#!/usr/bin/env node
// `npm start`: install what is missing, build what is stale, then run the server in the foreground.
// Plain Node on purpose: it must work on a fresh clone before any dependency is installed.
import { spawn } from 'node:child_process';
import { ensureSupportedNode } from './lib/runtime.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { ROOT, SERVER_ENV, SERVER_MAIN, SERVER_NODE_ARGS } from './lib/paths.mjs';
import { fail, info } from './lib/log.mjs';

await ensureSupportedNode();

try {
  await ensureInstalled();
  await ensureBuilt(['server', 'web']);
} catch (error) {
  fail(`Start-up stopped: ${error instanceof Error ? error.message : String(error)}`);
}

info(`Starting the server: node ${[...SERVER_NODE_ARGS, SERVER_MAIN.slice(ROOT.length + 1)].join(' ')}`);
// Its own process group, so a Ctrl-C in the terminal reaches it once (through us), not twice.
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_MAIN], {
  cwd: ROOT,
  env: { ...process.env, ...SERVER_ENV },
  stdio: 'inherit',
  detached: true,
});

// The server drains and closes its database on SIGINT/SIGTERM; pass them on and wait for it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on('error', (error) => fail(`Could not start the server: ${error.message}`));
server.on('exit', (code, signal) => {
  // A server stopped by the signal we forwarded ended normally.
  if (signal === 'SIGINT' || signal === 'SIGTERM') process.exit(0);
  process.exit(code ?? 1);
});
