// Where things are, relative to the repository root (this file lives in scripts/lib/).
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** An absolute path inside the repository. */
export const repoPath = (...parts) => path.join(ROOT, ...parts);

export const SERVER_MAIN = repoPath('apps/server/dist/main.js');
/**
 * Node options of the server: a bounded heap makes V8 collect garbage before growing it, so streaming a large
 * export keeps the process's memory flat (100,000 rows of videos.csv: +33 MB instead of +135 MB, `npm run bench`).
 */
export const SERVER_NODE_ARGS = ['--max-old-space-size=1024'];
/**
 * Environment of the server: glibc's malloc keeps one arena per thread that allocated (libuv's, libvips'), and
 * each keeps what it once held; two arenas take the server's idle memory after the demo data from 525 MB to 385 MB
 * (`npm start`, embedded database). A value already set is kept.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };
export const WEB_INDEX = repoPath('apps/web/dist/index.html');
