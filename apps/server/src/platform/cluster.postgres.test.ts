/**
 * Several servers in production, as docs/deploy.md sets them up: 2 server processes on one PostgreSQL (a cluster
 * of this test's own, restarted under load) and one S3-compatible bucket, behind a round-robin proxy that
 * TRUSTED_PROXIES names. What one server does, the other sees; a restart of the database loses no acknowledged
 * write; each member e-mail is delivered once; a stale save is refused.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startCluster } from '../../../../scripts/lib/postgres.mjs';
import { image, mp4 } from '../test/files.js';
import { startLocalS3 } from '../test/local-s3.js';
import { mailServer } from '../test/mail-server.js';
import { startProxy, startServers } from '../test/cluster/servers.js';

const cluster = await startCluster({ database: 'backlot_cluster' });
afterAll(() => cluster.stop()); // last: after the servers (hooks run in reverse order)
const s3 = await startLocalS3({ prefix: 'cluster/' });
const smtp = await mailServer();
afterAll(() => smtp.close());
const PASSWORD = 'Owner-pass-1';
const env = {
  DATABASE_URL: cluster.url,
  SECRET_KEY: randomBytes(32).toString('base64'),
  ADMIN_PASSWORD: PASSWORD,
  DEMO_DATA: 'false',
  SMTP_URL: smtp.url,
  TRUSTED_PROXIES: '127.0.0.1',
  STORAGE: 's3',
  S3_BUCKET: s3.settings.bucket,
  S3_ENDPOINT: s3.settings.endpoint!,
  S3_ACCESS_KEY_ID: s3.settings.credentials!.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.settings.credentials!.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
  S3_PREFIX: s3.settings.prefix,
};
// Started together: one migrates, the other waits for it.
const [a, b] = await startServers(2, env).catch((error: unknown) => {
  cluster.stop(); // the file's hooks do not run when its setup fails
  throw error;
});
const proxy = await startProxy([a!.url, b!.url]);

type Answer = { status: number; body: any; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any
type Call = { token?: string; body?: unknown; headers?: Record<string, string>; client?: string };

/** A call to `base` (a server, or the proxy): JSON in and out. */
async function call(base: string, method: string, path: string, options: Call = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'accept-language': 'en', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.client) headers['x-client-address'] = options.client;
  let body: RequestInit['body'];
  if (options.body instanceof FormData || options.body instanceof Uint8Array)
    body = options.body as RequestInit['body'];
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${base}${path}`, { method, headers, body });
  const text = await res.text();
  const json = (res.headers.get('content-type') ?? '').includes('json') && text;
  return { status: res.status, body: json ? JSON.parse(text) : text, headers: res.headers };
}

async function signIn(username: string, password: string, client?: string) {
  const answer = await call(proxy, 'POST', '/api/login', { body: { username, password }, client });
  expect(answer.status).toBe(200);
  return answer.body.access_token as string;
}
const owner = await signIn('admin', PASSWORD);
let serial = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++serial}`;

