/** Comments: received from a member site with their reports, moderated one at a time, a queue of the reported first. */
import { beforeAll, describe, expect, it } from 'vitest';
import { members, videos } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { INTAKE_LIMIT } from '../../platform/intake.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
const site = { key: '', other: '' };
let videoId = 0;
const people = ['ann', 'ben', 'cat', 'dan', 'eve', 'fay'] as const;
const memberIds: Record<string, number> = {};

beforeAll(async () => {
  const { token } = await adminWith(app, [
    'create-sites',
    'list-comments',
    'delete-comments',
    'enable-comments',
    'disable-comments',
    'ban-comments',
    'reject-report-comments',
    'list-comment-reports',
    'list-users',
    'list-audit-logs',
  ]);
  api = as(app, token);
  site.key = (await api.post('/api/sites', { name: 'Velvet', domain: 'velvet.example.com' })).body.intake_key;
  site.other = (await api.post('/api/sites', { name: 'Other', domain: 'other.example.com' })).body.intake_key;
  const [video] = await app.db
    .insert(videos)
    .values({ serialNumber: 'BL-000001', title: 'Sunset', titleCn: '日落' })
    .returning();
  videoId = video!.id;
  const rows = await app.db
    .insert(members)
    .values(people.map((name) => ({ username: name, email: `${name}@example.com` })))
    .returning();
  for (const row of rows) memberIds[row.username] = row.id;
});

let address = 0;
function intake(path: string, body: object, key = site.key) {
  return app
    .inject({
      method: 'POST',
      url: `/api/intake/${path}`,
      remoteAddress: `10.3.${Math.floor(++address / 200)}.${address % 200}`,
      headers: { 'x-site-key': key, 'accept-language': 'en' },
      payload: body,
    })
    .then((r) => ({ status: r.statusCode, body: r.json() }));
}
const post = (who: string, text: string) =>
  intake('comments', { email: `${who}@example.com`, video_id: videoId, comment: text });
const report = (commentId: number, who: string, reason = 'Spam') =>
  intake('comment-reports', { comment_id: commentId, email: `${who}@example.com`, reason });

describe('intake', () => {
  it('stores a comment enabled, under its author and video', async () => {
    const sent = await intake('comments', {
      email: 'ANN@example.com',
      video_id: videoId,
      comment: 'Lovely',
      likes_count: 3,
    });
    expect(sent.status).toBe(201);
    const shown = await api.get(`/api/comments/${sent.body.id}`);
    expect(shown.body).toMatchObject({
      comment: 'Lovely',
      member_id: memberIds.ann,
      member_username: 'ann',
      member_banned: false,
      video_id: videoId,
      video_title: 'Sunset',
      video_serial_number: 'BL-000001',
      likes_count: 3,
      status: 'enabled',
      report_status: 'none',
      reports_count: 0,
    });
  });

  it('refuses an unknown member or video (422) and a wrong key (401)', async () => {
    const unknown = await intake('comments', { email: 'nobody@example.com', video_id: 999999, comment: 'Hi' });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['email']);
    const noVideo = await intake('comments', { email: 'ann@example.com', video_id: 999999, comment: 'Hi' });
    expect(Object.keys(noVideo.body.errors)).toEqual(['video_id']);
    const valid = { email: 'ann@example.com', video_id: videoId, comment: 'Hi' };
    expect((await intake('comments', valid, 'bl_site_wrong')).status).toBe(401);
  });

  it("takes a busy site's comments from one address: the limit is per site key, not per address", async () => {
    const sent = [];
    for (let i = 0; i <= INTAKE_LIMIT; i++)
      sent.push(
        await app.inject({
          method: 'POST',
          url: '/api/intake/comments',
          remoteAddress: '10.9.9.9',
          headers: { 'x-site-key': site.key },
          payload: { email: 'eve@example.com', video_id: videoId, comment: `Busy ${i}` },
        }),
      );
    expect(sent.map((r) => r.statusCode)).toEqual(sent.map(() => 201));
  });

  it('answers a retry with the same idempotency key with the first comment', async () => {
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/intake/comments',
        headers: { 'x-site-key': site.key, 'idempotency-key': 'comment-once' },
        payload: { email: 'ann@example.com', video_id: videoId, comment: 'Only once' },
      });
    const [first, again] = [await send(), await send()];
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().id).toBe(first.json().id);
    expect((await api.get('/api/comments?q=Only once')).body.meta.total).toBe(1);
  });

  it('counts one report per reporter; a comment of another site is unknown', async () => {
    const { body } = await post('ben', 'Buy followers here');
    expect((await report(body.id, 'cat')).status).toBe(201);
    const again = await report(body.id, 'cat', 'Still spam');
    expect(again.status).toBe(200);
    expect((await report(body.id, 'dan')).status).toBe(201);
    const shown = await api.get(`/api/comments/${body.id}`);
    expect(shown.body).toMatchObject({ report_status: 'reported', reports_count: 2 });
    const foreign = await intake(
      'comment-reports',
      { comment_id: body.id, email: 'eve@example.com', reason: 'x' },
      site.other,
    );
    expect(Object.keys(foreign.body.errors)).toEqual(['comment_id']);

    const reports = await api.get(`/api/comments/reports?comment_id=${body.id}`);
    expect(reports.body.data).toHaveLength(2);
    expect(reports.body.data[0]).toMatchObject({
      comment_id: body.id,
      reason: 'Spam',
      status: 'open',
      comment: 'Buy followers here',
      comment_member_username: 'ben',
      comment_video_title: 'Sunset',
    });
    expect(reports.body.data.map((r: { reporter_username: string }) => r.reporter_username).sort()).toEqual([
      'cat',
      'dan',
    ]);
  });
});

