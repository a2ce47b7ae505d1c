/**
 * The trash and what a trashed record holds on to: its stored files stay until the entry is purged, and a
 * delete something still needs is refused, the impact saying what.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, members, trash } from '../../db/schema/index.js';
import { signIn } from '../../test/client.js';
import { complianceFixtures } from '../../test/compliance.js';
import { startTestApp } from '../../test/harness.js';
import { sweepUnreferencedFiles } from '../files/references.js';

describe('the trash and what a record holds', async () => {
  const app = await startTestApp();
  const token = await signIn(app);
  const fixtures = complianceFixtures(app, token);
  const { api } = fixtures;
  const sweep = () => sweepUnreferencedFiles({ db: app.db, storage: app.storage, references: app.fileReferences }, 0);
  const stored = async (ids: number[]) =>
    (await app.db.select({ id: files.id }).from(files).where(inArray(files.id, ids))).map((row) => row.id).sort();

  it("keeps a trashed video's files until its entry is purged, and restores the video with them", async () => {
    const video = (await fixtures.video([])).body;
    const own = [video.cover.id, video.video_file.id].sort();
    expect((await api.delete(`/api/videos/${video.id}`)).status).toBe(204);
    await app.db
      .update(files)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(inArray(files.id, own));
    await sweep();
    expect(await stored(own)).toEqual(own);

    const [entry] = await app.db.select().from(trash).where(eq(trash.recordId, video.id));
    expect((await api.post(`/api/trash/${entry!.id}/restore`)).status).toBe(200);
    expect((await api.get(`/api/videos/${video.id}`)).body.cover.id).toBe(video.cover.id);

    await api.delete(`/api/videos/${video.id}`);
    const [again] = await app.db.select().from(trash).where(eq(trash.recordId, video.id));
    expect((await api.delete(`/api/trash/${again!.id}`)).status).toBe(204);
    await sweep();
    expect(await stored(own)).toEqual([]);
  });

  it('links the rows its delete unlinked back on restore, unless linked elsewhere since', async () => {
    const channel = (
      await api.post('/api/channels', { utm_source: 'relinkhub', type: 'affiliate', profit_sharing: '30' })
    ).body;
    const campaign = (
      await api.post(`/api/channels/${channel.id}/campaigns`, {
        name: 'Relink',
        utm_campaign: 'relink',
        landing_url: 'https://velvet.example.com/join',
      })
    ).body;
    const brought = await app.db
      .insert(members)
      .values([
        { username: 'relinked', email: 'relinked@mail.test', channelId: channel.id, campaignId: campaign.id },
        { username: 'moved', email: 'moved@mail.test', channelId: channel.id, campaignId: campaign.id },
      ])
      .returning({ id: members.id });
    const impact = await api.get(`/api/channels/${channel.id}/campaigns/${campaign.id}/delete-impact`);
    expect(impact.body.affected).toContainEqual({ resource: 'users', count: 2, effect: 'unlinked' });
    expect((await api.delete(`/api/channels/${channel.id}/campaigns/${campaign.id}`)).status).toBe(204);
    const campaignOf = async (id: number) =>
      (await app.db.select({ campaignId: members.campaignId }).from(members).where(eq(members.id, id)))[0]!.campaignId;
    expect(await campaignOf(brought[0]!.id)).toBeNull();
    const other = (
      await api.post(`/api/channels/${channel.id}/campaigns`, {
        name: 'Other',
        utm_campaign: 'other',
        landing_url: 'https://velvet.example.com/join',
      })
    ).body;
    await app.db.update(members).set({ campaignId: other.id }).where(eq(members.id, brought[1]!.id));

    const [entry] = await app.db
      .select()
      .from(trash)
      .where(and(eq(trash.resource, 'campaigns'), eq(trash.recordId, campaign.id)));
    expect((await api.post(`/api/trash/${entry!.id}/restore`)).status).toBe(200);
    expect(await campaignOf(brought[0]!.id)).toBe(campaign.id);
    expect(await campaignOf(brought[1]!.id)).toBe(other.id);
  });

  it('says what blocks a delete, and refuses it as in use without trashing anything', async () => {
    const modelId = await fixtures.model('Blocked');
    const video = (await fixtures.video([modelId])).body;
    await api.post('/api/model-releases', { model_id: modelId, video_id: video.id, signed_on: '2026-01-05' });
    const impact = await api.get(`/api/videos/${video.id}/delete-impact`);
    expect(impact.body.blocked).toBe(true);
    expect(impact.body.affected).toContainEqual({ resource: 'model-releases', count: 1, effect: 'blocks' });
    const refused = await api.delete(`/api/videos/${video.id}`);
    expect([refused.status, refused.body.code]).toEqual([409, 'in_use']);
    expect(await app.db.select().from(trash).where(eq(trash.recordId, video.id))).toEqual([]);
    expect((await api.get(`/api/videos/${video.id}`)).status).toBe(200);
  });
});