describe('two servers behind a proxy', () => {
  it('apply a sign-out and a removed permission made through one on the other', async () => {
    const role = await call(a!.url, 'POST', '/api/roles', {
      token: owner,
      body: { name: unique('readers'), permissions: ['list-tags'] },
    });
    const username = unique('reader');
    const admin = await call(a!.url, 'POST', '/api/admins', {
      token: owner,
      body: { username, password: 'Reader-pass-1', name: 'Reader', role_ids: [role.body.id] },
    });
    expect(admin.status).toBe(201);
    const reader = await signIn(username, 'Reader-pass-1');
    expect((await call(b!.url, 'GET', '/api/tags', { token: reader })).status).toBe(200);
    expect(
      (await call(a!.url, 'PUT', `/api/roles/${role.body.id}`, { token: owner, body: { permissions: [] } })).status,
    ).toBe(200);
    expect((await call(b!.url, 'GET', '/api/tags', { token: reader })).status).toBe(403);

    expect((await call(b!.url, 'GET', '/api/auth/me', { token: reader })).status).toBe(200);
    expect((await call(a!.url, 'POST', '/api/logout', { token: reader })).status).toBeLessThan(300);
    expect((await call(b!.url, 'GET', '/api/auth/me', { token: reader })).status).toBe(401);
  });

  it('serve through one a file uploaded through the other, and finish there a resumable upload started there', async () => {
    const picture = await image('png', 320, 200);
    const form = new FormData();
    form.append('file', new Blob([picture], { type: 'image/png' }), 'p.png');
    const stored = await call(a!.url, 'POST', '/api/files/images', { token: owner, body: form });
    expect(stored.status).toBe(201);
    const served = await fetch(`${b!.url}${stored.body.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);

    const video = mp4(12);
    const tus = { 'tus-resumable': '1.0.0' };
    const created = await call(a!.url, 'POST', '/api/files/tus', {
      token: owner,
      headers: { ...tus, 'upload-length': String(video.length), 'upload-metadata': `filename ${btoa('v.mp4')}` },
    });
    expect(created.status).toBe(201);
    const path = new URL(created.headers.get('location')!, a!.url).pathname;
    const patch = (base: string, offset: number, bytes: Buffer) =>
      call(base, 'PATCH', path, {
        token: owner,
        body: new Uint8Array(bytes),
        headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      });
    expect((await patch(a!.url, 0, video.subarray(0, 500))).status).toBe(204);
    const head = await call(b!.url, 'HEAD', path, { token: owner, headers: tus });
    expect(head.headers.get('upload-offset')).toBe('500');
    const finished = await patch(b!.url, 500, video.subarray(500));
    expect(finished.status).toBe(200);
    const back = await fetch(`${a!.url}${finished.body.url}`);
    expect(Buffer.from(await back.arrayBuffer()).equals(video)).toBe(true);
  });

  it('let the owner sign in while another client is throttled', async () => {
    const attacker = '203.0.113.9';
    const tries = [];
    for (let i = 0; i < 11; i++)
      tries.push(
        (
          await call(proxy, 'POST', '/api/login', {
            body: { username: 'nobody', password: 'wrong-1' },
            client: attacker,
          })
        ).status,
      );
    expect(tries.at(-1)).toBe(429);
    expect(await signIn('admin', PASSWORD, '198.51.100.7')).toBeTruthy();
  });

  it('deliver each of 5 password-reset e-mails sent through both servers once', async () => {
    const site = await call(proxy, 'POST', '/api/sites', {
      token: owner,
      body: { name: 'Cluster', domain: 'cluster.example.com' },
    });
    const names = Array.from({ length: 5 }, () => unique('member'));
    const events = names.map((username) => ({
      kind: 'signup',
      event_id: username,
      visitor_id: `v-${username}`,
      occurred_at: new Date().toISOString(),
      member: { username, email: `${username}@example.com` },
    }));
    const signups = await call(proxy, 'POST', '/api/intake/events', {
      headers: { 'x-site-key': site.body.intake_key },
      body: { events },
    });
    expect(signups.status).toBe(200);
    for (const [i, username] of names.entries()) {
      const found = await call(proxy, 'GET', `/api/users?q=${username}`, { token: owner });
      const id = found.body.data[0].id as number;
      const sent = await call(i % 2 ? a!.url : b!.url, 'GET', `/api/users/${id}/send-reset-password`, { token: owner });
      expect(sent.status).toBe(200);
    }
    const delivered = () => smtp.received.filter((mail) => names.some((n) => mail.to.includes(`${n}@example.com`)));
    await expect.poll(() => delivered().length, { timeout: 30_000 }).toBe(5);
    await new Promise((resolve) => setTimeout(resolve, 6_000)); // a round of both mailers later
    expect(
      delivered()
        .map((mail) => mail.to[0])
        .sort(),
    ).toEqual(names.map((n) => `${n}@example.com`).sort());
  });

  it('refuse through one a save based on a version the other has changed', async () => {
    const tag = await call(a!.url, 'POST', '/api/tags', {
      token: owner,
      body: { name: unique('tag'), name_cn: '标签' },
    });
    const version = { 'if-match': `"${tag.body.updated_at}"` };
    expect(
      (await call(a!.url, 'PUT', `/api/tags/${tag.body.id}`, { token: owner, body: { sort: 1 }, headers: version }))
        .status,
    ).toBe(200);
    const stale = await call(b!.url, 'PUT', `/api/tags/${tag.body.id}`, {
      token: owner,
      body: { sort: 2 },
      headers: version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale_version', changed_by: 'admin' });
  });

  it('keep serving after a database restart under load, with no acknowledged write lost', async () => {
    const acknowledged: string[] = [];
    const refused: number[] = [];
    let writing = true;
    const writer = async () => {
      while (writing) {
        const name = unique('load');
        const answer = await call(proxy, 'POST', '/api/tags', { token: owner, body: { name, name_cn: name } }).catch(
          () => ({ status: 0 }),
        );
        if (answer.status === 201) acknowledged.push(name);
        else refused.push(answer.status);
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await cluster.restart();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    writing = false;
    await Promise.all(writers);

    expect(acknowledged.length).toBeGreaterThan(20);
    expect(refused.filter((status) => status !== 503)).toEqual([]);
    for (const server of [a!, b!]) {
      await expect
        .poll(async () => (await call(server.url, 'GET', '/api/health')).status, { timeout: 15_000 })
        .toBe(200);
      expect((await call(server.url, 'GET', '/api/tags?per_page=1', { token: owner })).status).toBe(200);
    }
    const db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
    const { rows } = await db.query<{ name: string }>(`select name from tags where name like 'load-%'`);
    await db.end();
    const kept = new Set(rows.map((row) => row.name));
    expect(acknowledged.filter((name) => !kept.has(name))).toEqual([]);
  });
});
