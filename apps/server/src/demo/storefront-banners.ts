/** The demo banners of a site: every position, pictures for desktops and phones, some expired. */
import type { Tx } from '../db/client.js';
import { banners } from '../db/schema/index.js';
import { type DemoStoreSite, mapConcurrently, PICTURES_AT_ONCE, type StorePicture } from './media.js';

const DAY = 86_400_000;

/** Banners of each site: position, names, days until expiry (negative: expired). */
const BANNERS: Array<[string, string, string, number | null]> = [
  ['home_hero', 'Spring collection', '春季精选', 30],
  ['home_hero', 'Winter sale', '冬季特惠', -20],
  ['home_middle', 'Coins bonus', '金币加赠', 10],
  ['videos_top', 'New every week', '每周上新', null],
  ['join', 'First month half price', '首月半价', -3],
];

/** The site's banners with desktop and phone pictures, two of them expired. */
export async function demoBanners(tx: Tx, picture: StorePicture, site: DemoStoreSite, s: number) {
  const now = Date.now();
  const numbered = BANNERS.map((banner, i) => ({ banner, i }));
  const rows = await mapConcurrently(
    numbered,
    PICTURES_AT_ONCE,
    async ({ banner: [position, name, nameCn, days], i }) => ({
      siteId: site.id,
      position,
      name,
      nameCn,
      title: name,
      titleCn: nameCn,
      subtitle: `${site.name}: members only`,
      subtitleCn: `${site.name}：会员专享`,
      cta: 'Join now',
      ctaCn: '立即加入',
      link: 'https://join.example.com/plans',
      sort: i,
      expiredAt: days === null ? null : new Date(now + days * DAY),
      clicks: ((s + 1) * 1301 * (i + 3)) % 5000,
      imageId: await picture({
        caption: name,
        hue: (s * 70 + i * 50) % 360,
        width: 1600,
        height: 500,
        name: 'banner.jpg',
      }),
      mobileImageId: await picture({
        caption: nameCn,
        hue: (s * 70 + i * 50) % 360,
        width: 780,
        height: 900,
        name: 'banner-m.jpg',
      }),
    }),
  );
  await tx.insert(banners).values(rows);
}
