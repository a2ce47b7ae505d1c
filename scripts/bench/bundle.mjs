// (b) Web bundle budgets: gzip size of the JavaScript needed for the sign-in page, and for the shell
// showing the tags list. Reads Vite's build manifest (apps/web/dist/.vite/manifest.json); when the build
// has none, builds a copy with a manifest into a temp folder (the app's own dist is left alone).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoPath } from '../lib/paths.mjs';
import { runChecked } from '../lib/proc.mjs';

// Budgets, gzip. Sign-in: 250 KB — React DOM (~64), antd's core and CSS-in-JS (~60), React Router (~30),
// i18next (~16) and antd's form and input are its floor; anything past 250 is a library that page does not need.
// Shell + a list: 420 KB — the floor plus TanStack Query (~15) and antd's Table, which itself brings Tree,
// Checkbox, Radio, Dropdown, Select and Pagination. Grouping those into fewer chunks by hand-kept lists of
// antd internals reached ~397 KB but broke module order at run time (a class used before its chunk ran), so
// the build keeps rolldown's automatic chunks plus one chunk for the first page, and this budget says so.
export const BUDGETS = [
  { name: 'sign-in page', kb: 250, pages: [/features\/auth\/.*login/i, /(^|\/)login[^/]*\.[jt]sx?$/i] },
  {
    name: 'shell + tags list',
    kb: 420,
    shell: true,
    pages: [/features\/tags\/.*(list|index)[^/]*\.[jt]sx?$/i, /features\/tags\/.*\.[jt]sx?$/i],
  },
];

// Chunks that make up the signed-in shell (layout, sidebar, navbar, tags-view) when they are lazy.
const SHELL = /(^|\/)app\/(shell|layout)/i;

/** Vite's manifest of `dir`, or null. */
function readManifest(dir) {
  const file = path.join(dir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? { dir, manifest: JSON.parse(fs.readFileSync(file, 'utf8')) } : null;
}

/** The manifest of the app's build, or of a fresh build made with `--manifest` in a temp folder. */
export async function manifestOrBuild() {
  const existing = readManifest(repoPath('apps/web/dist'));
  if (existing) return { ...existing, cleanup: () => {} };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backlot-bundle-'));
  console.log(`  apps/web/dist has no manifest: building a copy with one (vite build --manifest) in ${dir}`);
  await runChecked('npx', ['vite', 'build', '--manifest', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: repoPath('apps/web'),
  });
  const built = readManifest(dir);
  if (!built) throw new Error('vite build --manifest wrote no manifest');
  return { ...built, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Keys of `start` and every chunk they import statically. */
function staticClosure(manifest, start) {
  const seen = new Set();
  const stack = [...start];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** The lazy entry whose source path matches the first pattern that matches anything. */
function findDynamic(manifest, patterns) {
  const dynamic = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && /\.[jt]sx?$/.test(k));
  for (const pattern of patterns) {
    const hits = dynamic.filter((k) => pattern.test(k)).sort((a, b) => a.length - b.length);
    if (hits.length) return hits[0];
  }
  return null;
}

/**
 * Measures every budget. Returns rows { name, kb, gzipKb, files, pass, missing? }.
 */
export function measure({ dir, manifest }) {
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  if (!entries.length) throw new Error('the manifest names no entry');
  const shellKeys = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && SHELL.test(k));
  return BUDGETS.map((budget) => {
    const page = findDynamic(manifest, budget.pages);
    const keys = staticClosure(manifest, [...entries, ...(budget.shell ? shellKeys : []), ...(page ? [page] : [])]);
    const files = [...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))];
    const sizes = files.map((f) => ({ file: f, gzip: gzipSize(path.join(dir, f)) })).sort((a, b) => b.gzip - a.gzip);
    const gzipKb = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    return {
      name: budget.name,
      kb: budget.kb,
      gzipKb,
      files: files.length,
      sizes,
      page,
      missing: page ? null : 'its page chunk is not in the build',
      pass: !!page && gzipKb <= budget.kb,
    };
  });
}

export async function benchBundle() {
  console.log('\nWeb bundle budgets (gzip -9 of the JavaScript loaded)');
  const built = await manifestOrBuild();
  try {
    const rows = measure(built);
    for (const row of rows) {
      const verdict = row.pass ? 'PASS' : 'FAIL';
      const detail = row.missing ? ` (${row.missing})` : ` (${row.files} files, page ${row.page})`;
      console.log(
        `  ${verdict}  ${row.name.padEnd(18)} ${row.gzipKb.toFixed(1).padStart(7)} KB of ${row.kb} KB${detail}`,
      );
      // BENCH_VERBOSE=1: what the figure is made of, largest first.
      if (process.env.BENCH_VERBOSE) {
        for (const s of row.sizes) console.log(`          ${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${s.file}`);
      }
    }
    return rows;
  } finally {
    built.cleanup();
  }
}
