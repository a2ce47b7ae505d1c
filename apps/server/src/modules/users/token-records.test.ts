/** Token records: members' coin spends on videos, listed with the member's e-mail, filtered and sorted. */
import { beforeAll, describe, expect, it } from 'vitest';
import { members, tokenRecords, videos } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
const ids = { mia: 0, noor: 0, first: 0, second: 0, third: 0 };

beforeAll(async () => {
  api = as(app, (await adminWith(app, ['list-token-records'])).token);
  const [mia, noor] = await app.db
    .insert(members)
    .values([
      { username: 'mia', email: 'mia@coins.example', createdAt: new Date('2026-01-10T08:00:00Z') },
      { username: 'noor', email: 'noor@other.example' },
    ])
    .returning({ id: members.id });
  const [video] = await app.db
    .insert(videos)
    .values({ serialNumber: 'TK-000101', title: 'Paid', titleCn: '付费' })
    .returning({ id: videos.id });
  ids.mia = mia!.id;
  ids.noor = noor!.id;
  const rows = await app.db
    .insert(tokenRecords)
    .values([
      {
        memberId: mia!.id,
        videoId: video!.id,
        videoSerialNumber: 'TK-000101',
        amount: 30,
        paidAt: new Date('2026-02-01T12:00:00Z'),
      },
      { memberId: mia!.id, videoSerialNumber: 'OLD-000007', amount: 5, paidAt: new Date('2026-02-03T12:00:00Z') },
      {
        memberId: noor!.id,
        videoId: video!.id,
        videoSerialNumber: 'TK-000101',
        amount: 12,
        paidAt: new Date('2026-02-02T23:30:00Z'),
      },
    ])
    .returning({ id: tokenRecords.id });
  [ids.first, ids.second, ids.third] = rows.map((r) => r.id) as [number, number, number];
});

const listed = async (query: string) =>
  (await api.get(`/api/users/tokenRecord?${query}`)).body.data.map((r: { id: number }) => r.id);

describe('token records', () => {
  it('lists the latest spend first, with the member and the video serial number', async () => {
    const page = await api.get('/api/users/tokenRecord');
    expect(page.status).toBe(200);
    expect(page.body.data.map((r: { id: number }) => r.id)).toEqual([ids.second, ids.third, ids.first]);
    expect(page.body.data[2]).toEqual({
      id: ids.first,
      member_id: ids.mia,
      member_email: 'mia@coins.example',
      member_created_at: '2026-01-10T08:00:00.000Z',
      video_id: expect.any(Number),
      video_serial_number: 'TK-000101',
      amount: 30,
      paid_at: '2026-02-01T12:00:00.000Z',
    });
    expect(page.body.meta).toMatchObject({ total: 3, total_is_estimate: false });
  });

  it('filters by member, a part of the e-mail or of the serial number, and the day paid; sorts by amount', async () => {
    expect(await listed(`member_id=${ids.noor}`)).toEqual([ids.third]);
    expect(await listed('member_email=COINS.ex')).toEqual([ids.second, ids.first]);
    expect(await listed('video_serial=old-')).toEqual([ids.second]);
    expect(await listed('paid_from=2026-02-02&paid_to=2026-02-02')).toEqual([ids.third]);
    expect(await listed('sort=amount')).toEqual([ids.second, ids.third, ids.first]);
    expect(await listed('member_email=%25')).toEqual([]);
    expect((await api.get('/api/users/tokenRecord?sort=member_email')).status).toBe(422);
  });

  it('is not taken for a member id, and needs its own permission', async () => {
    const members = as(app, (await adminWith(app, ['list-users'])).token);
    expect((await members.get('/api/users/tokenRecord')).status).toBe(403);
    expect((await api.get(`/api/users/${ids.mia}`)).status).toBe(403);
  });
});
