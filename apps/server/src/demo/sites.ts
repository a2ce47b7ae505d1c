/**
 * Demo sites and a dozen cooperation requests spread over states and days, and a small IP whitelist (one
 * address inside a range, to show an overlap). The sites' intake keys are made here and not shown: staff
 * rotate a key to see one.
 */
import type { Tx } from '../db/client.js';
import { cooperations, ipWhitelists, sites } from '../db/schema/index.js';
import { newIntakeKey } from '../modules/sites/service.js';

const SITES = [
  {
    name: 'Velvet Room',
    domain: 'velvetroom.example.com',
    description: 'The flagship brand.',
    descriptionCn: '旗舰品牌。',
  },
  {
    name: 'Studio Lumen',
    domain: 'studiolumen.example.com',
    description: 'Art and fashion films.',
    descriptionCn: '艺术与时尚影片。',
  },
  {
    name: '夜色剧场',
    domain: 'yese.example.cn',
    description: 'Chinese-language originals.',
    descriptionCn: '中文原创内容。',
  },
];

/** Loopback first: with ADMIN_IP_ALLOWLIST=on, the demo still signs in from this machine. */
const WHITELIST = [
  { address: '127.0.0.1/32', note: 'This machine' },
  { address: '::1/128', note: 'This machine (IPv6)' },
  { address: '198.51.100.0/24', note: 'Office network' },
  { address: '198.51.100.23/32', note: 'Support desk' },
  { address: '203.0.113.7/32', note: 'Payments team VPN' },
  { address: '2001:db8:42::/48', note: 'Office network (IPv6)' },
];

const REQUESTS: Array<[string, string, string, string]> = [
  [
    'Affiliate partnership',
    'Maya Chen',
    'maya@affiliates.example.com',
    'We run a review site with 80k monthly visitors and would like to promote your plans.',
  ],
  ['影视合作洽谈', '王磊', 'wanglei@example.cn', '我们是一家影视制作公司，希望与贵站合作拍摄系列短片。'],
  [
    'Music licensing',
    'Jonas Berg',
    'jonas@soundhouse.example.com',
    'Our catalogue of 2,000 tracks is available for background music.',
  ],
  [
    'Model agency introduction',
    'Sofia Reyes',
    'sofia@agency.example.com',
    'We represent 40 models and would like to discuss bookings for next quarter.',
  ],
  [
    'Translation services',
    'Aiko Tanaka',
    'aiko@lingua.example.jp',
    'We subtitle into Japanese and Korean within 48 hours.',
  ],
  [
    'Banner exchange',
    'Tom Ortega',
    'tom@network.example.com',
    'Would you trade banner space with our network of 12 sites?',
  ],
  ['直播平台合作', '陈静', 'chenjing@live.example.cn', '希望在我们的直播平台上推广贵站的会员计划。'],
  [
    'Festival screening',
    'Giulia Romano',
    'giulia@festival.example.it',
    'We would like to screen two of your short films at our autumn festival.',
  ],
  [
    'Payment provider offer',
    'David Okafor',
    'david@payments.example.com',
    'Lower fees for high-risk merchants; can we set up a call?',
  ],
  [
    'Photography workshop',
    'Hana Kim',
    'hana@lens.example.kr',
    'We run workshops and would like to co-host one in your studio.',
  ],
  [
    'SEO consulting',
    'Lucas Martin',
    'lucas@seo.example.fr',
    'An audit of your landing pages could lift organic sign-ups.',
  ],
  [
    'Co-production proposal',
    'Priya Sharma',
    'priya@films.example.in',
    'We have a script ready and are looking for a co-producer.',
  ],
];

const STATUS_BY_INDEX = [
  'open',
  'open',
  'solved',
  'open',
  'archived',
  'open',
  'solved',
  'open',
  'archived',
  'open',
  'solved',
  'open',
];
const DAY = 86_400_000;

/**
 * Loads the sites and requests; returns each site's id and intake key (the first site's is the one the demo
 * traffic is sent with) and the first site's domain.
 */
export async function demoSites(tx: Tx) {
  const keys = SITES.map(() => newIntakeKey());
  const made = await tx
    .insert(sites)
    .values(SITES.map((site, i) => ({ ...site, ...keys[i]!.values })))
    .returning({ id: sites.id });
  await tx.insert(ipWhitelists).values(WHITELIST);
  const now = Date.now();
  await tx.insert(cooperations).values(
    REQUESTS.map(([subject, name, email, message], i) => {
      const createdAt = new Date(now - (i * 2 + 1) * DAY);
      const status = STATUS_BY_INDEX[i]!;
      return {
        siteId: made[i % made.length]!.id,
        subject,
        name,
        email,
        message,
        status,
        solvedAt: status === 'solved' ? new Date(createdAt.getTime() + DAY) : null,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  return { domain: SITES[0]!.domain, keys: made.map((site, i) => ({ id: site.id, key: keys[i]!.key })) };
}
