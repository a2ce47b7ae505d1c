/** Stale saves: a save based on a version the record has left is a 409 naming who changed it and when. */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as, call, signIn } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';

const app = await startTestApp();
let editor: { token: string };
let owner: string;

beforeAll(async () => {
  editor = await adminWith(app, ['list-tags', 'create-tags', 'edit-tags']);
  owner = await signIn(app);
});

/** A save of tag `id` by `token`, based on `version` (no `If-Match` when undefined). */
const save = (token: string, id: number, body: object, version?: string, lang = 'en') =>
  call(app, 'PUT', `/api/tags/${id}`, {
    token,
    body,
    lang,
    headers: version === undefined ? {} : { 'if-match': `"${version}"` },
  });

async function newTag(name: string) {
  const created = await as(app, owner).post('/api/tags', { name, name_cn: name });
  expect(created.status).toBe(201);
  return created.body as { id: number; updated_at: string };
}

describe('record versions', () => {
  it('saves an edit based on the current version, and refuses one based on an older version, naming who and when', async () => {
    const tag = await newTag('Versioned');
    const first = await save(owner, tag.id, { sort: 1 }, tag.updated_at);
    expect(first.status).toBe(200);
    expect(first.body.updated_at).not.toBe(tag.updated_at);

    const stale = await save(editor.token, tag.id, { sort: 2 }, tag.updated_at);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      code: 'stale_version',
      message: 'admin changed this record after you opened it: reload it, or compare and save again.',
      changed_by: 'admin',
      changed_at: first.body.updated_at,
      version: first.body.updated_at,
    });
    const chinese = await save(editor.token, tag.id, { sort: 2 }, tag.updated_at, 'zh-CN');
    expect(chinese.body.message).toBe('在您打开后，admin 修改了此记录：请重新加载，或比较后再次保存。');
    expect((await as(app, owner).get(`/api/tags/${tag.id}`)).body.sort).toBe(1);

    // Based on the version the conflict named (after comparing), the save goes through.
    expect((await save(editor.token, tag.id, { sort: 2 }, stale.body.version)).status).toBe(200);
  });

  it('overwrites when the save names no version, as API clients did before versions', async () => {
    const tag = await newTag('Unversioned');
    await save(owner, tag.id, { sort: 3 });
    expect((await save(editor.token, tag.id, { sort: 4 })).status).toBe(200);
  });

  it('lets exactly one of 30 concurrent saves based on one version through', async () => {
    const tag = await newTag('Contended');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => save(i % 2 ? owner : editor.token, tag.id, { sort: i }, tag.updated_at)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect((await as(app, owner).get(`/api/tags/${tag.id}`)).body.sort).toBe(winner.body.sort);
  });
});

describe('records saved by their own services', () => {
  /** Saves `body` at `url` as `token`, based on `version`. */
  const put = (token: string, url: string, body: object, version?: string) =>
    call(app, 'PUT', url, { token, body, headers: version === undefined ? {} : { 'if-match': `"${version}"` } });

  it.each([
    ['an admin', (id: { adminId: number }) => `/api/admins/${id.adminId}`, { name: 'Renamed' }],
    ['a role', (id: { roleId: number }) => `/api/roles/${id.roleId}`, { description: 'Renamed' }],
  ])('refuses a stale save of %s, naming who changed it', async (_, urlOf, body) => {
    const url = urlOf(await adminWith(app, ['list-tags']));
    const opened = (await as(app, owner).get(url)).body.updated_at as string;
    expect((await put(owner, url, body, opened)).status).toBe(200);

    const stale = await put(owner, url, body, opened);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale_version', changed_by: 'admin' });
    expect((await put(owner, url, body, stale.body.version)).status).toBe(200);
  });

  it("refuses a stale save of one's own profile after another admin changed it", async () => {
    const self = await adminWith(app, ['list-tags']);
    const opened = (await as(app, self.token).get('/api/auth/me')).body.updated_at as string;
    expect((await put(owner, `/api/admins/${self.adminId}`, { name: 'Named by the owner' })).status).toBe(200);

    const stale = await put(self.token, '/api/auth/me', { name: 'Named by myself' }, opened);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale_version', changed_by: 'admin' });
    expect((await as(app, self.token).get('/api/auth/me')).body.name).toBe('Named by the owner');

    const saved = await put(self.token, '/api/auth/me', { name: 'Named by myself' }, stale.body.version);
    expect(saved.status).toBe(200);
    expect(saved.body.updated_at).not.toBe(stale.body.version);
  });
});
