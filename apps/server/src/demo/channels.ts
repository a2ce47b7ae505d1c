/**
 * Demo channels, one of each type, each with one to three campaigns leading to the demo sites' pages. The
 * affiliate and the SEO agency have their partner admin (made with the demo's roles and admins) assigned.
 */
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { admins, campaigns, channelAdmins, channels } from '../db/schema/index.js';

type DemoCampaign = { name: string; utmCampaign: string; landingUrl: string; utmContent?: string; note?: string };
type DemoChannel = {
  utmSource: string;
  type: string;
  profitSharing?: string;
  utmMedium: string;
  utmId?: string;
  archived?: boolean;
  campaigns: DemoCampaign[];
  /** Usernames of the partner admins assigned to it. */
  partners?: string[];
};

const VELVET = 'https://velvetroom.example.com';
const LUMEN = 'https://studiolumen.example.com';
const YESE = 'https://yese.example.cn';

const CHANNELS: DemoChannel[] = [
  {
    utmSource: 'tubereviews',
    type: 'affiliate',
    profitSharing: '35.00',
    utmMedium: 'referral',
    utmId: 'aff-1042',
    partners: ['marcus.lee'],
    campaigns: [
      { name: 'Annual plan review', utmCampaign: 'annual-review-2026', landingUrl: `${VELVET}/join?plan=annual` },
      {
        name: 'Holiday discount',
        utmCampaign: 'holiday-40off',
        utmContent: 'sidebar-banner',
        landingUrl: `${VELVET}/promo/holiday`,
        note: 'Valid until 31 December.',
      },
    ],
  },
  {
    utmSource: 'google',
    type: 'ads',
    utmMedium: 'cpc',
    campaigns: [
      { name: 'Brand keywords', utmCampaign: 'brand-search', landingUrl: `${VELVET}/` },
      { name: 'Art films', utmCampaign: 'art-films-search', landingUrl: `${LUMEN}/films?sort=new` },
      { name: '中文原创', utmCampaign: 'yese-originals', utmContent: 'text-ad-b', landingUrl: `${YESE}/originals` },
    ],
  },
  {
    utmSource: 'twitter',
    type: 'social',
    utmMedium: 'social',
    campaigns: [{ name: 'New releases thread', utmCampaign: 'weekly-releases', landingUrl: `${LUMEN}/new` }],
  },
  {
    utmSource: 'organic-search',
    type: 'seo',
    utmMedium: 'organic',
    partners: ['ana.souza'],
    campaigns: [{ name: 'Model pages', utmCampaign: 'model-pages', landingUrl: `${VELVET}/models` }],
  },
  {
    utmSource: 'newsletter',
    type: 'email',
    utmMedium: 'email',
    campaigns: [
      { name: 'Weekly digest', utmCampaign: 'weekly-digest', utmContent: 'header-link', landingUrl: `${VELVET}/new` },
      { name: 'Win-back', utmCampaign: 'win-back-30d', landingUrl: `${VELVET}/join?offer=welcome-back` },
    ],
  },
  {
    utmSource: 'cross-promo',
    type: 'internal',
    utmMedium: 'banner',
    archived: true,
    campaigns: [{ name: 'Lumen on Velvet', utmCampaign: 'lumen-on-velvet', landingUrl: `${LUMEN}/` }],
  },
];

export async function demoChannels(tx: Tx) {
  const usernames = CHANNELS.flatMap((c) => c.partners ?? []);
  const partners = await tx
    .select({ id: admins.id, username: admins.username })
    .from(admins)
    .where(inArray(admins.username, usernames));
  for (const { campaigns: list, archived, partners: assigned = [], ...fields } of CHANNELS) {
    const [channel] = await tx
      .insert(channels)
      .values({ ...fields, status: archived ? 'archived' : 'active' })
      .returning({ id: channels.id });
    await tx.insert(campaigns).values(list.map((c) => ({ ...c, channelId: channel!.id })));
    const adminIds = partners.filter((p) => assigned.includes(p.username)).map((p) => p.id);
    if (adminIds.length)
      await tx.insert(channelAdmins).values(adminIds.map((adminId) => ({ channelId: channel!.id, adminId })));
  }
}
