/**
 * One process per PGlite data directory. The lock file holds the owner's pid; a lock left by a process
 * that no longer runs (killed) is taken over, a live one stops start-up with a clear error.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock of `dir`; returns its release. */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'backlot.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by another Backlot process (pid ${owner}). ` +
            'Stop it first, or start this one with another DATA_DIR.',
        );
      }
      fs.rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir}.`);
}
