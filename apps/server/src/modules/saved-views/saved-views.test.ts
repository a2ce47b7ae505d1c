/** Saved views: each admin's own, shared with a role's holders, one default per list, and nobody else's reachable. */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminHolding, roleWith } from '../../test/fixtures.js';

const app = await startTestApp();
type Client = ReturnType<typeof as>;

let editors: number;
let ann: Client & { token: string };
let bob: Client & { token: string };
let outsider: Client & { token: string };

const signedIn = async (roleIds: number[]) => {
  const { token } = await adminHolding(app, roleIds);
  return Object.assign(as(app, token), { token });
};
const views = async (client: Client, resource = 'videos') => {
  const answer = await client.get(`/api/saved-views?resource=${resource}`);
  expect(answer.status).toBe(200);
  return answer.body.data as Array<{ id: number; name: string; mine: boolean; is_default: boolean }>;
};
const draftVideos = { filters: { status: 'draft' }, sort: '-created_at', columns: ['title', 'status'] };

beforeAll(async () => {
  editors = await roleWith(app, ['list-videos', 'list-tags']);
  ann = await signedIn([editors]);
  bob = await signedIn([editors]);
  outsider = await signedIn([await roleWith(app, ['list-videos'])]);
});

/** PATCH through inject: the test client knows GET, POST, PUT and DELETE. */
async function rename(client: { token: string }, id: number, body: unknown) {
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/saved-views/${id}`,
    headers: { authorization: `Bearer ${client.token}`, 'accept-language': 'en' },
    payload: body as object,
  });
  return { status: response.statusCode, body: response.json() };
}

describe('saved views', () => {
  it('creates a view of a list and lists it to its owner only', async () => {
    const created = await ann.post('/api/saved-views', { resource: 'videos', name: 'Drafts', state: draftVideos });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Drafts', state: draftVideos, mine: true, is_default: false });
    expect((await views(ann)).map((v) => v.name)).toEqual(['Drafts']);
    expect(await views(bob)).toEqual([]);
    expect(await views(ann, 'tags')).toEqual([]);
  });

  it('renames, updates the state and deletes an own view', async () => {
    const { body } = await ann.post('/api/saved-views', { resource: 'tags', name: 'A', state: { filters: {} } });
    const renamed = await rename(ann, body.id, { name: 'Recent tags', state: { filters: { q: 'x' }, sort: 'name' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Recent tags', state: { filters: { q: 'x' }, sort: 'name' } });
    expect((await ann.delete(`/api/saved-views/${body.id}`)).status).toBe(204);
    expect(await views(ann, 'tags')).toEqual([]);
  });

  it('keeps one default per admin and list', async () => {
    const first = (await ann.post('/api/saved-views', { resource: 'videos', name: 'One', state: draftVideos })).body;
    const second = (await ann.post('/api/saved-views', { resource: 'videos', name: 'Two', state: draftVideos })).body;
    expect((await ann.put(`/api/saved-views/${first.id}/default`)).body.is_default).toBe(true);
    expect((await ann.put(`/api/saved-views/${second.id}/default`)).status).toBe(200);
    const defaults = (await views(ann)).filter((v) => v.is_default).map((v) => v.name);
    expect(defaults).toEqual(['Two']);
    expect((await ann.delete(`/api/saved-views/${second.id}/default`)).body.is_default).toBe(false);
    expect((await views(ann)).some((v) => v.is_default)).toBe(false);
  });

  it('shares a view with a role: its holders read it, not editable, others do not see it', async () => {
    const shared = await ann.post('/api/saved-views', {
      resource: 'videos',
      name: 'Team drafts',
      state: draftVideos,
      shared_role_id: editors,
    });
    expect(shared.status).toBe(201);
    expect(shared.body.shared_role_id).toBe(editors);
    const seen = (await views(bob)).find((v) => v.name === 'Team drafts');
    expect(seen).toMatchObject({ mine: false });
    expect((await views(outsider)).map((v) => v.name)).not.toContain('Team drafts');
    // A holder may make it their default; unsharing drops it from their lists and defaults.
    expect((await bob.put(`/api/saved-views/${shared.body.id}/default`)).body.is_default).toBe(true);
    expect((await rename(bob, shared.body.id, { name: 'Mine now' })).status).toBe(404);
    expect((await rename(ann, shared.body.id, { shared_role_id: null })).status).toBe(200);
    expect((await views(bob)).map((v) => v.name)).not.toContain('Team drafts');
  });

  it('shares only with a role the owner holds, unless they may edit roles', async () => {
    const other = await roleWith(app, ['list-videos']);
    const refused = await ann.post('/api/saved-views', {
      resource: 'videos',
      name: 'Elsewhere',
      state: draftVideos,
      shared_role_id: other,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.shared_role_id).toEqual(['You may share only with a role you hold.']);
    expect((await ann.get('/api/saved-views/roles')).body.data.map((r: { id: number }) => r.id)).toEqual([editors]);

    const roleEditor = await signedIn([await roleWith(app, ['list-videos', 'edit-roles'])]);
    const shared = await roleEditor.post('/api/saved-views', {
      resource: 'videos',
      name: 'For others',
      state: draftVideos,
      shared_role_id: other,
    });
    expect(shared.status).toBe(201);
    expect((await roleEditor.get('/api/saved-views/roles')).body.data.length).toBeGreaterThan(2);
  });

  it("answers 404 for another admin's view and changes nothing", async () => {
    const { body } = await ann.post('/api/saved-views', { resource: 'videos', name: 'Private', state: draftVideos });
    expect((await rename(bob, body.id, { name: 'Taken over' })).status).toBe(404);
    expect((await bob.delete(`/api/saved-views/${body.id}`)).status).toBe(404);
    expect((await bob.put(`/api/saved-views/${body.id}/default`)).status).toBe(404);
    expect((await ann.get('/api/saved-views?resource=videos')).body.data).toContainEqual(
      expect.objectContaining({ id: body.id, name: 'Private', is_default: false }),
    );
    expect((await bob.put(`/api/saved-views/999999/default`)).status).toBe(404);
  });

  it('refuses bad input with 422', async () => {
    const bad = async (body: unknown) => {
      const answer = await ann.post('/api/saved-views', body);
      expect(answer.status).toBe(422);
      return Object.keys(answer.body.errors ?? {});
    };
    const valid = { resource: 'videos', name: 'Fine', state: draftVideos };
    expect(await bad({ ...valid, resource: 'no-such-list' })).toEqual(['resource']);
    expect(await bad({ ...valid, resource: 'audit-logs' })).toEqual(['resource']); // not the admin's to read
    expect(await bad({ ...valid, name: '' })).toEqual(['name']);
    expect(await bad({ ...valid, name: 'x'.repeat(61) })).toEqual(['name']);
    expect(await bad({ ...valid, name: 'drafts' })).toEqual(['name']); // "Drafts" exists, whatever the case
    expect(await bad({ ...valid, owner_id: 1 })).toEqual(['owner_id']);
    expect(await bad({ ...valid, state: { filters: { status: 'x'.repeat(501) } } })).toEqual(['state.filters.status']);
    const many = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`f${i}`, 'v']));
    expect((await bad({ ...valid, state: { filters: many } }))[0]).toMatch(/^state/);
    expect((await rename(ann, 1, { owner_id: 2 })).status).toBe(422);
    // The same name on another list, or for another admin, is fine.
    expect((await bob.post('/api/saved-views', { ...valid, name: 'Drafts' })).status).toBe(201);
  });
});
