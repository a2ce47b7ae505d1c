/** A member's privacy export (everything about them, nothing of another) and erasure (personal data replaced). */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test/client.js';
import { startTestApp } from '../../test/harness.js';
import { adminWith } from '../../test/fixtures.js';
import {
  auditLogs,
  comments,
  members,
  memberEvents,
  memberTokens,
  outbox,
  supportTickets,
  tokenRecords,
  videos,
} from '../../db/schema/index.js';

const app = await startTestApp();
let staff: ReturnType<typeof as>;

/** A member with a visit before sign-up, events, a coin spend, an e-mail, link tokens and an audited edit. */
async function memberWithHistory(name: string) {
  const visitor = `visitor-${name}`;
  const [member] = await app.db
    .insert(members)
    .values({
      username: name,
      email: `${name}@example.com`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthdate: '1990-01-02',
      phone: '+1 555 0100',
      visitorId: visitor,
      referrer: `https://ref.example/${name}`,
      landingPage: `/welcome?who=${name}`,
      utmSource: 'newsletter',
    })
    .returning({ id: members.id });
  const id = member!.id;
  const at = new Date('2026-01-01T10:00:00Z');
  await app.db.insert(memberEvents).values([
    { eventId: `${name}-visit`, kind: 'visit', visitorId: visitor, occurredAt: at, referrer: 'https://x.example' },
    { eventId: `${name}-signup`, kind: 'signup', visitorId: visitor, memberId: id, occurredAt: at },
  ]);
  await app.db.insert(tokenRecords).values({ memberId: id, videoSerialNumber: 'BL-000001', amount: 5, paidAt: at });
  await app.db.insert(outbox).values({
    memberId: id,
    template: 'email-verification',
    language: 'en',
    sender: 'no-reply@site.example',
    recipient: `${name}@example.com`,
    subject: 'Confirm your e-mail',
    body: 'https://site.example/verify?token=secret-link',
  });
  const expires = new Date(Date.now() + 3_600_000);
  await app.db.insert(memberTokens).values([
    { memberId: id, purpose: 'verify-email', tokenHash: `hash-used-${name}`, expiresAt: expires, usedAt: at },
    { memberId: id, purpose: 'reset-password', tokenHash: `hash-open-${name}`, expiresAt: expires },
  ]);
  // What they wrote: a comment, and a ticket from their address sent before it was tied to them.
  const [video] = await app.db
    .insert(videos)
    .values({ serialNumber: `PV-${id}`, title: 'Sunset', titleCn: '日落' })
    .returning({ id: videos.id });
  await app.db.insert(comments).values({ memberId: id, videoId: video!.id, body: `${name} was here` });
  await app.db
    .insert(supportTickets)
    .values({ type: 'billing', subject: `Help ${name}`, email: `${name.toUpperCase()}@example.com`, message: 'Hi' });
  // An edit as the members resource records it: the row's fields before and after, the username as label.
  await app.db.insert(auditLogs).values({
    action: 'update',
    resource: 'users',
    resourceId: id,
    recordLabel: name,
    changes: {
      email: { before: `old-${name}@example.com`, after: `${name}@example.com` },
      status: { before: 'disabled', after: 'active' },
    },
  });
  return id;
}

let ada = 0;
let other = 0;

beforeAll(async () => {
  staff = as(app, (await adminWith(app, ['export-users', 'erase-users', 'list-audit-logs'])).token);
  ada = await memberWithHistory('ada');
  other = await memberWithHistory('grace');
  // Another member later signed up on the browser Ada used: that event is theirs, not Ada's.
  await app.db.insert(memberEvents).values({
    eventId: 'grace-login',
    kind: 'login',
    visitorId: 'visitor-ada',
    memberId: other,
    occurredAt: new Date(),
  });
});

