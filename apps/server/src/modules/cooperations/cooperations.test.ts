/** Cooperation requests: received from a member site, listed with filters, solved, archived, deleted. */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as, call } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { INTAKE_LIMIT } from '../../platform/intake.js';
import { pdf, upload } from '../../test/files.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
let token: string;
let siteKey: string;
let siteId: number;

beforeAll(async () => {
  ({ token } = await adminWith(app, [
    'create-sites',
    'delete-sites',
    'list-cooperations',
    'delete-cooperations',
    'solve-cooperations',
    'archive-cooperations',
    'list-audit-logs',
    'upload-files',
  ]));
  api = as(app, token);
  const site = await api.post('/api/sites', { name: 'Velvet', domain: 'velvet.example.com' });
  ({ intake_key: siteKey, id: siteId } = site.body);
});

let address = 0;
/** A submission from its own address unless `ip` is given, so the rate limit only bites where tested. */
function submit(body: object, headers: Record<string, string> = {}, ip = `10.0.0.${++address}`) {
  return app
    .inject({
      method: 'POST',
      url: '/api/intake/cooperations',
      remoteAddress: ip,
      headers: { 'x-site-key': siteKey, 'accept-language': 'en', ...headers },
      payload: body,
    })
    .then((r) => ({ status: r.statusCode, body: r.json(), headers: r.headers }));
}
const request = (subject: string) => ({ subject, name: 'Ann', email: 'ann@example.com', message: 'Hello\nthere' });

describe('intake', () => {
  it('stores a request from a site, open, under the site it came from', async () => {
    const sent = await submit({ ...request('Partnership'), phone: '+1 555 0100' });
    expect(sent.status).toBe(201);
    const shown = await api.get(`/api/cooperations/${sent.body.id}`);
    expect(shown.body).toMatchObject({
      subject: 'Partnership',
      message: 'Hello\nthere',
      status: 'open',
      site_id: siteId,
      site_name: 'Velvet',
      solved_at: null,
    });
    expect(shown.body).not.toHaveProperty('idempotency_key');
  });

  it('refuses a missing or wrong key with 401 and bad fields with 422', async () => {
    expect((await submit(request('x'), { 'x-site-key': '' })).status).toBe(401);
    expect((await submit(request('x'), { 'x-site-key': 'bl_site_wrong' })).status).toBe(401);
    const bad = await submit({ ...request(''), email: 'nope' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'subject']);
  });

  it('answers a retry with the same idempotency key with the first request', async () => {
    const headers = { 'idempotency-key': 'form-123' };
    const [a, b] = await Promise.all([submit(request('Once'), headers), submit(request('Once'), headers)]);
    expect(a.body.id).toBe(b.body.id);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect((await api.get('/api/cooperations?q=Once')).body.meta.total).toBe(1);
  });

  it(`limits one address to ${INTAKE_LIMIT} submissions, with Retry-After`, async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < INTAKE_LIMIT; i++) expect((await submit(request(`Flood ${i}`), {}, ip)).status).toBe(201);
    const refused = await submit(request('One too many'), {}, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.code).toBe('throttled');
  });
});

describe('attachment', () => {
  const siteUpload = (key = siteKey) =>
    upload(app, '', 'upload', pdf(), { url: '/api/intake/files', siteKey: key, ip: `10.6.0.${++address}` });

  it('carries a file its site uploaded, downloaded with a signed URL', async () => {
    const file = await siteUpload();
    expect(file.status).toBe(201);
    const sent = await submit({ ...request('With a deck'), attachment_id: file.body.id });
    expect(sent.status).toBe(201);
    const shown = await api.get(`/api/cooperations/${sent.body.id}`);
    expect(shown.body).toMatchObject({ attachment_id: file.body.id, attachment: { kind: 'attachment' } });
    const content = await app.inject({ method: 'GET', url: shown.body.attachment.url });
    expect(content.statusCode).toBe(200);
    expect(content.body).toContain('%PDF');
    expect((await submit(request('Without'))).status).toBe(201);
  });

  it("refuses another site's file, an admin's file and one another request holds", async () => {
    const other = await api.post('/api/sites', { name: 'Other', domain: 'other.example.com' });
    const theirs = await siteUpload(other.body.intake_key);
    const admins = await upload(app, token, 'upload', pdf());
    const held = await siteUpload();
    expect([theirs.status, admins.status, held.status]).toEqual([201, 201, 201]);
    expect((await submit({ ...request('First'), attachment_id: held.body.id })).status).toBe(201);
    for (const id of [theirs.body.id, admins.body.id, held.body.id, 999999]) {
      const refused = await submit({ ...request('Borrowed'), attachment_id: id });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({
        attachment_id: ['No file this site uploaded has this id, or another record holds it.'],
      });
    }
  });
});

