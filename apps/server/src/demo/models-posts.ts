/**
 * Demo models (40, each with an avatar, galleries on the first eight) and posts (20 with covers, some
 * published, some sticky), each post linked to a few models.
 */
import type { Tx } from '../db/client.js';
import { modelPhotos, models, postModels, posts } from '../db/schema/index.js';
import type { Storage } from '../platform/storage/storage.js';
import { indexes, mapConcurrently, PICTURES_AT_ONCE, pictureStore } from './media.js';

const GALLERY_MODELS = 8;
const PHOTOS_EACH = 4;

const FIRST = [
  'Ava',
  'Mia',
  'Luna',
  'Chloe',
  'Nora',
  'Iris',
  'Lea',
  'Yuki',
  'Sora',
  'Elena',
  'Kai',
  'Leo',
  'Max',
  'Ren',
];
const FIRST_CN = [
  '艾娃',
  '米娅',
  '露娜',
  '克洛伊',
  '诺拉',
  '艾瑞斯',
  '莉娅',
  '由纪',
  '空',
  '埃琳娜',
  '凯',
  '里奥',
  '麦克斯',
  '莲',
];
const LAST = ['Laurent', 'Rossi', 'Tanaka', 'Kim', 'Silva', 'Novak', 'Berg', 'Chen'];
const LAST_CN = ['洛朗', '罗西', '田中', '金', '席尔瓦', '诺瓦克', '伯格', '陈'];
const PLACES = ['Paris', 'Milan', 'Tokyo', 'Seoul', 'São Paulo', 'Prague', 'Oslo', 'Shanghai'];
const GENDERS = ['female', 'female', 'female', 'male', 'trans', 'non_binary'] as const;

const TOPICS: Array<[string, string]> = [
  ['Behind the camera', '镜头背后'],
  ['New releases this week', '本周新片'],
  ['Meet the cast', '认识演员'],
  ['Studio tour', '影棚探访'],
  ['Festival diary', '影展日记'],
];

export async function demoModelsAndPosts(tx: Tx, storage: Storage) {
  const picture = pictureStore(tx, storage);
  const avatars = await mapConcurrently(indexes(40), PICTURES_AT_ONCE, (i) =>
    picture({
      caption: FIRST[i % FIRST.length]!,
      hue: (i * 53) % 360,
      width: 480,
      height: 480,
      name: `model-${i + 1}.jpg`,
    }),
  );
  const made = await tx
    .insert(models)
    .values(
      Array.from({ length: 40 }, (_, i) => {
        const gender = GENDERS[i % GENDERS.length]!;
        return {
          avatarId: avatars[i]!,
          name: `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`,
          nameCn: `${FIRST_CN[i % FIRST_CN.length]}·${LAST_CN[i % LAST_CN.length]}`,
          gender,
          heightFeet: 5,
          heightInch: i % 12,
          weightLbs: 105 + ((i * 7) % 60),
          chest: 32 + (i % 6),
          waist: 23 + (i % 5),
          hips: 33 + (i % 6),
          measurement: gender === 'female' ? `${32 + (i % 6)}B-${23 + (i % 5)}-${33 + (i % 6)}` : null,
          birthPlace: PLACES[i % PLACES.length]!,
          birthday: `${1990 + (i % 12)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
          socialLinks: [{ platform: 'Instagram', url: `https://instagram.com/demo_model_${i + 1}` }],
          isPopular: i % 5 === 0,
          introduction: i % 3 === 0 ? 'Trained as a dancer; on camera since 2019.' : null,
        };
      }),
    )
    .returning({ id: models.id });
  const photos = indexes(GALLERY_MODELS).flatMap((i) => indexes(PHOTOS_EACH).map((k) => ({ i, k })));
  const photoIds = await mapConcurrently(photos, PICTURES_AT_ONCE, ({ i, k }) =>
    picture({
      caption: `${FIRST[i % FIRST.length]} ${k + 1}`,
      hue: (i * 53 + k * 29) % 360,
      width: 800,
      height: 1200,
      name: `model-${i + 1}-${k + 1}.jpg`,
    }),
  );
  await tx
    .insert(modelPhotos)
    .values(photos.map(({ i, k }, at) => ({ ownerId: made[i]!.id, fileId: photoIds[at]!, position: k })));
  const covers = await mapConcurrently(indexes(20), PICTURES_AT_ONCE, (i) =>
    picture({
      caption: TOPICS[i % TOPICS.length]![0],
      hue: (i * 71) % 360,
      width: 800,
      height: 450,
      name: `post-${i + 1}.jpg`,
    }),
  );
  const now = Date.now();
  const written = await tx
    .insert(posts)
    .values(
      Array.from({ length: 20 }, (_, i) => {
        const [topic, topicCn] = TOPICS[i % TOPICS.length]!;
        const published = i % 3 !== 2;
        return {
          title: `${topic} #${i + 1}`,
          titleCn: `${topicCn} 第 ${i + 1} 期`,
          description: `Notes from the set, part ${i + 1}.`,
          descriptionCn: `片场手记，第 ${i + 1} 篇。`,
          content: `<h2>${topic}</h2><p>What happened on set this week, in <strong>our own words</strong>.</p><ul><li>New scenes</li><li>New faces</li></ul>`,
          contentCn: `<h2>${topicCn}</h2><p>本周片场发生的事，<strong>由我们亲自讲述</strong>。</p><ul><li>新场景</li><li>新面孔</li></ul>`,
          status: published ? 'published' : 'draft',
          publishedAt: published ? new Date(now - i * 3 * 86_400_000) : null,
          isSticky: i < 2,
          coverId: covers[i]!,
        };
      }),
    )
    .returning({ id: posts.id });

  await tx
    .insert(postModels)
    .values(
      written.flatMap((post, i) =>
        [0, 1, 2].map((k) => ({ postId: post.id, modelId: made[(i * 3 + k) % made.length]!.id, position: k })),
      ),
    );
}
