/**
 * A kill -9 of the server while it writes tags loses no acknowledged write (embedded database).
 * Runs the real server in a child process on a temporary data directory, kills it mid-stream, restarts it
 * on the same directory (the stale lock is taken over) and reads every acknowledged tag back.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backlot-crash-'));
const PASSWORD = 'Crash12345';
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the server from source and resolves with its base URL once it listens. */
function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      ADMIN_PASSWORD: PASSWORD,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, base: match[1]! });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

async function signIn(base: string) {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('embedded database durability', () => {
  // Two starts of the server from source: well over a minute on a busy 2-core machine.
  it('keeps every acknowledged write across a kill -9', { timeout: 240_000 }, async () => {
    const first = await startServer();
    const token = await signIn(first.base);
    const acknowledged: string[] = [];
    let stop = false;

    // Two writers keep the database busy; the server is killed while requests are in flight.
    const writer = async (lane: number) => {
      for (let i = 0; !stop; i++) {
        const name = `crash-${lane}-${i}`;
        try {
          const response = await fetch(`${first.base}/api/tags`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ name, name_cn: name }),
          });
          if (response.status === 201) acknowledged.push(name);
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const writers = [writer(1), writer(2)];
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);

    const second = await startServer();
    const token2 = await signIn(second.base);
    const stored = new Set<string>();
    for (let page = 1; ; page++) {
      const response = await fetch(`${second.base}/api/tags?per_page=200&page=${page}&q=crash-`, {
        headers: { authorization: `Bearer ${token2}` },
      });
      const body = (await response.json()) as { data: Array<{ name: string }> };
      body.data.forEach((t) => stored.add(t.name));
      if (body.data.length < 200) break;
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);

    // A clean stop: SIGTERM closes the database and releases the data directory.
    const exited = new Promise<number | null>((resolve) => second.child.on('exit', resolve));
    second.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'backlot.lock'))).toBe(false);
  });
});
