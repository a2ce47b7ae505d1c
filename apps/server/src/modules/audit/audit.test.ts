/** The audit log's filters: actor, resource, record, action and day range. */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { auditLogs } from '../../db/schema/index.js';

const app = await startTestApp();
const editor = await adminWith(app, ['create-tags', 'create-directors']);
const auditor = await adminWith(app, ['list-audit-logs']);
const read = as(app, auditor.token);

await as(app, editor.token).post('/api/tags', { name: 'One', name_cn: '一' });
await as(app, editor.token).post('/api/directors', { name: 'Someone' });
await app.db.insert(auditLogs).values({
  action: 'update',
  resource: 'tags',
  resourceId: 1,
  changes: {},
  createdAt: new Date('2026-01-15T23:59:59Z'),
});

describe('audit log', () => {
  it('lists the newest first with actor and ip', async () => {
    const all = await read.get('/api/audit-logs');
    expect(all.body.meta.total).toBe(3);
    expect(all.body.data[0]).toMatchObject({ action: 'create', resource: 'directors', actor_id: editor.adminId });
    expect(all.body.data[0].ip).toBe('127.0.0.1');
  });

  it('filters by actor, resource and action', async () => {
    expect((await read.get(`/api/audit-logs?actor_id=${editor.adminId}`)).body.meta.total).toBe(2);
    expect((await read.get('/api/audit-logs?resource=tags')).body.meta.total).toBe(2);
    expect((await read.get('/api/audit-logs?resource=tags&action=create')).body.meta.total).toBe(1);
  });

  it('filters by calendar days, both ends included', async () => {
    const day = await read.get('/api/audit-logs?from=2026-01-15&to=2026-01-15');
    expect(day.body.data.map((e: { created_at: string }) => e.created_at)).toEqual(['2026-01-15T23:59:59.000Z']);
    expect((await read.get('/api/audit-logs?from=2026-01-16&to=2026-01-16')).body.meta.total).toBe(0);
  });

  it('refuses a malformed day', async () => {
    const answer = await read.get('/api/audit-logs?from=15/01/2026');
    expect(answer.status).toBe(422);
    expect(answer.body.errors.from).toEqual(['Invalid date.']);
  });
});
