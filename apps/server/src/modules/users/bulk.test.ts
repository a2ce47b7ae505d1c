/**
 * Members in bulk: enable and disable many in one call; a channel partner reaches only the members their
 * channels brought (another's is `not_found`, untouched), whatever other role lets them act.
 */
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { as, signIn } from '../../test/client.js';
import { adminHolding, roleWith } from '../../test/fixtures.js';

describe('members in bulk', async () => {
  const app = await startTestApp();
  const root = as(app, await signIn(app));
  const channel = async (utm_source: string) =>
    (await root.post('/api/channels', { utm_source, type: 'affiliate', profit_sharing: '30' })).body;
  const [mine, theirs] = [await channel('bulkmine'), await channel('bulktheirs')];
  const role = await root.post('/api/roles', {
    name: 'Bulk partners',
    is_partner: true,
    permissions: ['list-channels', 'list-users'],
  });
  // A partner who also holds a staff role that may enable and disable members: still only within their channels.
  const partner = await adminHolding(app, [role.body.id, await roleWith(app, ['enable-users', 'disable-users'])]);
  await root.post(`/api/channels/${mine.id}/admins`, { admin_id: partner.adminId });
  const me = as(app, partner.token);
  const rows = await app.db
    .insert(members)
    .values([
      { username: 'bulk-a', email: 'bulk-a@mail.test', channelId: mine.id },
      { username: 'bulk-b', email: 'bulk-b@mail.test', channelId: mine.id },
      { username: 'bulk-c', email: 'bulk-c@mail.test', channelId: theirs.id },
    ])
    .returning();
  const [a, b, c] = rows.map((row) => row.id);
  const statuses = async () =>
    (
      await app.db
        .select()
        .from(members)
        .where(inArray(members.id, [a!, b!, c!]))
        .orderBy(members.id)
    ).map((m) => m.status);

  it("disables the partner's own members and reports another channel's as not found, untouched", async () => {
    const answer = await me.post('/api/users/bulk/disable', { ids: [c, b, a] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ done: [a, b], failed: [{ id: c, code: 'not_found', message: 'Not found.' }] });
    expect(await statuses()).toEqual(['disabled', 'disabled', 'active']);
    expect((await root.get(`/api/audit-logs?resource=users&resource_id=${c}`)).body.data).toEqual([]);
    const log = await root.get(`/api/audit-logs?resource=users&resource_id=${a}&action=disable`);
    expect(log.body.data[0].changes.status).toEqual({ before: 'active', after: 'disabled' });
  });

  it('enables them again, refusing one already enabled as the single enable does', async () => {
    await root.post(`/api/users/${b}/enable`);
    const single = await root.post(`/api/users/${b}/enable`);
    const answer = await root.post('/api/users/bulk/enable', { ids: [a, b] });
    expect(answer.body).toEqual({
      done: [a],
      failed: [{ id: b, code: single.body.code, message: single.body.message }],
    });
    expect(await statuses()).toEqual(['active', 'active', 'active']);
  });

  it('offers no bulk action the manifest does not name', async () => {
    expect((await root.post('/api/users/bulk/lift-comment-ban', { ids: [a] })).status).toBe(404);
    expect((await root.post('/api/users/bulk/delete', { ids: [a] })).status).toBe(404);
  });

  it("exports the selected members only, within the partner's channels", async () => {
    const exporter = await adminHolding(app, [role.body.id, await roleWith(app, ['export-users'])]);
    await root.post(`/api/channels/${mine.id}/admins`, { admin_id: exporter.adminId });
    const csv = await as(app, exporter.token).get(`/api/users/exportCsv?ids=${a},${c}`);
    expect(csv.status).toBe(200);
    const rows = String(csv.body).trim().split(/\r?\n/);
    expect(rows[0]).toMatch(/^\uFEFF?id,username,email,/);
    expect(rows.slice(1).map((row) => row.split(',')[1])).toEqual(['bulk-a']);
  });
});
