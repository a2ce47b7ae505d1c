/** Sites: CRUD with unique names and domains, and the intake key shown once and rotated. */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;

beforeAll(async () => {
  const { token } = await adminWith(app, [
    'list-sites',
    'create-sites',
    'edit-sites',
    'delete-sites',
    'list-audit-logs',
  ]);
  api = as(app, token);
});

const intake = (key: string) =>
  app.inject({
    method: 'POST',
    url: '/api/intake/cooperations',
    headers: { 'x-site-key': key },
    payload: { subject: 'Hello', name: 'Ann', email: 'ann@example.com', message: 'Let us work together.' },
  });

describe('sites', () => {
  it('creates a site, answering its intake key once, and keeps only a hint of it', async () => {
    const created = await api.post('/api/sites', {
      name: 'Velvet',
      domain: 'Velvet.Example.com',
      description: 'Main brand',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Velvet', domain: 'velvet.example.com', description_cn: null });
    const key: string = created.body.intake_key;
    expect(key).toMatch(/^bl_site_[\w-]{43}$/);
    expect(created.body.intake_key_hint).toBe(key.slice(-4));

    const shown = await api.get(`/api/sites/${created.body.id}`);
    expect(shown.body.intake_key).toBeUndefined();
    expect(JSON.stringify(shown.body)).not.toMatch(/hash/);
    expect((await intake(key)).statusCode).toBe(201);

    const entries = await api.get(`/api/audit-logs?resource=sites&resource_id=${created.body.id}`);
    expect(JSON.stringify(entries.body)).not.toContain(key.slice(8));
  });

  it('rotates the key: the new one works and the old one stops at once', async () => {
    const created = await api.post('/api/sites', { name: 'Rotated', domain: 'rotated.example.com' });
    const rotated = await api.post(`/api/sites/${created.body.id}/rotateKey`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.intake_key).not.toBe(created.body.intake_key);
    expect(rotated.body.intake_key_hint).toBe(rotated.body.intake_key.slice(-4));
    expect((await intake(created.body.intake_key)).statusCode).toBe(401);
    expect((await intake(rotated.body.intake_key)).statusCode).toBe(201);
  });

  it('refuses a taken name or domain (ignoring case) and a malformed domain, on the field', async () => {
    await api.post('/api/sites', { name: 'Taken', domain: 'taken.example.com' });
    const dupe = await api.post('/api/sites', { name: 'TAKEN', domain: 'TAKEN.example.com' });
    expect(dupe.status).toBe(422);
    expect(dupe.body.errors).toEqual({
      name: ['This value is already taken.'],
      domain: ['This value is already taken.'],
    });
    for (const domain of ['https://x.com', 'no-dot', 'a..com', '-x.com']) {
      const bad = await api.post('/api/sites', { name: `Bad ${domain}`, domain });
      expect(bad.body.errors).toEqual({ domain: ['Enter a domain name such as example.com.'] });
    }
  });

  it('searches by name or domain and deletes', async () => {
    const created = await api.post('/api/sites', { name: 'Findable', domain: 'needle.example.org' });
    expect((await api.get('/api/sites?q=needle')).body.data.map((s: { id: number }) => s.id)).toEqual([
      created.body.id,
    ]);
    expect((await api.delete(`/api/sites/${created.body.id}`)).status).toBe(204);
    expect((await api.get(`/api/sites/${created.body.id}`)).status).toBe(404);
  });

  it('rotates only with the edit permission', async () => {
    const { token } = await adminWith(app, ['list-sites']);
    expect((await as(app, token).post('/api/sites/1/rotateKey')).status).toBe(403);
  });
});
