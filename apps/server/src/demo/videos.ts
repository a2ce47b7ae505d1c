/**
 * Demo videos (150) across their states — published over the past year, scheduled, drafts (some still missing
 * a cover), hidden — each with a generated cover, tags, models and a director, and galleries on a dozen.
 * One small demo MP4 stands in for every master.
 */
import { asc } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import {
  directors,
  models,
  tags,
  videoDirectors,
  videoModels,
  videoPhotos,
  videos,
  videoTags,
} from '../db/schema/index.js';
import type { Storage } from '../platform/storage/storage.js';
import { indexes, mapConcurrently, PICTURES_AT_ONCE, pictureStore, storeDemoVideo } from './media.js';

const VIDEO_COUNT = 150;
const GALLERY_VIDEOS = 12;
const PHOTOS_EACH = 4;
const DAY_MS = 86_400_000;
const MASTER_SECONDS = [754, 1312, 1845, 2410, 3022];

const PLACES: Array<[string, string]> = [
  ['Harbour', '港湾'],
  ['Rooftop', '天台'],
  ['Night Market', '夜市'],
  ['Studio', '影棚'],
  ['Old Town', '老城'],
  ['Seaside', '海边'],
  ['Garden', '花园'],
  ['Train', '列车'],
];
const MOODS: Array<[string, string]> = [
  ['at Dawn', '的黎明'],
  ['in the Rain', '雨中'],
  ['After Hours', '深夜'],
  ['in Summer', '之夏'],
  ['Stories', '故事'],
  ['Encore', '返场'],
];
const TYPES = ['full', 'full', 'full', 'clip', 'behind_the_scenes'] as const;

/** The state of the i-th video: mostly published, some scheduled, drafts and hidden ones. */
function stateOf(i: number, now: number) {
  if (i % 10 === 9) return { status: 'draft', publishedAt: null };
  if (i % 15 === 7) return { status: 'scheduled', publishedAt: new Date(now + ((i % 6) + 1) * 3 * DAY_MS) };
  if (i % 17 === 5) return { status: 'hidden', publishedAt: new Date(now - (i + 30) * 2 * DAY_MS) };
  return { status: 'published', publishedAt: new Date(now - i * 2.3 * DAY_MS) };
}

const idsOf = async (tx: Tx, table: typeof tags | typeof models | typeof directors) =>
  (await tx.select({ id: table.id }).from(table).orderBy(asc(table.id))).map((row) => row.id);

const serialOf = (i: number) => `BL-${String(i + 1).padStart(6, '0')}`;

export async function demoVideos(tx: Tx, storage: Storage) {
  const picture = pictureStore(tx, storage);
  // A few masters of different lengths: a video's duration is its master's.
  const masters: Array<{ id: number; seconds: number }> = [];
  for (const seconds of MASTER_SECONDS) masters.push({ id: await storeDemoVideo(tx, storage, seconds), seconds });
  const [tagIds, modelIds, directorIds] = [await idsOf(tx, tags), await idsOf(tx, models), await idsOf(tx, directors)];
  const now = Date.now();
  const states = indexes(VIDEO_COUNT).map((i) => stateOf(i, now));
  /** A few drafts still miss their cover and file: publishing them answers what is missing. */
  const unfinished = (i: number) => states[i]!.status === 'draft' && i % 20 === 19;
  const masterOf = (i: number) => (unfinished(i) ? null : masters[i % masters.length]!);

  const covers = await mapConcurrently(indexes(VIDEO_COUNT), PICTURES_AT_ONCE, (i) =>
    unfinished(i)
      ? Promise.resolve(null)
      : picture({ caption: serialOf(i), hue: (i * 37) % 360, width: 800, height: 450, name: `${serialOf(i)}.jpg` }),
  );
  const made = await tx
    .insert(videos)
    .values(
      indexes(VIDEO_COUNT).map((i) => {
        const [place, placeCn] = PLACES[i % PLACES.length]!;
        const [mood, moodCn] = MOODS[Math.floor(i / PLACES.length) % MOODS.length]!;
        const state = states[i]!;
        const seen = state.status === 'published';
        return {
          serialNumber: serialOf(i),
          title: `${place} ${mood}`,
          titleCn: `${placeCn}${moodCn}`,
          description: `Episode ${i + 1}: a ${place.toLowerCase()} shoot.`,
          descriptionCn: `第 ${i + 1} 集：${placeCn}外景拍摄。`,
          type: TYPES[i % TYPES.length]!,
          videoDuration: masterOf(i)?.seconds ?? null,
          token: i % 4 === 0 ? 0 : 20 + (i % 5) * 10,
          isFree: i % 4 === 0,
          isMain: i % 25 === 0,
          ...state,
          views: seen ? 200 + ((i * 7919) % 40_000) : 0,
          likes: seen ? (i * 31) % 900 : 0,
          dislikes: seen ? (i * 7) % 60 : 0,
          coverId: covers[i],
          videoFileId: masterOf(i)?.id ?? null,
        };
      }),
    )
    .returning({ id: videos.id });

  /** `count` ids of `all` for the i-th video, in order, none twice; a step prime to the count spreads them. */
  const pick = (all: number[], i: number, count: number, step: number) =>
    indexes(count).map((k) => all[(i * step + k) % all.length]!);
  const links = (i: number, ids: number[]) =>
    ids.map((targetId, position) => ({ videoId: made[i]!.id, targetId, position }));
  await tx.insert(videoTags).values(made.flatMap((_, i) => links(i, pick(tagIds, i, 1 + (i % 3), 3))));
  await tx.insert(videoModels).values(made.flatMap((_, i) => links(i, pick(modelIds, i, 1 + (i % 2), 7))));
  await tx.insert(videoDirectors).values(made.flatMap((_, i) => links(i, [directorIds[i % directorIds.length]!])));

  const photos = indexes(GALLERY_VIDEOS).flatMap((i) => indexes(PHOTOS_EACH).map((k) => ({ i, k })));
  const fileIds = await mapConcurrently(photos, PICTURES_AT_ONCE, ({ i, k }) =>
    picture({
      caption: `${serialOf(i)} · ${k + 1}`,
      hue: (i * 37 + k * 23) % 360,
      width: 1200,
      height: 800,
      name: `${serialOf(i)}-${k + 1}.jpg`,
    }),
  );
  await tx
    .insert(videoPhotos)
    .values(photos.map(({ i, k }, at) => ({ ownerId: made[i]!.id, fileId: fileIds[at]!, position: k })));
}
