/** The trash: a delete keeps the record and what went with it 30 days; restore puts it all back, purge ends it. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seos, trash, videoTags } from '../../db/schema/index.js';
import { as, call, signIn } from '../../test/client.js';
import { adminHolding, adminWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';
import { emptyTrash } from './service.js';

describe('the trash', async () => {
  const app = await startTestApp();
  const rootToken = await signIn(app);
  const root = as(app, rootToken);
  const siteId = (await root.post('/api/sites', { name: 'Club', domain: 'club.example' })).body.id;
  let serial = 900;
  const video = async (tagIds: number[]) =>
    (
      await root.post('/api/videos', {
        serial_number: `BL-${String(++serial).padStart(6, '0')}`,
        title: 'Dawn',
        title_cn: '黎明',
        tag_ids: tagIds,
      })
    ).body;
  /** A tag on two videos with an SEO entry of its own. */
  async function usedTag(name: string) {
    const tag = (await root.post('/api/tags', { name, name_cn: `${name}标签` })).body;
    const videos = [await video([tag.id]), await video([tag.id])];
    const seo = (await root.post('/api/seos', { site_id: siteId, tag_id: tag.id, title: name, title_cn: name })).body;
    return { tag, videos, seo };
  }
  const entryOf = async (resource: string, recordId: number) =>
    (await root.get(`/api/trash?resource=${resource}&per_page=200`)).body.data.find(
      (e: { record_id: number }) => e.record_id === recordId,
    );

  it('says what deleting a tag does, keeps it in the trash, and restores it with its SEO entry and links, ids and all', async () => {
    const { tag, videos, seo } = await usedTag('Outdoor');
    const impact = await root.get(`/api/tags/${tag.id}/delete-impact`);
    expect(impact.status).toBe(200);
    expect(impact.body.blocked).toBe(false);
    expect(impact.body.affected).toEqual(
      expect.arrayContaining([
        { resource: 'videos', count: 2, effect: 'unlinked' },
        { resource: 'seos', count: 1, effect: 'removed' },
      ]),
    );
    expect(impact.body.affected).toHaveLength(2);

    expect((await root.delete(`/api/tags/${tag.id}`)).status).toBe(204);
    expect((await root.get(`/api/tags/${tag.id}`)).status).toBe(404);
    expect((await root.get('/api/tags?q=Outdoor')).body.data).toEqual([]);
    expect(await app.db.select().from(seos).where(eq(seos.id, seo.id))).toEqual([]);
    const entry = await entryOf('tags', tag.id);
    expect(entry).toMatchObject({ label: 'Outdoor', deleted_by_username: 'admin' });
    expect(new Date(entry.purge_at).getTime() - new Date(entry.deleted_at).getTime()).toBe(30 * 86_400_000);
    expect(entry.affected).toHaveLength(2);

    const preview = await root.get(`/api/trash/${entry.id}/restore`);
    expect(preview.body).toMatchObject({ resource: 'tags', label: 'Outdoor' });
    const restored = await root.post(`/api/trash/${entry.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ resource: 'tags', record_id: tag.id });
    expect((await root.get(`/api/tags/${tag.id}`)).body).toMatchObject({ id: tag.id, name: 'Outdoor' });
    expect((await root.get(`/api/seos/${seo.id}`)).body).toMatchObject({ id: seo.id, tag_id: tag.id });
    for (const v of videos) expect((await root.get(`/api/videos/${v.id}`)).body.tag_ids).toEqual([tag.id]);
    expect(await entryOf('tags', tag.id)).toBeUndefined();
    const history = (await root.get(`/api/tags/${tag.id}/history`)).body.data;
    expect(history.map((e: { action: string }) => e.action).slice(0, 2)).toEqual(['restore-from-trash', 'delete']);
  });

  it('refuses a restore whose name was taken since with a 409, and restores nothing', async () => {
    const { tag, videos } = await usedTag('Studio');
    await root.delete(`/api/tags/${tag.id}`);
    const entry = await entryOf('tags', tag.id);
    const twin = (await root.post('/api/tags', { name: 'studio', name_cn: '新工作室' })).body;
    const refused = await call(app, 'POST', `/api/trash/${entry.id}/restore`, { token: rootToken, lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'restore_conflict', message: expect.stringMatching(/same name/) });
    expect((await root.get(`/api/tags/${tag.id}`)).status).toBe(404);
    expect(await app.db.select().from(videoTags).where(eq(videoTags.videoId, videos[0]!.id))).toEqual([]);
    expect(await app.db.select().from(seos).where(eq(seos.tagId, tag.id))).toEqual([]);
    expect(await entryOf('tags', tag.id)).toMatchObject({ id: entry.id });

    await root.delete(`/api/tags/${twin.id}`);
    expect((await root.post(`/api/trash/${entry.id}/restore`)).status).toBe(200);
  });

  it('purges an entry for good', async () => {
    const { tag } = await usedTag('Beach');
    await root.delete(`/api/tags/${tag.id}`);
    const entry = await entryOf('tags', tag.id);
    expect((await root.delete(`/api/trash/${entry.id}`)).status).toBe(204);
    expect(await entryOf('tags', tag.id)).toBeUndefined();
    expect((await root.post(`/api/trash/${entry.id}/restore`)).status).toBe(404);
    expect((await root.get(`/api/tags/${tag.id}/history`)).body.data[0].action).toBe('purge');
  });

  it('keeps a bulk delete in the trash, one entry a record', async () => {
    const a = (await root.post('/api/tags', { name: 'Bulk A', name_cn: '批量甲' })).body;
    const b = (await root.post('/api/tags', { name: 'Bulk B', name_cn: '批量乙' })).body;
    expect((await root.post('/api/tags/bulk/delete', { ids: [a.id, b.id] })).body.done).toEqual([a.id, b.id]);
    expect(await entryOf('tags', a.id)).toMatchObject({ label: 'Bulk A', affected: [] });
    expect(await entryOf('tags', b.id)).toMatchObject({ label: 'Bulk B' });
  });

  it('empties, by the daily job, only the entries whose 30 days are over', async () => {
    const old = (await root.post('/api/tags', { name: 'Old', name_cn: '旧' })).body;
    const recent = (await root.post('/api/tags', { name: 'Recent', name_cn: '新' })).body;
    await root.delete(`/api/tags/${old.id}`);
    await root.delete(`/api/tags/${recent.id}`);
    const now = new Date('2030-01-31T00:00:00Z');
    const day = 86_400_000;
    await app.db
      .update(trash)
      .set({ deletedAt: new Date(now.getTime() - 31 * day), purgeAt: new Date(now.getTime() - day) })
      .where(eq(trash.recordId, old.id));
    await app.db
      .update(trash)
      .set({ deletedAt: new Date(now.getTime() - 29 * day), purgeAt: new Date(now.getTime() + day) })
      .where(eq(trash.recordId, recent.id));
    expect(await emptyTrash(app.db, now)).toBeGreaterThanOrEqual(1);
    expect(await entryOf('tags', old.id)).toBeUndefined();
    expect(await entryOf('tags', recent.id)).toMatchObject({ label: 'Recent' });
  });

  it('answers 403 without the trash permissions, and the impact only under the delete permission', async () => {
    const tag = (await root.post('/api/tags', { name: 'Locked', name_cn: '锁定' })).body;
    const editor = as(app, (await adminWith(app, ['list-tags', 'delete-tags', 'list-trash'])).token);
    const reader = as(app, (await adminWith(app, ['list-tags'])).token);
    expect((await reader.get(`/api/tags/${tag.id}/delete-impact`)).status).toBe(403);
    expect((await reader.get('/api/trash')).status).toBe(403);
    expect((await editor.delete(`/api/tags/${tag.id}`)).status).toBe(204);
    const entry = await entryOf('tags', tag.id);
    expect((await editor.get('/api/trash')).status).toBe(200);
    expect((await editor.post(`/api/trash/${entry.id}/restore`)).status).toBe(403);
    expect((await editor.delete(`/api/trash/${entry.id}`)).status).toBe(403);
  });

  it("shows a channel partner only its own channels' entries, and refuses it another's restore", async () => {
    const channel = async (utm_source: string) =>
      (await root.post('/api/channels', { utm_source, type: 'affiliate', profit_sharing: '30' })).body;
    const mine = await channel('trashhub');
    const theirs = await channel('elsewherehub');
    const campaign = async (channelId: number, utm_campaign: string) =>
      (
        await root.post(`/api/channels/${channelId}/campaigns`, {
          name: utm_campaign,
          utm_campaign,
          landing_url: 'https://velvet.example.com/join',
        })
      ).body;
    const ours = await campaign(mine.id, 'ours');
    const other = await campaign(theirs.id, 'other');
    const role = await root.post('/api/roles', {
      name: 'Trash partners',
      is_partner: true,
      permissions: ['list-channels', 'list-campaigns', 'delete-campaigns', 'list-trash', 'restore-trash'],
    });
    const partner = await adminHolding(app, [role.body.id]);
    await root.post(`/api/channels/${mine.id}/admins`, { admin_id: partner.adminId });
    const me = as(app, partner.token);
    expect((await me.delete(`/api/channels/${mine.id}/campaigns/${ours.id}`)).status).toBe(204);
    expect((await root.delete(`/api/channels/${theirs.id}/campaigns/${other.id}`)).status).toBe(204);

    const seen = (await me.get('/api/trash?per_page=200')).body.data;
    expect(seen.map((e: { label: string }) => e.label)).toEqual(['ours']);
    const foreign = await entryOf('campaigns', other.id);
    expect((await me.get(`/api/trash/${foreign.id}/restore`)).status).toBe(404);
    expect((await me.post(`/api/trash/${foreign.id}/restore`)).status).toBe(404);
    expect(await entryOf('campaigns', other.id)).toMatchObject({ id: foreign.id });
    expect((await me.post(`/api/trash/${seen[0].id}/restore`)).status).toBe(200);
    expect((await me.get(`/api/channels/${mine.id}/campaigns/${ours.id}`)).status).toBe(200);
  });
});
