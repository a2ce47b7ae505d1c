/** Site traffic for tests: two channels with a campaign each, and event batches posted to the real intake. */
import { randomUUID } from 'node:crypto';
import type { App } from '../app.js';
import { campaigns, channels } from '../db/schema/index.js';

export type TrafficChannels = { googleId: number; springId: number; partnerId: number; reviewsId: number };

/** `google` (campaign `spring`) and `partnerhub` (campaign `reviews`, 12.5 % profit sharing). */
export async function trafficChannels(app: App): Promise<TrafficChannels> {
  const [google, partner] = await app.db
    .insert(channels)
    .values([
      { utmSource: 'google', type: 'ads' },
      { utmSource: 'partnerhub', type: 'affiliate', profitSharing: '12.50' },
    ])
    .returning({ id: channels.id });
  const landingUrl = 'https://shop.example.com/';
  const [spring, reviews] = await app.db
    .insert(campaigns)
    .values([
      { channelId: google!.id, name: 'Spring', utmCampaign: 'spring', landingUrl },
      { channelId: partner!.id, name: 'Reviews', utmCampaign: 'reviews', landingUrl },
    ])
    .returning({ id: campaigns.id });
  return { googleId: google!.id, springId: spring!.id, partnerId: partner!.id, reviewsId: reviews!.id };
}

export type SiteEvent = Record<string, unknown> & { event_id: string; kind: string; visitor_id: string };

export const visitEvent = (visitor: string, at: Date, visit: Record<string, string | null> = {}): SiteEvent => ({
  event_id: randomUUID(),
  kind: 'visit',
  visitor_id: visitor,
  occurred_at: at.toISOString(),
  ...visit,
});

export const signupEvent = (visitor: string, username: string, at: Date): SiteEvent => ({
  event_id: randomUUID(),
  kind: 'signup',
  visitor_id: visitor,
  occurred_at: at.toISOString(),
  member: { username, email: `${username}@example.com` },
});

/** Posts a batch to `POST /api/intake/events` with the site's key. */
export async function postEvents(app: App, siteKey: string, events: SiteEvent[]) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/intake/events',
    headers: { 'x-site-key': siteKey, 'accept-language': 'en' },
    payload: { events },
  });
  return { status: response.statusCode, body: response.json() };
}
