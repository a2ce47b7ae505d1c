// Stops early, with a clear message, on a Node.js older than the project supports.
import { fail } from './log.mjs';

export const MIN_NODE = '20.19.0';

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

export function checkNodeVersion(min = MIN_NODE) {
  const current = process.versions.node;
  if (!isAtLeast(current, min)) {
    fail(
      `Backlot needs Node.js ${min.replace(/\.0$/, '')} or newer; this is Node.js ${current}. ` +
        'Install a current Node.js 20 LTS (or newer) and run the command again.',
    );
  }
}
