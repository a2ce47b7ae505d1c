/** Assigning tickets: to an admin who may view tickets, audited; the list's assignee filters; whom to pick. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { admins } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { intake, ticket, twoSites } from './testing.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
let me: number;
let sites: Awaited<ReturnType<typeof twoSites>>;
const SUPPORT = ['list-supports', 'reply-supports', 'solve-supports', 'archive-supports', 'assign-supports'];

beforeAll(async () => {
  const mine = await adminWith(app, ['create-sites', 'list-audit-logs', ...SUPPORT]);
  me = mine.adminId;
  api = as(app, mine.token);
  sites = await twoSites(api);
});

const submit = async (subject: string) =>
  (await intake(app, 'supports', ticket(subject), { key: sites.velvet.key })).body.id as number;
const assign = (id: number, assignee_id: number | null) => api.post(`/api/supports/${id}/assign`, { assignee_id });
const ids = async (query: string) =>
  (await api.get(`/api/supports?per_page=200&q=Assign&${query}`)).body.data.map((t: { id: number }) => t.id);

describe('assigning a ticket', () => {
  it('assigns to an admin who may view tickets, names them, audits it, and unassigns with null', async () => {
    const colleague = await adminWith(app, ['list-supports']);
    const id = await submit('Assign me');
    const assigned = await assign(id, colleague.adminId);
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ status: 'open', assignee_id: colleague.adminId });
    expect(assigned.body.assignee_username).toMatch(/^user-/);
    const log = await api.get(`/api/audit-logs?resource=supports&resource_id=${id}`);
    expect(log.body.data[0]).toMatchObject({
      action: 'assign',
      changes: { assignee_id: { before: null, after: colleague.adminId } },
    });
    expect((await assign(id, null)).body).toMatchObject({ assignee_id: null, assignee_username: null });
    // A picker left empty names nobody: unassigned too.
    await assign(id, colleague.adminId);
    expect((await api.post(`/api/supports/${id}/assign`, {})).body.assignee_id).toBeNull();
  });

  it('refuses an admin who may not view tickets, a disabled one and no admin (422); not on an archived ticket', async () => {
    const outsider = await adminWith(app, ['list-videos']);
    const gone = await adminWith(app, ['list-supports']);
    await app.db.update(admins).set({ status: 'disabled' }).where(eq(admins.id, gone.adminId));
    const id = await submit('Assign refusals');
    for (const assignee of [outsider.adminId, gone.adminId, 999999]) {
      const refused = await assign(id, assignee);
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(['assignee_id']);
    }
    await api.post(`/api/supports/${id}/solve`);
    await api.post(`/api/supports/${id}/archive`);
    expect((await assign(id, me)).status).toBe(409);
  });

  it('needs assign-supports', async () => {
    const reader = as(app, (await adminWith(app, ['list-supports'])).token);
    const id = await submit('Assign forbidden');
    expect((await reader.post(`/api/supports/${id}/assign`, { assignee_id: null })).status).toBe(403);
  });

  it('unassigns the tickets of a deleted admin', async () => {
    const leaving = await adminWith(app, ['list-supports']);
    const id = await submit('Assign leaver');
    await assign(id, leaving.adminId);
    await app.db.delete(admins).where(eq(admins.id, leaving.adminId));
    expect((await api.get(`/api/supports/${id}`)).body.assignee_id).toBeNull();
  });
});

describe('the list', () => {
  it('filters assigned to me, to nobody, to anyone, and to one admin', async () => {
    const colleague = await adminWith(app, ['list-supports']);
    const [mine, theirs, nobodys] = [await submit('Assign A'), await submit('Assign B'), await submit('Assign C')];
    await assign(mine, me);
    await assign(theirs, colleague.adminId);
    const listed = (await ids('assigned=me')) as number[];
    expect(listed).toContain(mine);
    expect(listed).not.toContain(theirs);
    // "Me" is whoever asks.
    const theirView = await as(app, colleague.token).get('/api/supports?per_page=200&q=Assign&assigned=me');
    expect(theirView.body.data.map((t: { id: number }) => t.id)).toEqual([theirs]);
    expect(await ids('assigned=nobody')).toContain(nobodys);
    expect(await ids('assigned=nobody')).not.toContain(mine);
    expect(await ids('assigned=anyone')).toEqual(expect.arrayContaining([mine, theirs]));
    expect(await ids(`assignee_id=${colleague.adminId}`)).toEqual([theirs]);
    expect((await api.get('/api/supports?assigned=someone')).status).toBe(422);
  });

  it('offers as assignees the active admins who may view tickets, searched by username', async () => {
    const colleague = await adminWith(app, ['list-supports']);
    const outsider = await adminWith(app, ['list-videos']);
    const [username] = await app.db
      .select({ username: admins.username })
      .from(admins)
      .where(eq(admins.id, colleague.adminId));
    const offered = (await api.get('/api/supports/assignees?per_page=200')).body.data.map((a: { id: number }) => a.id);
    expect(offered).toEqual(expect.arrayContaining([me, colleague.adminId]));
    expect(offered).not.toContain(outsider.adminId);
    const found = await api.get(`/api/supports/assignees?q=${username!.username.slice(-6)}`);
    expect(found.body.data).toEqual([{ id: colleague.adminId, username: username!.username }]);
    const reader = as(app, outsider.token);
    expect((await reader.get('/api/supports/assignees')).status).toBe(403);
  });
});
