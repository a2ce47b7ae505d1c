/** Complaints: entered by staff, the queue and its clock, decisions, the video taken down, and permissions. */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { image, mp4, upload } from '../../test/files.js';
import { publishedVideos } from '../../test/published-videos.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
let reader: ReturnType<typeof as>;
let videos: ReturnType<typeof publishedVideos>;

beforeAll(async () => {
  const { token } = await adminWith(app, [
    'list-videos',
    'create-videos',
    'publish-videos',
    'upload-files',
    'list-complaints',
    'create-complaints',
    'edit-complaints',
    'decide-complaints',
    'hide-video-complaints',
    'list-audit-logs',
  ]);
  api = as(app, token);
  reader = as(app, (await adminWith(app, ['list-complaints'])).token);
  const cover = (await upload(app, token, 'images', await image('png'), { name: 'cover.png' })).body.id;
  const movie = (await upload(app, token, 'videos', mp4(95), { name: 'movie.mp4' })).body.id;
  videos = publishedVideos(api, { cover, movie });
});

const complaint = (extra: object = {}) =>
  api.post('/api/complaints', {
    reason: 'no_consent',
    complainant_name: 'Jo Doe',
    complainant_email: 'jo@example.com',
    url: 'https://velvet.example.com/videos/1',
    message: 'I did not agree to this.',
    ...extra,
  });

