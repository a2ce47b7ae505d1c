// Finds whether a workspace has unit tests, so a missing suite is reported as skipped, not as passed.
import fs from 'node:fs';
import path from 'node:path';

const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const SKIP = new Set(['node_modules', 'dist', '.vite', 'coverage']);

export function hasTestFiles(dir) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  return entries.some((entry) =>
    entry.isDirectory()
      ? !SKIP.has(entry.name) && hasTestFiles(path.join(dir, entry.name))
      : TEST_FILE.test(entry.name),
  );
}
