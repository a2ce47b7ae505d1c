// Where things are, relative to the repository root (this file lives in scripts/lib/).
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** An absolute path inside the repository. */
export const repoPath = (...parts) => path.join(ROOT, ...parts);

export const SERVER_MAIN = repoPath('apps/server/dist/main.js');
/**
 * Node options of the server: a bounded heap makes V8 collect garbage before growing it, so streaming a large
 * export keeps the process's memory flat (100,000 rows of videos.csv: +33 MB instead of +135 MB, `npm run bench`);
 * the exposed collector lets a quiet server give back what a busy spell grew (`platform/idle-memory.ts`).
 */
export const SERVER_NODE_ARGS = ['--max-old-space-size=1024', '--expose-gc'];
/**
 * Environment of the server, for glibc's malloc: one arena per thread that allocated (libuv's, libvips') each
 * keeps what it once held, so two arenas only; and blocks of 128 KiB and more are mapped apart and the heap's
 * free top returned, at fixed thresholds (glibc otherwise raises both as large blocks come and go, and keeps
 * what a busy spell took). With the quiet-time collection, the idle server after the demo data's first start
 * holds 336 MB on the embedded database (385 MB with the arena limit alone, 525 MB with neither). A value
 * already set is kept.
 */
export const SERVER_ENV = {
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
  MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ ?? '131072',
};
export const WEB_INDEX = repoPath('apps/web/dist/index.html');
