/**
 * Canned replies: managed as a resource (titles unique ignoring case, both languages required), and offered,
 * the active ones by title, to whoever may reply to tickets.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
const MANAGE = ['list-canned-replies', 'create-canned-replies', 'edit-canned-replies', 'delete-canned-replies'];

beforeAll(async () => {
  api = as(app, (await adminWith(app, [...MANAGE, 'reply-supports'])).token);
});

const canned = (title: string, extra: object = {}) => ({
  title,
  body: `Hello, about ${title}.`,
  body_cn: `您好，关于${title}。`,
  ...extra,
});

describe('canned replies', () => {
  it('are created active, listed by title, edited and deleted', async () => {
    const made = await api.post('/api/canned-replies', canned('Refund on its way'));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      title: 'Refund on its way',
      active: true,
      body_cn: '您好，关于Refund on its way。',
    });
    await api.post('/api/canned-replies', canned('Card declined'));
    const titles = (await api.get('/api/canned-replies')).body.data.map((r: { title: string }) => r.title);
    expect(titles).toEqual(['Card declined', 'Refund on its way']);
    const edited = await api.put(`/api/canned-replies/${made.body.id}`, { active: false });
    expect(edited.body.active).toBe(false);
    const inactive = (await api.get('/api/canned-replies?active=0')).body.data.map((r: { id: number }) => r.id);
    expect(inactive).toEqual([made.body.id]);
    expect((await api.delete(`/api/canned-replies/${made.body.id}`)).status).toBe(204);
  });

  it('refuses a title taken (any case) and a missing text in either language', async () => {
    await api.post('/api/canned-replies', canned('Password reset'));
    const taken = await api.post('/api/canned-replies', canned('password RESET'));
    expect(taken.status).toBe(422);
    expect(Object.keys(taken.body.errors)).toEqual(['title']);
    const missing = await api.post('/api/canned-replies', { title: 'Half', body: 'Only English', body_cn: ' ' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['body_cn']);
  });

  it('offers the active ones to an admin who may reply, without the permission to manage them', async () => {
    const hidden = await api.post('/api/canned-replies', canned('Zz retired', { active: false }));
    const agent = as(app, (await adminWith(app, ['list-supports', 'reply-supports'])).token);
    const offered = await agent.get('/api/supports/canned-replies');
    expect(offered.status).toBe(200);
    const ids = offered.body.data.map((r: { id: number }) => r.id);
    expect(ids).not.toContain(hidden.body.id);
    expect(offered.body.data.map((r: { title: string }) => r.title)).toEqual(
      [...offered.body.data.map((r: { title: string }) => r.title)].sort((a, b) => a.localeCompare(b)),
    );
    expect(offered.body.data[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      body: expect.any(String),
      body_cn: expect.any(String),
    });
    expect((await agent.get('/api/canned-replies')).status).toBe(403);
    const reader = as(app, (await adminWith(app, ['list-supports'])).token);
    expect((await reader.get('/api/supports/canned-replies')).status).toBe(403);
  });
});
