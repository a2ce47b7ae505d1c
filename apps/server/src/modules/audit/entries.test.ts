/** What an entry says about its record: its name when it changed, and no entry for a save that changed nothing. */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as, signIn } from '../../test/client.js';

const app = await startTestApp();
const admin = as(app, await signIn(app));

type Entry = { action: string; record_label: string | null; changes: Record<string, unknown> };
const entriesOf = async (resource: string, id: number): Promise<Entry[]> =>
  (await admin.get(`/api/audit-logs?resource=${resource}&resource_id=${id}&sort=id`)).body.data;

describe('audit entries', () => {
  it("keep a tag's name as it was at each change, after a rename and a delete", async () => {
    const id = (await admin.post('/api/tags', { name: 'Beach', name_cn: '海滩', sort: 3 })).body.id as number;
    await admin.put(`/api/tags/${id}`, { name: 'Seaside' });
    await admin.delete(`/api/tags/${id}`);
    const entries = await entriesOf('tags', id);
    expect(entries.map((e) => [e.action, e.record_label])).toEqual([
      ['create', 'Beach'],
      ['update', 'Seaside'],
      ['delete', 'Seaside'],
    ]);
    expect(entries[0]!.changes).toEqual({
      name: { before: null, after: 'Beach' },
      name_cn: { before: null, after: '海滩' },
      sort: { before: null, after: 3 },
    });
  });

  it('are not written when a save changes nothing', async () => {
    const id = (await admin.post('/api/tags', { name: 'Forest', name_cn: '森林', sort: 1 })).body.id as number;
    const unchanged = await admin.put(`/api/tags/${id}`, { name: 'Forest', name_cn: '森林', sort: 1 });
    expect(unchanged.status).toBe(200);
    expect((await entriesOf('tags', id)).map((e) => e.action)).toEqual(['create']);
  });

  it("keep an admin's username, and skip a save of the same values", async () => {
    const id = (await admin.post('/api/admins', { username: 'wang.wu', name: '王五', password: 'Start12345' })).body
      .id as number;
    await admin.put(`/api/admins/${id}`, { name: '王五' });
    await admin.put(`/api/admins/${id}`, { email: 'wang.wu@example.com' });
    await admin.post(`/api/admins/${id}/enable`);
    const entries = await entriesOf('admins', id);
    expect(entries.map((e) => [e.action, e.record_label])).toEqual([
      ['create', 'wang.wu'],
      ['update', 'wang.wu'],
    ]);
    expect(entries[1]!.changes).toEqual({ email: { before: null, after: 'wang.wu@example.com' } });
  });

  it("keep a role's name, and skip an assignment that changes nothing", async () => {
    const id = (await admin.post('/api/roles', { name: 'Editors', permissions: ['list-tags'] })).body.id as number;
    await admin.post(`/api/roles/${id}/assign`, { permissions: ['list-tags'] });
    await admin.put(`/api/roles/${id}`, { name: 'Senior editors' });
    const entries = await entriesOf('roles', id);
    expect(entries.map((e) => [e.action, e.record_label])).toEqual([
      ['create', 'Editors'],
      ['update', 'Senior editors'],
    ]);
    expect(entries[1]!.changes).toEqual({ name: { before: 'Editors', after: 'Senior editors' } });
  });
});
