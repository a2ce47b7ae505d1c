/** Members: listed with search and filters, shown with their attribution, edited, disabled and enabled. */
import { beforeAll, describe, expect, it } from 'vitest';
import { campaigns, channels, members } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { image, srt, upload } from '../../test/files.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
const ids = { ads: 0, spring: 0, ana: 0, bo: 0, cy: 0 };
const files = { avatar: 0, subtitle: 0 };

beforeAll(async () => {
  const { token } = await adminWith(app, [
    'list-users',
    'edit-users',
    'enable-users',
    'disable-users',
    'list-audit-logs',
    'upload-files',
  ]);
  api = as(app, token);
  files.avatar = (await upload(app, token, 'images', await image('webp', 120, 120))).body.id;
  files.subtitle = (await upload(app, token, 'subtitles', srt())).body.id;
  const [channel] = await app.db.insert(channels).values({ utmSource: 'spring-ads', type: 'ads' }).returning();
  const [campaign] = await app.db
    .insert(campaigns)
    .values({ channelId: channel!.id, name: 'Spring sale', utmCampaign: 'spring', landingUrl: 'https://a.example/' })
    .returning();
  ids.ads = channel!.id;
  ids.spring = campaign!.id;
  const rows = await app.db
    .insert(members)
    .values([
      {
        username: 'ana_k',
        email: 'ana.kowalski@mailbox.example',
        firstName: 'Ana',
        lastName: 'Kowalski',
        channelId: channel!.id,
        campaignId: campaign!.id,
        utmSource: 'spring-ads',
        utmCampaign: 'spring',
        device: 'mobile',
        country: 'PL',
        landingPage: '/plans',
        referrer: 'https://search.example/',
        coinBalance: 40,
        createdAt: new Date('2026-03-02T10:00:00Z'),
      },
      {
        username: 'bo',
        email: 'bo@elsewhere.example',
        firstName: 'Bo',
        lastName: 'Jensen',
        device: 'desktop',
        country: 'DK',
        createdAt: new Date('2026-03-05T10:00:00Z'),
      },
      {
        username: 'cy_100%',
        email: 'cy@mailbox.example',
        status: 'disabled',
        createdAt: new Date('2026-03-09T10:00:00Z'),
      },
    ])
    .returning({ id: members.id });
  [ids.ana, ids.bo, ids.cy] = rows.map((r) => r.id) as [number, number, number];
});

const listed = async (query: string) =>
  (await api.get(`/api/users?per_page=200&${query}`)).body.data.map((m: { id: number }) => m.id);