describe('handling', () => {
  it('solves, then archives; a transition the state does not allow is a 409', async () => {
    const { body } = await submit(request('To solve'));
    const solved = await api.post(`/api/cooperations/${body.id}/solve`);
    expect(solved.status).toBe(200);
    expect(solved.body.status).toBe('solved');
    expect(solved.body.solved_at).toMatch(/^\d{4}-/);

    const again = await call(app, 'POST', `/api/cooperations/${body.id}/solve`, { token, lang: 'zh-CN' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invalid_transition');
    expect(again.body.message).toBe('该记录当前的状态不允许此操作，请刷新查看其最新状态。');

    expect((await api.post(`/api/cooperations/${body.id}/archive`)).body.status).toBe('archived');
    expect((await api.post(`/api/cooperations/${body.id}/archive`)).status).toBe(409);

    const log = await api.get(`/api/audit-logs?resource=cooperations&resource_id=${body.id}`);
    expect(log.body.data.map((e: { action: string }) => e.action).sort()).toEqual(['archive', 'solve']);
    expect(log.body.data.find((e: { action: string }) => e.action === 'solve')).toMatchObject({
      record_label: 'To solve',
      changes: { status: { before: 'open', after: 'solved' } },
    });
  });

  it('filters by status, site and day, and searches subject, name and e-mail', async () => {
    const { body } = await submit({ ...request('Filtered'), email: 'filter-me@example.com' });
    await api.post(`/api/cooperations/${body.id}/archive`);
    const today = new Date().toISOString().slice(0, 10);
    const ids = async (query: string) =>
      (await api.get(`/api/cooperations?per_page=200&${query}`)).body.data.map((c: { id: number }) => c.id);
    expect(await ids('status=archived&q=filter-me')).toEqual([body.id]);
    expect(await ids('status=open&q=filter-me')).toEqual([]);
    expect(await ids(`site_id=${siteId}&created_from=${today}&created_to=${today}&q=Filtered`)).toEqual([body.id]);
    expect(await ids('created_to=2000-01-01')).toEqual([]);
    expect((await api.get('/api/cooperations?status=closed')).status).toBe(422);
  });

  it('deletes a request; there is no create or update', async () => {
    const { body } = await submit(request('To delete'));
    expect((await api.delete(`/api/cooperations/${body.id}`)).status).toBe(204);
    expect((await api.get(`/api/cooperations/${body.id}`)).status).toBe(404);
    expect((await api.post('/api/cooperations', request('x'))).status).toBe(404);
    expect((await api.put(`/api/cooperations/${body.id}`, { subject: 'x' })).status).toBe(404);
  });

  it('keeps the requests of a deleted site, without its name', async () => {
    const site = await api.post('/api/sites', { name: 'Gone', domain: 'gone.example.com' });
    const sent = await app.inject({
      method: 'POST',
      url: '/api/intake/cooperations',
      remoteAddress: '10.8.0.1',
      headers: { 'x-site-key': site.body.intake_key },
      payload: request('Orphan'),
    });
    await api.delete(`/api/sites/${site.body.id}`);
    const shown = await api.get(`/api/cooperations/${sent.json().id}`);
    expect(shown.body).toMatchObject({ subject: 'Orphan', site_id: null, site_name: null });
  });

  it('needs the permission of each action', async () => {
    const reader = as(app, (await adminWith(app, ['list-cooperations'])).token);
    const { body } = await submit(request('Guarded'));
    for (const path of ['solve', 'archive'])
      expect((await reader.post(`/api/cooperations/${body.id}/${path}`)).status).toBe(403);
    expect((await reader.delete(`/api/cooperations/${body.id}`)).status).toBe(403);
  });
});
