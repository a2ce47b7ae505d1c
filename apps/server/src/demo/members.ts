/**
 * Demo members: a few dozen named sign-ups over the last two months and a year of others (`member-year.ts`),
 * spread over the demo sites, four channels and their campaigns, devices and countries, a few disabled. The
 * events intake takes only the last 30 days, so the demo traffic signs up the last month's members with their
 * real attribution and these, older, are written here.
 * Channels and campaigns are added only when missing (by their unique names), so the channels' own demo
 * data may hold the same ones. No coins and no token records: only the coin ledger writes those.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { campaigns, channels, members, sites } from '../db/schema/index.js';
import { type Person, yearOfSignUps } from './member-year.js';

const CHANNELS = [
  { utmSource: 'google', type: 'ads', utmMedium: 'cpc', campaign: ['Spring sale', 'spring-sale', '/plans'] },
  { utmSource: 'twitter', type: 'social', utmMedium: 'social', campaign: ['Trailer week', 'trailer-week', '/'] },
  { utmSource: 'partner-hub', type: 'affiliate', utmMedium: 'referral', campaign: ['Reviews', 'reviews', '/join'] },
  { utmSource: 'newsletter', type: 'email', utmMedium: 'email', campaign: ['Monthly letter', 'monthly', '/new'] },
] as const;

const PEOPLE: Array<[string, string]> = [
  ['Emma', 'Schmidt'],
  ['Liam', 'Walsh'],
  ['Chloé', 'Martin'],
  ['Noah', 'Becker'],
  ['伟', '张'],
  ['Sofia', 'Rossi'],
  ['Lucas', 'Silva'],
  ['Mia', 'Jansen'],
  ['静', '李'],
  ['Oliver', 'Brown'],
  ['Yuki', 'Tanaka'],
  ['Ava', 'Novak'],
  ['Mateo', 'García'],
  ['Freya', 'Lund'],
  ['强', '王'],
  ['Hana', 'Kim'],
  ['Leon', 'Wagner'],
  ['Isla', 'Murphy'],
  ['Arjun', 'Patel'],
  ['Zoe', 'Dubois'],
  ['敏', '刘'],
  ['Elias', 'Berg'],
  ['Nora', 'Hansen'],
  ['Omar', 'Haddad'],
  ['Ella', 'Moore'],
  ['Kai', 'Müller'],
  ['Lina', 'Costa'],
  ['Felix', 'Weber'],
  ['芳', '陈'],
  ['Maya', 'Cohen'],
  ['Jonas', 'Larsen'],
  ['Iris', 'Visser'],
  ['Theo', 'Laurent'],
  ['Sara', 'Nilsson'],
  ['Ivan', 'Petrov'],
  ['Aiko', 'Sato'],
];
const COUNTRIES = ['US', 'DE', 'GB', 'FR', 'CN', 'IT', 'BR', 'NL', 'JP', 'CA', 'ES', 'SE'];
const DEVICES = ['mobile', 'desktop', 'mobile', 'tablet', 'desktop', 'mobile'] as const;
const DOMAINS = ['mail.example.com', 'inbox.example.net', 'post.example.org'];
const REFERRERS = ['https://www.google.com/', 'https://t.co/', 'https://reviews.example.com/', null];
const HOUR = 3_600_000;

/** The demo channels and one campaign each, with their ids (made here or found). */
async function demoChannels(tx: Tx) {
  const values = CHANNELS.map(({ campaign: _campaign, ...channel }) => channel);
  await tx.insert(channels).values(values).onConflictDoNothing();
  const found = await tx
    .select({ id: channels.id, utmSource: channels.utmSource })
    .from(channels)
    .where(
      inArray(
        channels.utmSource,
        values.map((c) => c.utmSource),
      ),
    );
  const made = [];
  for (const channel of CHANNELS) {
    const id = found.find((row) => row.utmSource === channel.utmSource)?.id;
    if (id === undefined) continue;
    const [name, utmCampaign, landingPage] = channel.campaign;
    const landingUrl = `https://velvetroom.example.com${landingPage}`;
    await tx.insert(campaigns).values({ channelId: id, name, utmCampaign, landingUrl }).onConflictDoNothing();
    const [campaign] = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.channelId, id), eq(campaigns.utmCampaign, utmCampaign)));
    made.push({ ...channel, id, campaignId: campaign?.id ?? null, utmCampaign, landingPage });
  }
  return made;
}

type Source = Awaited<ReturnType<typeof demoChannels>>[number];
type Wheel = { siteIds: number[]; sources: Source[]; now: number };

/** The named members: one every 41 hours back from three hours ago, handles like `emma_schmidt1`. */
function namedPeople(now: number): Person[] {
  return PEOPLE.map(([firstName, lastName], i) => {
    const handle = `${ascii(firstName) || 'member'}${ascii(lastName) ? `.${ascii(lastName)}` : ''}${i + 1}`;
    return {
      firstName,
      lastName,
      username: handle.replace('.', '_'),
      email: `${handle}@${DOMAINS[i % DOMAINS.length]}`,
      createdAt: new Date(now - (i * 41 + 3) * HOUR),
    };
  });
}

/** A member's row: `i` turns the wheel of sites, channels, devices, countries and states. */
function memberRow(i: number, person: Person, { siteIds, sources, now }: Wheel): typeof members.$inferInsert {
  const { createdAt } = person;
  // Every fifth member came straight to the site, without a channel.
  const source = i % 5 === 4 ? undefined : sources[i % sources.length];
  return {
    username: person.username,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    status: i % 9 === 5 ? 'disabled' : 'active',
    emailVerifiedAt: i % 5 === 2 ? null : new Date(createdAt.getTime() + HOUR / 4),
    siteId: siteIds.length ? siteIds[i % siteIds.length]! : null,
    channelId: source?.id ?? null,
    campaignId: source?.campaignId ?? null,
    visitorId: `v-${(i * 7919).toString(36)}-${i}`,
    utmSource: source?.utmSource ?? null,
    utmMedium: source?.utmMedium ?? null,
    utmCampaign: source?.utmCampaign ?? null,
    landingPage: source?.landingPage ?? '/',
    referrer: source ? REFERRERS[i % REFERRERS.length]! : null,
    device: DEVICES[i % DEVICES.length]!,
    country: person.country ?? COUNTRIES[i % COUNTRIES.length]!,
    firstVisitAt: new Date(createdAt.getTime() - (i % 3) * 24 * HOUR - HOUR / 2),
    lastLoginAt: i % 6 === 4 ? null : new Date(Math.max(createdAt.getTime() + HOUR / 2, now - (i % 7) * 5 * HOUR)),
    createdAt,
    updatedAt: createdAt,
  };
}

export async function demoMembers(tx: Tx) {
  const siteIds = (await tx.select({ id: sites.id }).from(sites).orderBy(sites.id)).map((s) => s.id);
  const wheel = { siteIds, sources: await demoChannels(tx), now: Date.now() };
  const people = [...namedPeople(wheel.now), ...yearOfSignUps(wheel.now)];
  const rows = people.map((person, i) => memberRow(i, person, wheel));
  for (let i = 0; i < rows.length; i += 500) await tx.insert(members).values(rows.slice(i, i + 500));
}

/** A name's Latin letters, lower case, without accents (Chinese names give none: the handle falls back). */
const ascii = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
