// Installs the dependencies when they are missing or older than package-lock.json.
import { repoPath, ROOT } from './paths.mjs';
import { mtimeOf } from './fresh.mjs';
import { info } from './log.mjs';
import { runChecked } from './proc.mjs';

/** Why an install is needed, or null when node_modules is up to date. */
export function installReason() {
  const lock = mtimeOf(repoPath('package-lock.json'));
  // npm writes node_modules/.package-lock.json at the end of every install.
  const installed = mtimeOf(repoPath('node_modules/.package-lock.json')) || mtimeOf(repoPath('node_modules'));
  if (installed === 0) return 'node_modules is missing';
  if (lock > installed) return 'package-lock.json is newer than node_modules';
  return null;
}

export async function ensureInstalled({ force = false } = {}) {
  const reason = force ? 'asked to' : installReason();
  if (!reason) return false;
  info(`Installing dependencies (${reason}): npm ci`);
  await runChecked('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: ROOT,
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  return true;
}
