/** Directors: the second declared resource, with its own uniqueness and default order. */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';

const app = await startTestApp();
const { token } = await adminWith(app, ['list-directors', 'create-directors', 'edit-directors', 'delete-directors']);
const api = as(app, token);

describe('directors', () => {
  it('creates, lists by name, updates and deletes', async () => {
    for (const name of ['Sofia Reyes', '王小明', 'Ava Laurent'])
      expect((await api.post('/api/directors', { name })).status).toBe(201);
    const list = await api.get('/api/directors');
    expect(list.body.data.map((d: { name: string }) => d.name)).toEqual(['Ava Laurent', 'Sofia Reyes', '王小明']);

    const ava = list.body.data[0];
    const renamed = await api.put(`/api/directors/${ava.id}`, { name: 'Ava Laurent-Moreau' });
    expect(renamed.body.name).toBe('Ava Laurent-Moreau');
    expect(Date.parse(renamed.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(ava.updated_at));
    expect((await api.delete(`/api/directors/${ava.id}`)).status).toBe(204);
    expect((await api.get('/api/directors')).body.meta.total).toBe(2);
  });

  it('refuses a name already taken, ignoring case', async () => {
    await api.post('/api/directors', { name: 'Kenji Sato' });
    const dupe = await api.post('/api/directors', { name: 'kenji sato' });
    expect(dupe.status).toBe(422);
    expect(dupe.body.errors).toEqual({ name: ['This value is already taken.'] });
  });

  it('refuses fields a director does not have', async () => {
    const answer = await api.post('/api/directors', { name: 'X', name_cn: 'X' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ name_cn: ['Unknown field.'] });
  });
});
