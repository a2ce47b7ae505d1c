/**
 * A month of member-site traffic for the demo: visitors arriving from the channels and their campaigns (or
 * directly), some of them signing up after one to four visits, members logging in afterwards. Seeded, so every
 * new demo database gets the same story. Only builds the events: `post-traffic.ts` sends them through the
 * intake like a member site would.
 */
import type { MemberEventIntake } from '@backlot/contract';

export type TrafficChannel = { utmSource: string; type: string; campaigns: string[] };

const DAY = 86_400_000;
/** Just inside the intake's 30 days, so the oldest events are still accepted when the last batch is sent. */
const SPAN = 29 * DAY;
const VISITORS = 6_000;
const SIGNUP_RATE = 0.4;

const FIRST = ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Lucas', 'Mia', 'Leo', 'Sofia', 'Ethan', 'Chloe', 'Hugo'];
const FIRST_CN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '婷'];
const LAST = ['Smith', 'Mueller', 'Martin', 'Rossi', 'Tanaka', 'Kim', 'Silva', 'Novak', 'Berg', 'Dubois', 'Cohen'];
const LAST_CN = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄'];
/** The names sign-ups take, here and in the year of members before the traffic's month (`member-year.ts`). */
export { FIRST, FIRST_CN, LAST, LAST_CN };
const COUNTRIES = ['US', 'US', 'US', 'DE', 'GB', 'FR', 'JP', 'CN', 'CN', 'BR', 'CA', 'AU', 'NL', 'KR'];
const DEVICES = ['mobile', 'mobile', 'mobile', 'desktop', 'desktop', 'tablet'] as const;
const PAGES = ['/', '/videos', '/models', '/plans', '/videos/new'];
const MEDIUM: Record<string, string> = {
  affiliate: 'referral',
  ads: 'cpc',
  social: 'social',
  seo: 'organic',
  email: 'email',
  internal: 'banner',
};

/** mulberry32: a small, fast seeded generator (demo data only). */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function demoTraffic(channels: TrafficChannel[], domain: string, now = Date.now()): MemberEventIntake[] {
  const random = seeded(20_260_101);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const at = (ms: number) => new Date(Math.min(ms, now)).toISOString();
  const events: MemberEventIntake[] = [];
  let next = 0;
  const eventId = () => `demo-${(++next).toString(36)}`;

  for (let v = 0; v < VISITORS; v++) {
    const visitorId = `dv-${v.toString(36)}`;
    const device = pick(DEVICES);
    const country = pick(COUNTRIES);
    let time = now - SPAN + random() * (SPAN - DAY);
    const visits = 1 + Math.floor(random() * random() * 4);
    for (let i = 0; i < visits; i++) {
      // The first visit mostly comes through a channel; later ones are often direct (a bookmark, the address).
      const channel = channels.length > 0 && random() < (i === 0 ? 0.75 : 0.35) ? pick(channels) : null;
      const campaign = channel && channel.campaigns.length > 0 && random() < 0.7 ? pick(channel.campaigns) : null;
      events.push({
        event_id: eventId(),
        kind: 'visit',
        visitor_id: visitorId,
        occurred_at: at(time),
        utm_source: channel?.utmSource ?? null,
        utm_medium: channel ? (MEDIUM[channel.type] ?? null) : null,
        utm_campaign: campaign,
        landing_page: `https://${domain}${pick(PAGES)}`,
        referrer: channel ? `https://${channel.utmSource.toLowerCase()}.example.net/` : null,
        device,
        country,
      });
      time += random() * 2 * DAY;
    }
    if (random() >= SIGNUP_RATE || time > now) continue;
    const chinese = country === 'CN';
    const first = chinese ? pick(FIRST_CN) : pick(FIRST);
    const last = chinese ? pick(LAST_CN) : pick(LAST);
    const handle = chinese ? `member${v}` : `${first}.${last}${v}`.toLowerCase();
    time += random() * 3_600_000;
    events.push({
      event_id: eventId(),
      kind: 'signup',
      visitor_id: visitorId,
      occurred_at: at(time),
      device,
      country,
      member: { username: handle, email: `${handle}@example.com`, first_name: first, last_name: last },
    });
    for (let l = Math.floor(random() * 4); l > 0 && time < now; l--) {
      time += random() * 4 * DAY;
      if (time < now) {
        const login = { event_id: eventId(), kind: 'login', visitor_id: visitorId, occurred_at: at(time) } as const;
        events.push({ ...login, device, country, member_email: `${handle}@example.com` });
      }
    }
  }
  // In time order, as a site would send them: every sign-up after its visits.
  return events.sort((a, b) => a.occurred_at.localeCompare(b.occurred_at));
}