describe('members', () => {
  it('lists the newest first, with the names of their channel and campaign and the coin balance', async () => {
    const page = await api.get('/api/users');
    expect(page.status).toBe(200);
    expect(page.body.data.map((m: { id: number }) => m.id)).toEqual([ids.cy, ids.bo, ids.ana]);
    expect(page.body.data[2]).toMatchObject({
      username: 'ana_k',
      coin: 40,
      channel_id: ids.ads,
      channel_name: 'spring-ads',
      channel_type: 'ads',
      campaign_id: ids.spring,
      campaign_name: 'Spring sale',
      device: 'mobile',
      country: 'PL',
      avatar: null,
    });
    expect(page.body.data[2]).not.toHaveProperty('coin_balance');
  });

  it('searches a part of the username, the e-mail or the full name, ignoring case, % taken literally', async () => {
    expect(await listed('q=MAILBOX.ex')).toEqual([ids.cy, ids.ana]);
    expect(await listed('q=kowal')).toEqual([ids.ana]);
    expect(await listed('q=bo jen')).toEqual([ids.bo]);
    expect(await listed('q=100%25')).toEqual([ids.cy]);
    expect(await listed('q=%25')).toEqual([ids.cy]);
  });

  it('filters by status, channel, campaign, sign-up day, country and device, and sorts', async () => {
    expect(await listed('status=disabled')).toEqual([ids.cy]);
    expect(await listed(`channel_id=${ids.ads}`)).toEqual([ids.ana]);
    expect(await listed(`campaign_id=${ids.spring}`)).toEqual([ids.ana]);
    expect(await listed('created_from=2026-03-05&created_to=2026-03-09')).toEqual([ids.cy, ids.bo]);
    expect(await listed('country=dk')).toEqual([ids.bo]);
    expect(await listed('country=D')).toEqual([]);
    expect(await listed('device=desktop')).toEqual([ids.bo]);
    expect(await listed('sort=username')).toEqual([ids.ana, ids.bo, ids.cy]);
    expect(await listed('sort=-email')).toEqual([ids.cy, ids.bo, ids.ana]);
    const bad = await api.get('/api/users?device=watch&sort=coin');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['device', 'sort']);
  });

  it('shows one member with the attribution', async () => {
    const shown = await api.get(`/api/users/${ids.ana}`);
    expect(shown.body).toMatchObject({
      id: ids.ana,
      landing_page: '/plans',
      referrer: 'https://search.example/',
      utm_campaign: 'spring',
    });
    expect((await api.get('/api/users/999999')).status).toBe(404);
  });

  it('edits the profile, checking uniqueness ignoring case, the birthdate and the images', async () => {
    const taken = await api.put(`/api/users/${ids.bo}`, { username: 'ANA_K', email: 'CY@mailbox.example' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({
      username: ['This value is already taken.'],
      email: ['This value is already taken.'],
    });

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const bad = await api.put(`/api/users/${ids.bo}`, {
      birthdate: tomorrow,
      email: 'not-mail',
      banner_id: files.subtitle,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ birthdate: ['This date is in the future.'], email: [expect.any(String)] });
    const wrongKind = await api.put(`/api/users/${ids.bo}`, { banner_id: files.subtitle });
    expect(wrongKind.body.errors).toEqual({ banner_id: ['This file is of another kind.'] });

    const attribution = await api.put(`/api/users/${ids.bo}`, { channel_id: ids.ads, coin: 5 });
    expect(attribution.status).toBe(422);

    const saved = await api.put(`/api/users/${ids.bo}`, {
      username: 'bo_j',
      birthdate: '1990-06-01',
      phone: '+45 1234',
      avatar_id: files.avatar,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      username: 'bo_j',
      email: 'bo@elsewhere.example',
      birthdate: '1990-06-01',
      avatar: { kind: 'image', width: 120 },
      country: 'DK',
    });
    const log = await api.get(`/api/audit-logs?resource=users&resource_id=${ids.bo}`);
    expect(log.body.data[0]).toMatchObject({ action: 'update', record_label: 'bo_j' });
  });

  it('disables and enables, refusing a transition from the wrong state, audited', async () => {
    const disabled = await api.post(`/api/users/${ids.ana}/disable`);
    expect(disabled.body).toMatchObject({ id: ids.ana, status: 'disabled', channel_name: 'spring-ads' });
    const again = await api.post(`/api/users/${ids.ana}/disable`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invalid_transition');
    expect((await api.post(`/api/users/${ids.ana}/enable`)).body.status).toBe('active');
    expect((await api.post(`/api/users/${ids.ana}/enable`)).status).toBe(409);

    const log = await api.get(`/api/audit-logs?resource=users&resource_id=${ids.ana}`);
    expect(log.body.data.map((e: { action: string }) => e.action).sort()).toEqual(['disable', 'enable']);
    expect(log.body.data.find((e: { action: string }) => e.action === 'disable')).toMatchObject({
      record_label: 'ana_k',
      changes: { status: { before: 'active', after: 'disabled' } },
    });
  });

  it('refuses each operation to an admin without its permission', async () => {
    const { token } = await adminWith(app, ['list-users']);
    const reader = as(app, token);
    expect((await reader.get('/api/users')).status).toBe(200);
    expect((await reader.put(`/api/users/${ids.cy}`, { phone: '1' })).status).toBe(403);
    expect((await reader.post(`/api/users/${ids.cy}/enable`)).status).toBe(403);
    expect((await reader.post(`/api/users/${ids.ana}/disable`)).status).toBe(403);
    expect((await reader.get('/api/users/tokenRecord')).status).toBe(403);
    const nobody = as(app, (await adminWith(app, ['list-token-records'])).token);
    expect((await nobody.get('/api/users')).status).toBe(403);
    expect((await nobody.get(`/api/users/${ids.ana}`)).status).toBe(403);
    expect((await api.post('/api/users', { username: 'x', email: 'x@example.com' })).status).toBe(404);
    expect((await api.delete(`/api/users/${ids.cy}`)).status).toBe(404);
  });
});