describe('entering complaints', () => {
  it('keeps a staff complaint open, due seven business days after its receipt (a weekend skipped)', async () => {
    const made = await complaint({ received_at: '2026-01-02T16:00:00Z' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      source: 'staff',
      status: 'open',
      site_id: null,
      due_on: '2026-01-13',
      overdue: true,
      decided_at: null,
      video_hidden_at: null,
    });
    expect(made.body).not.toHaveProperty('idempotency_key');
    const moved = await api.put(`/api/complaints/${made.body.id}`, { received_at: '2026-01-05T08:00:00Z' });
    expect(moved.body.due_on).toBe('2026-01-14');
  });

  it('is received now when no time is given, and never in the future', async () => {
    const made = await complaint();
    expect(Date.now() - Date.parse(made.body.received_at)).toBeLessThan(60_000);
    expect(made.body.overdue).toBe(false);
    const future = await complaint({ received_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(future.status).toBe(422);
    expect(Object.keys(future.body.errors)).toEqual(['received_at']);
  });

  it('names a video or an address, and only a video that exists', async () => {
    const neither = await complaint({ url: null });
    expect(neither.status).toBe(422);
    expect(neither.body.errors.url).toBeDefined();
    const unknown = await complaint({ video_id: 999_999 });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['video_id']);
    const video = await videos.published('Named');
    const named = await complaint({ url: null, video_id: video });
    expect(named.status).toBe(201);
    expect(named.body).toMatchObject({ video_id: video, video_title: 'Named', url: null });
  });
});

describe('the queue', () => {
  it('lists oldest due first, and filters overdue and due-soon open complaints', async () => {
    const late = (await complaint({ complainant_name: 'Queue late', received_at: '2025-03-03T10:00:00Z' })).body;
    const fresh = (await complaint({ complainant_name: 'Queue fresh' })).body;
    const listed = (await reader.get('/api/complaints?q=Queue')).body.data.map((c: { id: number }) => c.id);
    expect(listed).toEqual([late.id, fresh.id]);
    const overdue = (await reader.get('/api/complaints?q=Queue&overdue=1')).body.data;
    expect(overdue.map((c: { id: number }) => c.id)).toEqual([late.id]);
    const notOverdue = (await reader.get('/api/complaints?q=Queue&overdue=0')).body.data;
    expect(notOverdue.map((c: { id: number }) => c.id)).toEqual([fresh.id]);
    // Due in seven business days: not yet within the dashboard's two; the overdue one is.
    const soon = (await reader.get('/api/complaints?q=Queue&due_soon=1')).body.data;
    expect(soon.map((c: { id: number }) => c.id)).toEqual([late.id]);
    await api.post(`/api/complaints/${late.id}/reject`, { note: 'Not ours.' });
    expect((await reader.get('/api/complaints?q=Queue&overdue=1')).body.data).toEqual([]);
    const open = (await reader.get('/api/complaints?q=Queue&status=open')).body.data;
    expect(open.map((c: { id: number }) => c.id)).toEqual([fresh.id]);
  });
});

describe('decisions', () => {
  it('upholds with a required note, recording who and when; a decided complaint is decided once', async () => {
    const { id } = (await complaint()).body;
    const noNote = await api.post(`/api/complaints/${id}/uphold`, { note: '' });
    expect(noNote.status).toBe(422);
    expect(Object.keys(noNote.body.errors)).toEqual(['note']);
    const upheld = await api.post(`/api/complaints/${id}/uphold`, { note: 'Consent missing.' });
    expect(upheld.status).toBe(200);
    expect(upheld.body).toMatchObject({ status: 'upheld', decision_note: 'Consent missing.', overdue: false });
    expect(upheld.body.decided_by).toBeGreaterThan(0);
    expect(upheld.body.decided_by_username).toMatch(/\w/);
    expect(Date.now() - Date.parse(upheld.body.decided_at)).toBeLessThan(60_000);
    for (const action of ['uphold', 'reject'])
      expect((await api.post(`/api/complaints/${id}/${action}`, { note: 'Again.' })).status).toBe(409);
    expect((await api.post(`/api/complaints/${id}/hide-video`)).status).toBe(409);
  });

  it('rejects with a note, and keeps a decided complaint as it was decided', async () => {
    const { id } = (await complaint()).body;
    expect((await api.put(`/api/complaints/${id}`, { reason: 'privacy' })).body.reason).toBe('privacy');
    const rejected = await api.post(`/api/complaints/${id}/reject`, { note: 'Unfounded.' });
    expect(rejected.body).toMatchObject({ status: 'rejected', decision_note: 'Unfounded.' });
    const edited = await api.put(`/api/complaints/${id}`, { reason: 'other' });
    expect(edited.status).toBe(409);
    expect((await api.get(`/api/complaints/${id}`)).body.reason).toBe('privacy');
  });
});

describe('taking the video down', () => {
  it('hides a published video at once: the site stops showing it, audited for both records', async () => {
    const video = await videos.published('Takedown');
    expect(await videos.live(video)).toBe(true);
    const { id } = (await complaint({ video_id: video })).body;
    const hidden = await api.post(`/api/complaints/${id}/hide-video`);
    expect(hidden.status).toBe(200);
    expect(hidden.body.status).toBe('open');
    expect(hidden.body.video_hidden_at).not.toBeNull();
    expect((await api.get(`/api/videos/${video}`)).body.status).toBe('hidden');
    expect(await videos.live(video)).toBe(false);
    const videoLog = (await api.get(`/api/audit-logs?resource=videos&resource_id=${video}&action=hide`)).body;
    expect(videoLog.data[0].changes.status).toEqual({ before: 'published', after: 'hidden' });
    const complaintLog = await api.get(`/api/audit-logs?resource=complaints&resource_id=${id}&action=hide-video`);
    expect(complaintLog.body.data).toHaveLength(1);
    // Once only; upholding afterwards keeps the time it was hidden.
    expect((await api.post(`/api/complaints/${id}/hide-video`)).status).toBe(409);
    const upheld = await api.post(`/api/complaints/${id}/uphold`, { note: 'Taken down.', hide_video: true });
    expect(upheld.body.video_hidden_at).toBe(hidden.body.video_hidden_at);
  });

  it('hides the video when upholding asks it, in the same transaction', async () => {
    const video = await videos.published('Upheld takedown');
    const { id } = (await complaint({ video_id: video })).body;
    const upheld = await api.post(`/api/complaints/${id}/uphold`, { note: 'Upheld.', hide_video: true });
    expect(upheld.body).toMatchObject({ status: 'upheld' });
    expect(upheld.body.video_hidden_at).not.toBeNull();
    expect(await videos.live(video)).toBe(false);
  });

  it('needs a video: without one, hiding is a 409 and so is upholding with hide_video', async () => {
    const { id } = (await complaint()).body;
    expect((await api.post(`/api/complaints/${id}/hide-video`)).status).toBe(409);
    expect((await api.post(`/api/complaints/${id}/uphold`, { note: 'x', hide_video: true })).status).toBe(409);
    expect((await api.get(`/api/complaints/${id}`)).body.status).toBe('open');
  });
});

describe('permissions', () => {
  it('lets a holder of the list permission read, and nothing more', async () => {
    const { id } = (await complaint()).body;
    expect((await reader.get(`/api/complaints/${id}`)).status).toBe(200);
    expect((await reader.post('/api/complaints', {})).status).toBe(403);
    expect((await reader.put(`/api/complaints/${id}`, { message: 'x' })).status).toBe(403);
    expect((await reader.post(`/api/complaints/${id}/uphold`, { note: 'x' })).status).toBe(403);
    expect((await reader.post(`/api/complaints/${id}/reject`, { note: 'x' })).status).toBe(403);
    expect((await reader.post(`/api/complaints/${id}/hide-video`)).status).toBe(403);
    expect((await reader.delete(`/api/complaints/${id}`)).status).toBe(404);
  });

  it('keeps complaints from admins without the permission', async () => {
    const other = as(app, (await adminWith(app, ['list-videos'])).token);
    expect((await other.get('/api/complaints')).status).toBe(403);
  });
});