describe('moderation', () => {
  it('lists reported comments first, most reports first, and filters them', async () => {
    const one = await post('eve', 'Queue one report');
    const two = await post('eve', 'Queue two reports');
    const none = await post('eve', 'Queue no report');
    await report(one.body.id, 'ann');
    await report(two.body.id, 'ann');
    await report(two.body.id, 'ben');
    const ids = async (query: string) =>
      (await api.get(`/api/comments?per_page=200&${query}`)).body.data.map((c: { id: number }) => c.id);
    expect(await ids('q=Queue')).toEqual([two.body.id, one.body.id, none.body.id]);
    expect(await ids('q=Queue&reported=1')).toEqual([two.body.id, one.body.id]);
    expect(await ids('q=Queue&reported=0')).toEqual([none.body.id]);
    expect(await ids(`q=Queue&member_id=${memberIds.eve}&video_id=${videoId}&status=enabled`)).toHaveLength(3);
    expect(await ids(`member_id=${memberIds.fay}`)).toEqual([]);
  });

  it('rejects the reports of a comment it keeps: they leave the queue, the comment stays', async () => {
    const { body } = await post('ann', 'Harmless joke');
    await report(body.id, 'ben');
    const rejected = await api.post(`/api/comments/${body.id}/reject-report`);
    expect(rejected.body).toMatchObject({ status: 'enabled', report_status: 'rejected', reports_count: 0 });
    expect((await api.post(`/api/comments/${body.id}/reject-report`)).status).toBe(409);
    const reports = await api.get(`/api/comments/reports?comment_id=${body.id}`);
    expect(reports.body.data.map((r: { status: string }) => r.status)).toEqual(['rejected']);
    // A new report opens it again.
    await report(body.id, 'cat');
    expect((await api.get(`/api/comments/${body.id}`)).body).toMatchObject({
      report_status: 'reported',
      reports_count: 1,
    });
  });

  it('disables (upholding its reports) and enables; the wrong state is a 409, each audited', async () => {
    const { body } = await post('dan', 'Rude words');
    await report(body.id, 'eve');
    const disabled = await api.post(`/api/comments/${body.id}/disable`);
    expect(disabled.body).toMatchObject({ status: 'disabled', report_status: 'upheld', reports_count: 0 });
    expect((await api.post(`/api/comments/${body.id}/disable`)).status).toBe(409);
    expect((await api.post(`/api/comments/${body.id}/enable`)).body.status).toBe('enabled');
    const log = await api.get(`/api/audit-logs?resource=comments&resource_id=${body.id}`);
    expect(log.body.data.map((e: { action: string }) => e.action).sort()).toEqual(['disable', 'enable']);
  });

  it('bans the author: the comment hidden, the member banned, further comments refused, lifted on the member', async () => {
    const { body } = await post('fay', 'Spam spam spam');
    await report(body.id, 'ann');
    const banned = await api.post(`/api/comments/${body.id}/ban`, { reason: 'Repeated spam' });
    expect(banned.body).toMatchObject({ status: 'disabled', member_banned: true, report_status: 'upheld' });

    const member = await api.get(`/api/users/${memberIds.fay}`);
    expect(member.body).toMatchObject({ comment_ban_reason: 'Repeated spam' });
    expect(member.body.comment_banned_at).toMatch(/^\d{4}-/);
    expect(member.body.comment_banned_by).toMatch(/\w/);

    const refused = await post('fay', 'Let me back in');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('comment_banned');
    const check = await app.inject({
      method: 'POST',
      url: '/api/site/comment-bans/check',
      headers: { 'x-site-key': site.key },
      payload: { email: 'fay@example.com' },
    });
    expect(check.json()).toMatchObject({ banned: true });

    const lifted = await api.post(`/api/users/${memberIds.fay}/lift-comment-ban`);
    expect(lifted.body).toMatchObject({ comment_banned_at: null, comment_ban_reason: null, comment_banned_by: null });
    expect((await api.post(`/api/users/${memberIds.fay}/lift-comment-ban`)).status).toBe(409);
    expect((await post('fay', 'Sorry')).status).toBe(201);

    const log = await api.get(`/api/audit-logs?resource=users&resource_id=${memberIds.fay}`);
    expect(log.body.data.map((e: { action: string }) => e.action).sort()).toEqual(['ban-comments', 'lift-comment-ban']);
  });

  it('deletes a comment with its reports', async () => {
    const { body } = await post('ann', 'Delete me');
    await report(body.id, 'ben');
    expect((await api.delete(`/api/comments/${body.id}`)).status).toBe(204);
    expect((await api.get(`/api/comments/${body.id}`)).status).toBe(404);
    expect((await api.get(`/api/comments/reports?comment_id=${body.id}`)).body.data).toEqual([]);
  });

  it('needs the permission of each action', async () => {
    const reader = as(app, (await adminWith(app, ['list-comments'])).token);
    const { body } = await post('ann', 'Guarded');
    for (const action of ['enable', 'disable', 'ban', 'reject-report'])
      expect((await reader.post(`/api/comments/${body.id}/${action}`)).status).toBe(403);
    expect((await reader.get('/api/comments/reports')).status).toBe(403);
    expect((await reader.post(`/api/users/${memberIds.ann}/lift-comment-ban`)).status).toBe(403);
  });
});
