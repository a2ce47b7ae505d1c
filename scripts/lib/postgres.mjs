// A throwaway PostgreSQL cluster for tests and benchmarks: a temp directory, a free loopback port,
// trust authentication, stopped and removed afterwards. Used by .ci/run (through the CLI below) and by
// the benchmark. Needs the PostgreSQL server binaries (Debian: postgresql-15).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './proc.mjs';

const CANDIDATE_BINDIRS = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'];

/** The folder holding initdb and pg_ctl: PG_BINDIR, a Debian install, or the PATH. */
export function findBinDir() {
  const wanted = [process.env.PG_BINDIR, ...CANDIDATE_BINDIRS].filter(Boolean);
  for (const dir of wanted) {
    if (fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (found.status === 0 && found.stdout.trim()) return path.dirname(found.stdout.trim());
  return null;
}

/** PostgreSQL refuses to run as root: as root, run its programs as the `postgres` user. */
function runAs() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error('running as root, but there is no `postgres` user to run PostgreSQL as');
  }
}

function exec(bin, args, { user, quiet = true } = {}) {
  const result = spawnSync(bin, args, {
    ...user,
    encoding: 'utf8',
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // HOME of root is not readable by postgres; some tools look there.
    env: { ...process.env, HOME: os.tmpdir(), LC_ALL: 'C' },
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
    throw new Error(`${path.basename(bin)} ${args.join(' ')} failed (${result.status ?? result.signal}): ${output}`);
  }
  return result.stdout ?? '';
}

/**
 * Starts a cluster and creates `database`. Resolves with { url, port, dir, stop() }.
 * `stop()` is synchronous, so it can run from an exit handler.
 */
export async function startCluster({ database = 'backlot_test', binDir = findBinDir() } = {}) {
  if (!binDir) throw new Error('PostgreSQL server binaries not found (install postgresql-15, or set PG_BINDIR)');
  const user = runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backlot-pg-'));
  const data = path.join(dir, 'data');
  if (user.uid !== undefined) fs.chownSync(dir, user.uid, user.gid);
  fs.chmodSync(dir, 0o700);
  const port = await freePort();
  const pgCtl = path.join(binDir, 'pg_ctl');
  // A throwaway cluster: durability off for speed; loopback only; the socket stays in the temp dir.
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  let started = false;

  const stop = () => {
    if (started) {
      try {
        exec(pgCtl, ['stop', '-D', data, '-m', 'fast', '-w'], { user });
      } catch {
        // Already stopped or never fully started: removing the folder is what matters.
      }
      started = false;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    exec(
      path.join(binDir, 'initdb'),
      ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      {
        user,
      },
    );

    exec(pgCtl, ['start', '-D', data, '-l', path.join(dir, 'postgres.log'), '-w', '-t', '60', '-o', options], { user });
    started = true;
    exec(path.join(binDir, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database], { user });
  } catch (error) {
    const logFile = path.join(dir, 'postgres.log');
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
    stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}${log ? `\n${log}` : ''}`);
  }

  /**
   * Restarts the server (fast shutdown: every connection is ended), as a database restart or failover does.
   * Asynchronous, so that the caller's own clients go on sending while it happens.
   */
  const restart = () =>
    new Promise((resolve, reject) => {
      const args = ['restart', '-D', data, '-m', 'fast', '-w', '-t', '60', '-l', path.join(dir, 'postgres.log')];
      const child = spawn(pgCtl, [...args, '-o', options], {
        ...user,
        stdio: 'ignore',
        env: { ...process.env, LC_ALL: 'C' },
      });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl restart failed (${code})`))));
    });

  return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, port, dir, data, binDir, stop, restart };
}

/** Stops a cluster started by the CLI below (given its temp dir) and removes the dir. */
export function stopClusterDir(dir, binDir = findBinDir()) {
  const data = path.join(dir, 'data');
  if (binDir && fs.existsSync(path.join(data, 'postmaster.pid'))) {
    try {
      exec(path.join(binDir, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w'], { user: runAs() });
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

// CLI, for shell scripts:
//   node scripts/lib/postgres.mjs start [database]  -> prints PG_DIR=... and PG_URL=... lines (shell-safe)
//   node scripts/lib/postgres.mjs stop DIR
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, arg] = process.argv.slice(2);
  try {
    if (command === 'start') {
      const cluster = await startCluster({ database: arg || 'backlot_test' });
      process.stdout.write(`PG_DIR=${cluster.dir}\nPG_URL=${cluster.url}\n`);
    } else if (command === 'stop' && arg) {
      stopClusterDir(arg);
    } else {
      console.error('usage: node scripts/lib/postgres.mjs start [database] | stop DIR');
      process.exit(2);
    }
  } catch (error) {
    console.error(`postgres: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
