/** The site events intake: schema, key, idempotency, all-or-nothing, sign-ups with attribution, logins. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaigns, channels, memberEvents, members } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';

const app = await startTestApp();
let siteKey: string;
let adsId: number;
let springId: number;

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

beforeAll(async () => {
  const api = as(app, (await adminWith(app, ['create-sites'])).token);
  siteKey = (await api.post('/api/sites', { name: 'Velvet', domain: 'velvet.example.com' })).body.intake_key;
  // Channels are arranged in the database: this file is about the intake, not the channels' pages.
  const [ads] = await app.db
    .insert(channels)
    .values({ utmSource: 'GoogleAds', type: 'ads' })
    .returning({ id: channels.id });
  await app.db.insert(channels).values({ utmSource: 'oldpartner', type: 'affiliate', status: 'archived' });
  adsId = ads!.id;
  const [spring] = await app.db
    .insert(campaigns)
    .values({ channelId: adsId, name: 'Spring', utmCampaign: 'spring-sale', landingUrl: 'https://velvet.example.com/' })
    .returning({ id: campaigns.id });
  springId = spring!.id;
});

function post(body: unknown, headers: Record<string, string> = {}) {
  return app
    .inject({
      method: 'POST',
      url: '/api/intake/events',
      headers: { 'x-site-key': siteKey, 'accept-language': 'en', ...headers },
      payload: body as object,
    })
    .then((r) => ({ status: r.statusCode, body: r.json() }));
}

const id = () => randomUUID();
const visit = (visitor: string, at: string, extra: object = {}) => ({
  event_id: id(),
  kind: 'visit',
  visitor_id: visitor,
  occurred_at: at,
  ...extra,
});
const signup = (visitor: string, name: string, extra: object = {}) => ({
  event_id: id(),
  kind: 'signup',
  visitor_id: visitor,
  occurred_at: ago(0),
  device: 'mobile',
  country: 'DE',
  member: { username: name, email: `${name}@example.com`, first_name: 'Ann' },
  ...extra,
});
const memberNamed = async (username: string) =>
  (await app.db.select().from(members).where(eq(members.username, username)))[0];

describe('the call', () => {
  it('needs a valid site key', async () => {
    const body = { events: [visit('v-key', ago(0))] };
    expect((await post(body, { 'x-site-key': '' })).status).toBe(401);
    expect((await post(body, { 'x-site-key': 'bl_site_wrong' })).status).toBe(401);
  });

  it('names each refused field by its place in the batch, and stores none of the batch', async () => {
    const good = visit('v-schema', ago(0));
    const bad = await post({
      events: [
        good,
        { ...visit('v-schema', ago(40 * DAY)), device: 'phone', country: 'de', landing_page: 'javascript:alert(1)' },
        { ...visit('v-schema', ago(-10 * 60_000)), utm_source: 'x'.repeat(201), member_email: 'a@example.com' },
        { ...signup('v-schema', 'schema'), member: { username: '', email: 'nope' } },
      ],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'events.1.country',
      'events.1.device',
      'events.1.landing_page',
      'events.1.occurred_at',
      'events.2.member_email',
      'events.2.occurred_at',
      'events.2.utm_source',
      'events.3.member.email',
      'events.3.member.username',
    ]);
    expect(bad.body.errors['events.1.occurred_at']).toEqual([expect.stringMatching(/30 days/)]);
    const stored = await app.db.select().from(memberEvents).where(eq(memberEvents.eventId, good.event_id));
    expect(stored).toEqual([]);
  });

  it('takes 1 to 500 events', async () => {
    expect((await post({ events: [] })).status).toBe(422);
    const many = Array.from({ length: 501 }, () => visit('v-many', ago(0)));
    expect((await post({ events: many })).status).toBe(422);
    expect((await post({ events: many.slice(0, 500) })).body).toEqual({ accepted: 500, duplicates: 0, rejected: [] });
  });

  it('stores a resent batch once, and the same id twice in a call once', async () => {
    const first = visit('v-resend', ago(0));
    const events = [first, signup('v-resend', 'resend'), { ...first, visitor_id: 'someone-else' }];
    expect((await post({ events })).body).toEqual({ accepted: 2, duplicates: 1, rejected: [] });
    expect((await post({ events })).body).toEqual({ accepted: 0, duplicates: 3, rejected: [] });
    const stored = await app.db.select().from(memberEvents).where(eq(memberEvents.visitorId, 'v-resend'));
    expect(stored).toHaveLength(2);
  });
});

describe('sign-ups', () => {
  it('refuses a taken e-mail or username per event, keeping the event and the rest of the batch', async () => {
    await post({ events: [signup('v-taken-1', 'taken')] });
    const answer = await post({
      events: [
        signup('v-taken-2', 'other', { member: { username: 'other', email: 'TAKEN@example.com' } }),
        signup('v-taken-3', 'fresh'),
        signup('v-taken-4', 'Fresh', { member: { username: 'Fresh', email: 'fresh2@example.com' } }),
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      accepted: 3,
      duplicates: 0,
      rejected: [
        { index: 0, errors: { 'member.email': ['This value is already taken.'] } },
        { index: 2, errors: { 'member.username': ['This value is already taken.'] } },
      ],
    });
    expect(await memberNamed('other')).toBeUndefined();
    expect(await memberNamed('fresh')).toBeDefined();
    const events = await app.db.select().from(memberEvents).where(eq(memberEvents.visitorId, 'v-taken-2'));
    expect(events).toHaveLength(1);
  });

  it('attributes the last channel visit, over a later direct visit, with the campaign and first visit', async () => {
    const first = ago(10 * DAY);
    await post({ events: [visit('v-attr', first, { utm_source: 'oldpartner' })] });
    const answer = await post({
      events: [
        visit('v-attr', ago(2 * DAY), {
          utm_source: 'googleads',
          utm_medium: 'cpc',
          utm_campaign: 'SPRING-SALE',
          landing_page: 'https://velvet.example.com/spring',
          referrer: 'https://www.google.com/',
          device: 'tablet',
          country: 'FR',
        }),
        visit('v-attr', ago(DAY), { device: 'desktop' }),
        signup('v-attr', 'attributed'),
      ],
    });
    expect(answer.body.rejected).toEqual([]);
    const member = await memberNamed('attributed');
    expect(member).toMatchObject({
      channelId: adsId,
      campaignId: springId,
      utmSource: 'googleads',
      utmMedium: 'cpc',
      utmCampaign: 'SPRING-SALE',
      landingPage: 'https://velvet.example.com/spring',
      referrer: 'https://www.google.com/',
      device: 'tablet',
      country: 'FR',
      visitorId: 'v-attr',
      firstName: 'Ann',
    });
    expect(member!.firstVisitAt!.toISOString()).toBe(first);
  });

  it('counts an archived channel, and no campaign when utm_campaign matches none', async () => {
    await post({
      events: [
        visit('v-arch', ago(DAY), { utm_source: 'OldPartner', utm_campaign: 'spring-sale' }),
        signup('v-arch', 'archived'),
      ],
    });
    const member = await memberNamed('archived');
    expect(member!.channelId).not.toBeNull();
    expect(member!.channelId).not.toBe(adsId);
    expect(member!.campaignId).toBeNull();
  });

  it('is direct with an unknown source or a visit older than 30 days, keeping the sign-up device and country', async () => {
    await post({ events: [visit('v-old', ago(29.9 * DAY), { utm_source: 'googleads' })] });
    // 30 days later for the same visitor: the visit is out of the window when the sign-up comes.
    await app.db
      .update(memberEvents)
      .set({ occurredAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(memberEvents.visitorId, 'v-old'));
    await post({ events: [signup('v-old', 'oldvisit')] });
    await post({
      events: [visit('v-unknown', ago(DAY), { utm_source: 'nosuchchannel' }), signup('v-unknown', 'unknownsrc')],
    });
    for (const name of ['oldvisit', 'unknownsrc']) {
      expect(await memberNamed(name)).toMatchObject({
        channelId: null,
        campaignId: null,
        utmSource: null,
        device: 'mobile',
        country: 'DE',
      });
    }
    expect((await memberNamed('oldvisit'))!.firstVisitAt).toBeNull();
    expect((await memberNamed('unknownsrc'))!.firstVisitAt).not.toBeNull();
  });
});

describe('logins', () => {
  it('set last_login_at (never backwards) and link the event; an unknown e-mail is reported', async () => {
    await post({ events: [signup('v-login', 'loginner')] });
    const later = ago(60_000);
    const answer = await post({
      events: [
        {
          event_id: id(),
          kind: 'login',
          visitor_id: 'v-login',
          occurred_at: ago(DAY),
          member_email: 'LOGINNER@example.com',
        },
        {
          event_id: id(),
          kind: 'login',
          visitor_id: 'v-login',
          occurred_at: later,
          member_email: 'loginner@example.com',
        },
        { event_id: id(), kind: 'login', visitor_id: 'v-x', occurred_at: later, member_email: 'ghost@example.com' },
      ],
    });
    expect(answer.body.rejected).toEqual([
      { index: 2, errors: { member_email: ['No member has this e-mail address.'] } },
    ]);
    const member = await memberNamed('loginner');
    expect(member!.lastLoginAt!.toISOString()).toBe(later);
    await post({
      events: [
        {
          event_id: id(),
          kind: 'login',
          visitor_id: 'v-login',
          occurred_at: ago(2 * DAY),
          member_email: 'loginner@example.com',
        },
      ],
    });
    expect((await memberNamed('loginner'))!.lastLoginAt!.toISOString()).toBe(later);
    const linked = await app.db.select().from(memberEvents).where(eq(memberEvents.memberId, member!.id));
    expect(linked.map((e) => e.kind).sort()).toEqual(['login', 'login', 'login', 'signup']);
  });
});
