import type { Tx } from '../db/client.js';
import { directors, tags } from '../db/schema/index.js';

const TAGS: Array<[string, string]> = [
  ['Drama', '剧情'], ['Romance', '爱情'], ['Comedy', '喜剧'], ['Behind the Scenes', '幕后花絮'], ['Interview', '访谈'],
  ['Outdoor', '户外'], ['Travel', '旅行'], ['Fitness', '健身'], ['Dance', '舞蹈'], ['Music', '音乐'],
  ['Fashion', '时尚'], ['Cosplay', '角色扮演'], ['Documentary', '纪录片'], ['Short Film', '短片'], ['Series', '系列剧'],
  ['4K', '4K 超清'], ['VR', '虚拟现实'], ['Exclusive', '独家'], ['New Release', '新片'], ['Classic', '经典'],
  ['Solo', '单人'], ['Couple', '情侣'], ['Studio', '摄影棚'], ['Beach', '海滩'], ['Night', '夜景'],
  ['Vintage', '复古'], ['Art', '艺术'], ['Lingerie', '内衣'], ['Yoga', '瑜伽'], ['Spa', '水疗'],
  ['Asian', '亚洲'], ['European', '欧洲'], ['Latin', '拉丁'], ['Amateur', '素人'], ['Professional', '专业'],
  ['Slow Motion', '慢动作'], ['Photo Shoot', '写真拍摄'], ['Countryside', '乡村'], ['City', '都市'], ['Festival', '节日'],
];

const DIRECTORS = [
  'Ava Laurent', 'Marco Bellini', 'Chen Yu', '王小明', 'Sofia Reyes', 'Kenji Sato', 'Lena Fischer', 'David Okafor',
  '李娜', 'Isabelle Moreau', 'Tomás Ortega', 'Hana Kim', '张伟', 'Olivia Brooks', 'Nikolai Petrov', 'Priya Sharma',
  '陈静', 'Lucas Martin', 'Aiko Tanaka', 'Giulia Romano', '刘洋', 'Ethan Walker', 'Camila Souza', 'Jonas Berg',
];

export async function demoCatalogue(tx: Tx) {
  await tx.insert(tags).values(TAGS.map(([name, nameCn], i) => ({ name, nameCn, sort: (i + 1) * 10 })));
  await tx.insert(directors).values(DIRECTORS.map((name) => ({ name })));
}
