// "Is this output older than its sources?" by file modification times, without dependencies.
import fs from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.vite', 'coverage', 'test-results', 'playwright-report', '.git']);

export function mtimeOf(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** The newest modification time of a file, or of any file below a folder (build folders skipped). */
export function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const dirent of fs.readdirSync(entry, { withFileTypes: true })) {
    if (SKIP.has(dirent.name) || dirent.name.endsWith('.tsbuildinfo')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, dirent.name)));
  }
  return newest;
}

/** True when any source is newer than the oldest of the outputs, or an output is missing. */
export function isStale(sources, outputs) {
  const outputTimes = outputs.map(mtimeOf);
  if (outputTimes.some((t) => t === 0)) return true;
  const built = Math.min(...outputTimes);
  return sources.some((source) => newestMtime(source) > built);
}
