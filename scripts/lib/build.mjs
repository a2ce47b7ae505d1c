// Builds the server (with the contract) and the web app when their sources are newer than the outputs.
import fs from 'node:fs';
import { repoPath, ROOT, SERVER_MAIN, WEB_INDEX } from './paths.mjs';
import { isStale } from './fresh.mjs';
import { info } from './log.mjs';
import { runChecked } from './proc.mjs';

const STAMPS = repoPath('node_modules/.cache/backlot');

const COMMON = [
  repoPath('package-lock.json'),
  repoPath('tsconfig.base.json'),
  repoPath('packages/contract/src'),
  repoPath('packages/contract/package.json'),
  repoPath('packages/contract/tsconfig.json'),
];

export const TARGETS = {
  server: {
    label: 'server and contract',
    sources: [
      ...COMMON,
      repoPath('apps/server/src'),
      repoPath('apps/server/package.json'),
      repoPath('apps/server/tsconfig.json'),
    ],
    output: SERVER_MAIN,
    command: ['npx', ['tsc', '-b', 'apps/server']],
  },
  web: {
    label: 'web app',
    // Everything in apps/web but node_modules and dist: src, index.html, vite and ts configs, public/.
    sources: [...COMMON, repoPath('apps/web')],
    output: WEB_INDEX,
    command: ['npm', ['run', 'build', '-w', 'apps/web']],
  },
};

function stampOf(name) {
  return `${STAMPS}/build-${name}.stamp`;
}

/**
 * The build output alone is not a good clock: an incremental `tsc -b` leaves untouched outputs alone.
 * A stamp written after each successful build marks when the sources were last compiled.
 */
export function needsBuild(name) {
  const target = TARGETS[name];
  if (!fs.existsSync(target.output)) return true;
  const stamp = fs.existsSync(stampOf(name)) ? stampOf(name) : target.output;
  return isStale(target.sources, [stamp]);
}

export async function build(name) {
  const target = TARGETS[name];
  const started = Date.now();
  info(`Building the ${target.label}: ${[target.command[0], ...target.command[1]].join(' ')}`);
  await runChecked(target.command[0], target.command[1], { cwd: ROOT });
  fs.mkdirSync(STAMPS, { recursive: true });
  // The stamp takes the time the build started, so an edit made during the build still counts as newer.
  fs.writeFileSync(stampOf(name), '');
  fs.utimesSync(stampOf(name), new Date(started), new Date(started));
}

/** Builds each target whose sources changed; returns the names built. */
export async function ensureBuilt(names = ['server', 'web']) {
  const built = [];
  for (const name of names) {
    if (needsBuild(name)) {
      await build(name);
      built.push(name);
    }
  }
  return built;
}
