/**
 * Rows for the content benchmark (`npm run bench`), never for `npm start`: `count` videos (serial numbers
 * `BK-...`) spread over types and states like a real catalogue, 40 bench tags with each video tagged once
 * (a tag matches one video in twenty), then VACUUM ANALYZE. Set-based SQL: 100,000 rows take seconds.
 *
 * Run on a database no server holds: `DATA_DIR=... node dist/bench/seed-videos.js 100000`, or with
 * DATABASE_URL for PostgreSQL. The database is created and migrated if new.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.js';

const BENCH_TAGS = 40;
/** Tags a video carries, by id: `1 + id % TAGGED_EVERY` of the bench tags. */
const TAGGED_EVERY = 20;

async function seed(count: number) {
  const { db, close } = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '.' });
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into tags (name, name_cn, sort)
        select 'bench-tag-' || g, '压测标签' || g, 1000 + g from generate_series(1, ${BENCH_TAGS}) g`);
      await tx.execute(sql`insert into videos
          (serial_number, title, title_cn, type, status, published_at, views, likes, token, is_free, created_at, updated_at)
        select 'BK-' || lpad(g::text, 7, '0'), 'Bench video ' || g, '压测视频 ' || g,
          (array['full', 'full', 'clip', 'behind_the_scenes'])[1 + g % 4],
          (array['published', 'published', 'published', 'draft', 'scheduled', 'hidden'])[1 + g % 6],
          case g % 6 when 3 then null when 4 then now() + (g % 60) * interval '1 day'
            else now() - (g % 2000) * interval '1 hour' end,
          g % 50000, g % 900, (g % 5) * 10, g % 5 = 0,
          now() - g * interval '1 minute', now()
        from generate_series(1, ${count}) g`);
      await tx.execute(sql`insert into video_tags (video_id, tag_id, position)
        select v.id, t.id, 0 from videos v
        join tags t on t.name = 'bench-tag-' || (1 + v.id % ${TAGGED_EVERY})
        where v.serial_number like 'BK-%'`);
    });
    // At rest, as a live database is: autovacuum would otherwise work through the new rows while the bench
    // measures, and index-only scans read the table until vacuum has marked its pages all-visible.
    await db.execute(sql`vacuum analyze`);
  } finally {
    await close();
  }
}

await seed(Number(process.argv[2] ?? 100_000));
