/**
 * Rows for the members benchmarks (`npm run bench`), never for `npm start`: 6 bench channels with two
 * campaigns each, `members` members (realistic e-mails, usernames and names; channels, campaigns, countries
 * and devices; joined over two years; a third direct) and `events` site events of a bench site (nine
 * visits to a login, two in three through a bench channel) spread over the same two years, then VACUUM ANALYZE. Set-based SQL
 * (INSERT ... SELECT generate_series).
 *
 * Run on a database no server holds: `DATA_DIR=... node dist/bench/seed-members.js 100000 0`, or with
 * DATABASE_URL for PostgreSQL. The database is created and migrated if new. Prints the seconds it took.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.js';

const FIRST = `array['emma','liam','olivia','noah','ava','lucas','mia','leo','sofia','ethan','chloe','hugo','anna',
  'jonas','lea','marco','yuki','hana','wei','li','fatima','omar','ines','paulo','nora','erik','sara','tom']`;
const LAST = `array['smith','mueller','martin','rossi','tanaka','kim','silva','novak','berg','dubois','cohen','garcia',
  'wang','zhang','chen','nguyen','kowalski','jensen','olsen','moreau','costa','sato','park','lopez']`;
const DOMAINS = `array['gmail.com','outlook.com','yahoo.com','proton.me','qq.com','163.com','icloud.com','example.com']`;
const COUNTRIES = `array['US','US','US','DE','GB','FR','JP','CN','CN','BR','CA','AU','NL','KR','ES','IT']`;
const DEVICES = `array['mobile','mobile','mobile','desktop','desktop','tablet']`;
const SOURCES = ['bench-google', 'bench-facebook', 'bench-twitter', 'bench-partner', 'bench-seo', 'bench-mail'];
const TYPES = ['ads', 'social', 'social', 'affiliate', 'seo', 'email'];

async function seed(memberCount: number, eventCount: number) {
  const { db, close } = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '.' });
  const started = performance.now();
  try {
    await db.transaction(async (tx) => {
      for (const [i, source] of SOURCES.entries()) {
        await tx.execute(sql`with c as (
            insert into channels (utm_source, type) values (${source}, ${TYPES[i]}) returning id)
          insert into campaigns (channel_id, name, utm_campaign, landing_url)
          select c.id, n, n, 'https://bench.example.com/' || n from c, unnest(array['spring', 'autumn']) n`);
      }
      await tx.execute(sql`insert into sites (name, domain, intake_key_hash, intake_key_hint)
        values ('Bench site', 'bench.example.com', 'bench-no-key', 'none')`);
      // g's digits pick the name parts, so e-mails and usernames are unique and varied; one in three is direct, the
      // others spread over the six channels (g / 3: every g % 6 of a g not divisible by 3 would leave two empty).
      await tx.execute(
        sql.raw(`insert into members (username, email, first_name, last_name, status, site_id, channel_id,
          campaign_id, visitor_id, utm_source, device, country, first_visit_at, created_at, updated_at)
        select f || '_' || l || g, f || '.' || l || g || '@' || d, initcap(f), initcap(l),
          case when g % 50 = 0 then 'disabled' else 'active' end, s.id, ch.id, cp.id, 'bv-' || g,
          ch.utm_source, (${DEVICES})[1 + g % 6], (${COUNTRIES})[1 + (g / 7) % 16],
          t - interval '2 days', t, t
        from generate_series(1, ${memberCount}) g
        cross join lateral (select (${FIRST})[1 + g % 28] f, (${LAST})[1 + (g / 28) % 24] l,
          (${DOMAINS})[1 + (g / 3) % 8] d, now() - (g::float / ${memberCount}) * interval '730 days' t) n
        cross join (select id from sites where domain = 'bench.example.com') s
        left join (select id, utm_source, row_number() over (order by id) - 1 k from channels
          where utm_source like 'bench-%') ch on g % 3 <> 0 and ch.k = (g / 3) % 6
        left join campaigns cp on cp.channel_id = ch.id and cp.utm_campaign = (array['spring','autumn'])[1 + (g / 6) % 2]
          and g % 4 <> 0`),
      );
      if (eventCount > 0) {
        await tx.execute(
          sql.raw(`insert into member_events (site_id, event_id, kind, visitor_id, occurred_at, utm_source,
            utm_medium, landing_page, device, country)
          select s.id, 'be-' || g, case when g % 10 = 0 then 'login' else 'visit' end,
            'bv-' || (1 + g % ${Math.max(memberCount, 1)}), now() - (g::float / ${eventCount}) * interval '730 days',
            case when g % 3 <> 0 then (array['${SOURCES.join("','")}'])[1 + g % 6] end, 'cpc',
            'https://bench.example.com/videos', (${DEVICES})[1 + g % 6], (${COUNTRIES})[1 + g % 16]
          from generate_series(1, ${eventCount}) g, (select id from sites where domain = 'bench.example.com') s`),
        );
      }
    });
    // At rest, as a live database is: autovacuum would otherwise work through the new rows while the bench
    // measures, and index-only scans read the table until vacuum has marked its pages all-visible.
    await db.execute(sql`vacuum analyze`);
  } finally {
    await close();
  }
  console.log(
    `seeded ${memberCount} members and ${eventCount} events in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

await seed(Number(process.argv[2] ?? 100_000), Number(process.argv[3] ?? 0));
