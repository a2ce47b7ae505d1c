/**
 * A member's timeline: their tickets, orders, subscription changes and staff notes in one list, newest first,
 * paged without a gap or a repeat; only the kinds the caller may list elsewhere; notes added under note-users,
 * audited without their text.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test/client.js';
import { commerceFixture, newMember, postback, segpaySale } from '../../test/commerce.js';
import { adminWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';

const app = await startTestApp();
let staff: ReturnType<typeof as>;
let memberId: number;
const ALL = ['list-users', 'note-users', 'list-supports', 'list-comments', 'list-orders', 'list-audit-logs'];

type Entry = { kind: string; id: number; at: string; text: string; amount: string | null; author: string | null };

beforeAll(async () => {
  const { siteKey } = await commerceFixture(app);
  memberId = await newMember(app, 'tia');
  staff = as(app, (await adminWith(app, ALL)).token);
  const sale = segpaySale({
    stage: 'Initial',
    purchaseid: 'P-T-1',
    tranid: 'T-1',
    username: 'tia',
    eticketid: '196001:1001',
    transtime: '2026-01-10 09:00:00',
    price: '29.99',
  });
  expect((await postback(app, 'segpay', sale)).status).toBe(200);
  const ticket = await app.inject({
    method: 'POST',
    url: '/api/intake/supports',
    remoteAddress: '10.9.0.1',
    headers: { 'x-site-key': siteKey },
    payload: { type: 'billing', subject: 'Where is my receipt?', email: 'TIA@example.com', message: 'Please send it.' },
  });
  expect(ticket.statusCode).toBe(201);
});

const note = (body: string, as_ = staff) => as_.post(`/api/users/${memberId}/notes`, { body });
async function everything(api = staff, perPage = 2) {
  const entries: Entry[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.get(`/api/users/${memberId}/timeline?page=${page}&per_page=${perPage}`);
    expect(answer.status).toBe(200);
    entries.push(...answer.body.data);
    if (!answer.body.meta.has_next) return entries;
  }
}

describe("a member's timeline", () => {
  it('adds a note with its author, audited without its text', async () => {
    const added = await note('Asked for a refund by phone.');
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ kind: 'note', text: 'Asked for a refund by phone.' });
    expect(added.body.author).toMatch(/^user-/);
    const log = await staff.get(`/api/audit-logs?resource=users&resource_id=${memberId}`);
    expect(log.body.data[0]).toMatchObject({
      action: 'note',
      changes: { note_id: { before: null, after: added.body.id } },
    });
    expect(JSON.stringify(log.body)).not.toContain('refund by phone');
  });

  it('reads tickets, orders, subscription changes and notes newest first, paged without gap or repeat', async () => {
    await note('Second note');
    const entries = await everything();
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(entries.map((e) => `${e.kind}:${e.id}:${e.text}`)).size).toBe(entries.length);
    expect(entries.map((e) => e.kind)).toEqual(['note', 'note', 'ticket', 'order', 'subscription']);
    expect(entries[0]!.text).toBe('Second note');
    expect(entries[2]!.text).toBe('Where is my receipt?');
    expect(entries[3]).toMatchObject({ text: 'initial', amount: '29.99', at: '2026-01-10T09:00:00.000Z' });
    expect(entries[4]).toMatchObject({ text: 'started', at: '2026-01-10T09:00:00.000Z' });
    // One page of everything reads the same.
    expect(await everything(staff, 200)).toEqual(entries);
  });

  it('leaves out the kinds the caller may not list elsewhere', async () => {
    const reader = as(app, (await adminWith(app, ['list-users'])).token);
    expect((await everything(reader)).map((e) => e.kind)).toEqual(['note', 'note']);
    const support = as(app, (await adminWith(app, ['list-users', 'list-supports'])).token);
    expect((await everything(support)).map((e) => e.kind)).toEqual(['note', 'note', 'ticket']);
  });

  it('needs note-users to add a note and list-users to read; refuses an empty note and a missing member', async () => {
    const reader = as(app, (await adminWith(app, ['list-users'])).token);
    expect((await note('x', reader)).status).toBe(403);
    const outsider = as(app, (await adminWith(app, ['list-orders'])).token);
    expect((await outsider.get(`/api/users/${memberId}/timeline`)).status).toBe(403);
    const empty = await note('   ');
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['body']);
    expect((await staff.post('/api/users/999999/notes', { body: 'x' })).status).toBe(404);
    expect((await staff.get('/api/users/999999/timeline')).status).toBe(404);
  });
});
