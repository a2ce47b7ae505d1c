/**
 * Sends the demo traffic to the server's own events intake over HTTP with a demo site's key, in batches of
 * 500, so demo members are made the way production members are. Run once, after the first start's listen.
 */
import { eq } from 'drizzle-orm';
import { MEMBER_EVENTS_PER_CALL, type MemberEventReceipt } from '@backlot/contract';
import type { Db } from '../db/client.js';
import { campaigns, channels } from '../db/schema/index.js';
import { demoTraffic, type TrafficChannel } from './traffic.js';

/** Used only when the database has no channel yet, so the demo's members still show attribution. */
const FALLBACK_CHANNELS = [
  { utmSource: 'google', type: 'ads', campaigns: ['brand', 'spring-sale'] },
  { utmSource: 'partnerhub', type: 'affiliate', campaigns: ['launch'] },
  { utmSource: 'twitter', type: 'social', campaigns: [] },
  { utmSource: 'newsletter', type: 'email', campaigns: ['weekly'] },
];

async function trafficChannels(db: Db): Promise<TrafficChannel[]> {
  const rows = await db
    .select({ id: channels.id, utmSource: channels.utmSource, type: channels.type, campaign: campaigns.utmCampaign })
    .from(channels)
    .leftJoin(campaigns, eq(campaigns.channelId, channels.id))
    .where(eq(channels.status, 'active'));
  if (rows.length === 0) {
    for (const { campaigns: names, ...channel } of FALLBACK_CHANNELS) {
      const [made] = await db.insert(channels).values(channel).returning({ id: channels.id });
      if (names.length === 0) continue;
      await db.insert(campaigns).values(
        names.map((name) => ({
          channelId: made!.id,
          name,
          utmCampaign: name,
          landingUrl: 'https://velvetroom.example.com/plans',
        })),
      );
    }
    return FALLBACK_CHANNELS;
  }
  const byId = new Map<number, TrafficChannel>();
  for (const row of rows) {
    const channel = byId.get(row.id) ?? { utmSource: row.utmSource, type: row.type, campaigns: [] };
    if (row.campaign) channel.campaigns.push(row.campaign);
    byId.set(row.id, channel);
  }
  return [...byId.values()];
}

/** Posts the month of traffic to `baseUrl`; returns what was sent and made. */
export async function postDemoTraffic(db: Db, baseUrl: string, site: { key: string; domain: string }) {
  const events = demoTraffic(await trafficChannels(db), site.domain);
  let members = 0;
  for (let i = 0; i < events.length; i += MEMBER_EVENTS_PER_CALL) {
    const batch = events.slice(i, i + MEMBER_EVENTS_PER_CALL);
    const response = await fetch(`${baseUrl}/api/intake/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-site-key': site.key },
      body: JSON.stringify({ events: batch }),
    });
    if (!response.ok) throw new Error(`demo traffic: HTTP ${response.status} ${await response.text()}`);
    const receipt = (await response.json()) as MemberEventReceipt;
    members += batch.filter(
      (e, index) => e.kind === 'signup' && !receipt.rejected.some((r) => r.index === index),
    ).length;
  }
  return { events: events.length, members };
}
