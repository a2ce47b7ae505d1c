/**
 * The demo storefront: for each site, blocks on three pages (home, videos, models) holding real published
 * videos and models with covers, banners (some expired), site texts, SEO entries and twenty FAQ entries in both
 * languages; and pictures and links for every advertisement slot the migration seeded.
 */
import { desc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import {
  advertisements,
  blockModels,
  blocks,
  blockVideos,
  informations,
  models,
  questions,
  seos,
  sites,
  tags,
  videos,
} from '../db/schema/index.js';
import type { Storage } from '../platform/storage/storage.js';
import { type DemoStoreSite, mapConcurrently, PICTURES_AT_ONCE, pictureStore, type StorePicture } from './media.js';
import { demoBanners } from './storefront-banners.js';
import { FAQ, SEO_PAGES, SITE_TEXTS } from './storefront-texts.js';

type Spec = { page: string; type: string; title: [string, string]; count?: number; box?: boolean; slot?: string };
/** Each site's blocks, page by page, in order. */
const BLOCKS: Spec[] = [
  { page: 'home', type: 'videos', title: ['New releases', '最新上线'], count: 6 },
  { page: 'home', type: 'advertisement', title: ['Sponsored', '推广'], slot: 'home_top' },
  { page: 'home', type: 'models', title: ['Popular models', '人气模特'], count: 6 },
  { page: 'home', type: 'videos', title: ['Staff picks', '编辑推荐'], count: 4, box: true },
  { page: 'home', type: 'image', title: ['Join today', '立即加入'] },
  { page: 'videos', type: 'videos', title: ['Trending this week', '本周热门'], count: 8 },
  { page: 'videos', type: 'advertisement', title: ['Sponsored', '推广'], slot: 'search_results' },
  { page: 'videos', type: 'videos', title: ['Free to watch', '免费观看'], count: 6, box: true },
  { page: 'models', type: 'models', title: ['Featured models', '推荐模特'], count: 8 },
  { page: 'models', type: 'image', title: ['Meet the cast', '认识演员'] },
];

export async function demoStorefront(tx: Tx, storage: Storage) {
  const picture = pictureStore(tx, storage);
  const siteRows = await tx.select({ id: sites.id, name: sites.name }).from(sites).orderBy(sites.id);
  const published = await tx
    .select({ id: videos.id })
    .from(videos)
    .where(eq(videos.status, 'published'))
    .orderBy(desc(videos.publishedAt));
  const pictured = await tx.select({ id: models.id }).from(models).where(isNotNull(models.avatarId)).orderBy(models.id);
  const slots = await tx.select({ id: advertisements.id, position: advertisements.position }).from(advertisements);
  const slotId = new Map(slots.map((slot) => [slot.position, slot.id]));

  // Every slot gets its desktop and phone pictures and a link.
  const slotPictures = await mapConcurrently(
    slots.map((slot, i) => ({ slot, i })),
    PICTURES_AT_ONCE,
    async ({ slot, i }) => ({
      slot,
      image: await picture({
        caption: `Ad · ${slot.position}`,
        hue: (i * 41) % 360,
        width: 1200,
        height: 300,
        name: `${slot.position}.jpg`,
      }),
      mobile: await picture({
        caption: `Ad · ${slot.position}`,
        hue: (i * 41) % 360,
        width: 600,
        height: 600,
        name: `${slot.position}-m.jpg`,
      }),
    }),
  );
  for (const { slot, image, mobile } of slotPictures)
    await tx
      .update(advertisements)
      .set({ imageId: image, mobileImageId: mobile, link: `https://partners.example.com/${slot.position}` })
      .where(eq(advertisements.id, slot.id));

  const tagRows = await tx
    .select({ id: tags.id, name: tags.name, nameCn: tags.nameCn })
    .from(tags)
    .orderBy(tags.id)
    .limit(2);
  for (const [s, site] of siteRows.entries()) {
    await demoBlocks(
      tx,
      picture,
      site,
      s,
      published.map((v) => v.id),
      pictured.map((m) => m.id),
      slotId,
    );
    await demoBanners(tx, picture, site, s);
    await tx.insert(informations).values(
      SITE_TEXTS.map(([type, title, titleCn, text, textCn]) => ({
        siteId: site.id,
        type,
        title,
        titleCn,
        content: `<h2>${title}</h2><p>${text}</p>`,
        contentCn: `<h2>${titleCn}</h2><p>${textCn}</p>`,
      })),
    );
    await tx.insert(seos).values([
      ...SEO_PAGES.map(([page, title, titleCn, description, descriptionCn]) => ({
        siteId: site.id,
        page,
        title: `${title} · ${site.name}`,
        titleCn: `${titleCn} · ${site.name}`,
        description,
        descriptionCn,
      })),
      ...tagRows.map((tag) => ({
        siteId: site.id,
        tagId: tag.id,
        title: `${tag.name} videos · ${site.name}`,
        titleCn: `${tag.nameCn}视频 · ${site.name}`,
      })),
    ]);
    await tx.insert(questions).values(
      FAQ.map(([question, questionCn, answer, answerCn], sort) => ({
        siteId: site.id,
        question,
        questionCn,
        answer: `<p>${answer}</p>`,
        answerCn: `<p>${answerCn}</p>`,
        sort,
      })),
    );
  }
}

/** The site's blocks with their items: each site starts further along the catalogue, so sites differ. */
async function demoBlocks(
  tx: Tx,
  picture: StorePicture,
  site: DemoStoreSite,
  s: number,
  videoIds: number[],
  modelIds: number[],
  slotId: Map<string, number>,
) {
  const places = new Map<string, number>();
  let taken = s * 5;
  for (const [b, spec] of BLOCKS.entries()) {
    const sort = places.get(spec.page) ?? 0;
    places.set(spec.page, sort + 1);
    const image =
      spec.type === 'image'
        ? {
            imageId: await picture({
              caption: spec.title[0],
              hue: (s * 90 + b * 30) % 360,
              width: 1600,
              height: 400,
              name: 'block.jpg',
            }),
            mobileImageId: await picture({
              caption: spec.title[1],
              hue: (s * 90 + b * 30) % 360,
              width: 780,
              height: 780,
              name: 'block-m.jpg',
            }),
            link: `https://${site.name.replace(/\W+/g, '').toLowerCase() || 'site'}.example.com/join`,
          }
        : {};
    const [row] = await tx
      .insert(blocks)
      .values({
        siteId: site.id,
        page: spec.page,
        type: spec.type,
        title: spec.title[0],
        titleCn: spec.title[1],
        isBox: spec.box ?? false,
        sort,
        advertisementId: spec.slot ? (slotId.get(spec.slot) ?? null) : null,
        ...image,
      })
      .returning({ id: blocks.id });
    const pool = spec.type === 'videos' ? videoIds : spec.type === 'models' ? modelIds : [];
    if (!pool.length || !spec.count) continue;
    const ids = Array.from({ length: Math.min(spec.count, pool.length) }, (_, k) => pool[(taken + k) % pool.length]!);
    taken += spec.count;
    const links = ids.map((targetId, position) => ({ blockId: row!.id, targetId, position }));
    await tx.insert(spec.type === 'videos' ? blockVideos : blockModels).values(links);
  }
}
