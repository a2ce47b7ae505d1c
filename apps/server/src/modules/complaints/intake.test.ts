/** Complaints a member site sends: keyed, idempotent, rate-limited, naming only a video the site shows. */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { image, mp4, upload } from '../../test/files.js';
import { publishedVideos } from '../../test/published-videos.js';
import { INTAKE_LIMIT } from '../../platform/intake.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
const sites = { velvet: { id: 0, key: '' }, harbour: { id: 0, key: '' } };
const shown = { velvet: 0, harbour: 0 };

beforeAll(async () => {
  const { token } = await adminWith(app, [
    'create-sites',
    'create-blocks',
    'edit-blocks',
    'list-videos',
    'create-videos',
    'publish-videos',
    'upload-files',
    'list-complaints',
  ]);
  api = as(app, token);
  const cover = (await upload(app, token, 'images', await image('png'), { name: 'cover.png' })).body.id;
  const movie = (await upload(app, token, 'videos', mp4(95), { name: 'movie.mp4' })).body.id;
  const videos = publishedVideos(api, { cover, movie });
  for (const name of ['velvet', 'harbour'] as const) {
    const site = (await api.post('/api/sites', { name, domain: `${name}.example.com` })).body;
    sites[name] = { id: site.id, key: site.intake_key };
    shown[name] = await videos.published(`${name} video`);
    const block = await api.post('/api/blocks', {
      site_id: site.id,
      page: 'home',
      type: 'videos',
      title: 'New',
      title_cn: '最新',
    });
    await api.post(`/api/blocks/${block.body.id}/videos`, { video_ids: [shown[name]] });
  }
});

let address = 0;
function submit(body: object, headers: Record<string, string> = {}, ip = `10.1.0.${++address}`) {
  return app
    .inject({
      method: 'POST',
      url: '/api/intake/complaints',
      remoteAddress: ip,
      headers: { 'x-site-key': sites.velvet.key, 'accept-language': 'en', ...headers },
      payload: body,
    })
    .then((r) => ({ status: r.statusCode, body: r.json() }));
}
const complaint = (extra: object = {}) => ({
  reason: 'privacy',
  complainant_name: 'Sam Roe',
  complainant_email: 'sam@example.com',
  url: 'https://velvet.example.com/v/1',
  message: 'My face is shown without my consent.',
  ...extra,
});

describe('complaints intake', () => {
  it('stores a complaint from a site, open, with its clock, under the site it came from', async () => {
    const sent = await submit(complaint({ video_id: shown.velvet }));
    expect(sent.status).toBe(201);
    const stored = (await api.get(`/api/complaints/${sent.body.id}`)).body;
    expect(stored).toMatchObject({ source: 'member_site', site_id: sites.velvet.id, status: 'open' });
    expect(stored.video_title).toBe('velvet video');
    expect(stored.due_on > stored.received_at.slice(0, 10)).toBe(true);
  });

  it('refuses a missing or wrong key with 401, before reading the body', async () => {
    expect((await submit(complaint(), { 'x-site-key': '' })).status).toBe(401);
    expect((await submit({}, { 'x-site-key': 'bl_site_wrong' })).status).toBe(401);
  });

  it('answers a retry with the same idempotency key with the first complaint (200, same id)', async () => {
    const headers = { 'idempotency-key': 'complaint-7' };
    const first = await submit(complaint({ complainant_name: 'Once only' }), headers);
    const again = await submit(complaint({ complainant_name: 'Once only' }), headers);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.id).toBe(first.body.id);
    expect((await api.get('/api/complaints?q=Once only')).body.meta.total).toBe(1);
  });

  it("refuses another site's video as it refuses an id of no video: 422 on the field, nothing revealed", async () => {
    const others = await submit(complaint({ video_id: shown.harbour }));
    const none = await submit(complaint({ video_id: 999_999 }));
    expect(others.status).toBe(422);
    expect(others.body.errors).toEqual({ video_id: ['There is no such video.'] });
    expect(none.body).toEqual(others.body);
    const harbour = await submit(complaint({ video_id: shown.harbour }), { 'x-site-key': sites.harbour.key });
    expect(harbour.status).toBe(201);
  });

  it('takes a staff-only field from no site, and needs a video or an address', async () => {
    const receipt = await submit(complaint({ received_at: '2026-01-01T00:00:00Z' }));
    expect(receipt.status).toBe(422);
    const neither = await submit(complaint({ url: null }));
    expect(neither.status).toBe(422);
    expect(Object.keys(neither.body.errors)).toEqual(['url']);
  });

  it(`limits one address to ${INTAKE_LIMIT} complaints`, async () => {
    const ip = '10.1.9.9';
    for (let i = 0; i < INTAKE_LIMIT; i++) expect((await submit(complaint(), {}, ip)).status).toBe(201);
    expect((await submit(complaint(), {}, ip)).status).toBe(429);
  });
});