describe('GET /users/{id}/privacy-export', () => {
  it("downloads everything held about the member as JSON, and nothing of another member's", async () => {
    const answer = await staff.get(`/api/users/${ada}/privacy-export`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="member-${ada}.json"`);
    expect(answer.headers['cache-control']).toBe('no-store');
    const file = answer.body;
    expect(file.member).toMatchObject({ id: ada, username: 'ada', email: 'ada@example.com', phone: '+1 555 0100' });
    expect(file.events.map((e: { event_id: string }) => e.event_id)).toEqual(['ada-visit', 'ada-signup']);
    expect(file.token_records).toMatchObject([{ video_serial_number: 'BL-000001', amount: 5 }]);
    expect(file.messages).toMatchObject([{ recipient: 'ada@example.com', subject: 'Confirm your e-mail' }]);
    expect(file.tokens.map((t: { purpose: string }) => t.purpose).sort()).toEqual(['reset-password', 'verify-email']);
    expect(file.audit_entries).toMatchObject([{ action: 'update' }]);
    expect(file.comments).toMatchObject([{ comment: 'ada was here', status: 'enabled' }]);
    expect(file.support_tickets).toMatchObject([{ subject: 'Help ada', email: 'ADA@example.com' }]);
    const text = JSON.stringify(file);
    expect(text).not.toContain('grace');
    expect(text).not.toContain('hash-');
    expect(text).not.toContain('secret-link');
  });

  it('is 404 for no such member and needs export-users', async () => {
    expect((await staff.get('/api/users/999999/privacy-export')).status).toBe(404);
    const eraser = as(app, (await adminWith(app, ['erase-users', 'list-users'])).token);
    expect((await eraser.get(`/api/users/${ada}/privacy-export`)).status).toBe(403);
  });
});

describe('POST /users/{id}/erase', () => {
  it('needs erase-users', async () => {
    const exporter = as(app, (await adminWith(app, ['export-users', 'edit-users', 'disable-users'])).token);
    expect((await exporter.post(`/api/users/${ada}/erase`)).status).toBe(403);
  });

  it('replaces the personal data, detaches the events, deletes unused tokens and e-mails, keeps money records', async () => {
    const answer = await staff.post(`/api/users/${ada}/erase`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: ada, erased_at: expect.any(String) });

    const [row] = await app.db.select().from(members).where(eq(members.id, ada));
    expect(row).toMatchObject({
      username: `erased-${ada}`,
      email: `erased-${ada}@invalid`,
      firstName: null,
      lastName: null,
      birthdate: null,
      phone: null,
      avatarId: null,
      bannerId: null,
      visitorId: null,
      referrer: null,
      landingPage: null,
      status: 'disabled',
      erasedAt: expect.any(Date),
    });
    const file = (await staff.get(`/api/users/${ada}/privacy-export`)).body;
    expect(file.events).toEqual([]);
    expect(file.messages).toEqual([]);
    expect(file.tokens).toMatchObject([{ purpose: 'verify-email' }]);
    expect(file.token_records).toMatchObject([{ amount: 5 }]);
    expect(file.comments).toEqual([]);
    expect(file.support_tickets).toEqual([]);
    const detached = await app.db.select().from(memberEvents).where(eq(memberEvents.visitorId, 'erased'));
    expect(detached.map((e) => [e.eventId, e.memberId]).sort()).toEqual([
      ['ada-signup', null],
      ['ada-visit', null],
    ]);

    // The other member is untouched, their event on Ada's browser included.
    const grace = (await staff.get(`/api/users/${other}/privacy-export`)).body;
    expect(grace.member).toMatchObject({ username: 'grace', email: 'grace@example.com' });
    expect(grace.events).toHaveLength(3);
    expect(grace.messages).toHaveLength(1);
    expect(grace.comments).toHaveLength(1);
    expect(grace.support_tickets).toHaveLength(1);
  });

  it('leaves no erased value in the audit log, earlier entries included', async () => {
    const log = await staff.get(`/api/audit-logs?resource=users&resource_id=${ada}`);
    const entries = log.body.data as Array<{ action: string; record_label: string; changes: object }>;
    expect(entries.map((e) => e.action).sort()).toEqual(['erase', 'update']);
    const erase = entries.find((e) => e.action === 'erase')!;
    expect(erase.record_label).toBe(`erased-${ada}`);
    expect(erase.changes).toMatchObject({
      status: { before: 'active', after: 'disabled' },
      detached_events: { after: 2 },
      deleted_comments: { after: 1 },
      deleted_tickets: { after: 1 },
    });
    const text = JSON.stringify(entries);
    for (const value of ['ada@', 'Ada', 'Lovelace', '1990-01-02', '555 0100', 'visitor-ada', 'ref.example', '"ada"']) {
      expect(text).not.toContain(value);
    }
    const update = entries.find((e) => e.action === 'update')!;
    expect(update.changes).toEqual({
      email: { before: '[erased]', after: '[erased]' },
      status: { before: 'disabled', after: 'active' },
    });
  });

  it('refuses a second erasure with 409 and is 404 for no such member', async () => {
    const again = await staff.post(`/api/users/${ada}/erase`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This member's personal data has already been erased.");
    expect((await staff.post('/api/users/999999/erase')).status).toBe(404);
  });
});
