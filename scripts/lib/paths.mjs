// Where things are, relative to the repository root (this file lives in scripts/lib/).
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** An absolute path inside the repository. */
export const repoPath = (...parts) => path.join(ROOT, ...parts);

export const SERVER_MAIN = repoPath('apps/server/dist/main.js');
export const WEB_INDEX = repoPath('apps/web/dist/index.html');
