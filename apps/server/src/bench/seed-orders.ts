/**
 * Rows for the ledger's benchmark (`npm run bench`), never for `npm start`: 6 bench channels, a plan, one
 * member for every 50 orders, and `count` successful charges — each a ledger entry and its order — over the
 * last two years (a third direct, one in ten an initial charge, USD with one in eight in EUR), then VACUUM ANALYZE.
 * Set-based SQL, a million rows a statement.
 *
 * Run on a database no server holds: `DATABASE_URL=... node dist/bench/seed-orders.js 1000000`. The database
 * is created and migrated if new. Prints the seconds it took.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.js';

const CHUNK = 1_000_000;

async function seed(count: number) {
  const { db, close } = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '.' });
  const started = performance.now();
  const members = Math.max(1_000, Math.ceil(count / 50));
  try {
    await db.execute(sql`insert into channels (utm_source, type)
      select 'bench-' || n, 'ads' from unnest(array['google', 'facebook', 'twitter', 'partner', 'seo', 'mail']) n`);
    await db.execute(sql`insert into plans (name, title, type, recurring_count, recurring_unit, recurring_discount_price)
      values ('Bench monthly', 'Bench monthly', 'subscription', 1, 'month', 2999)`);
    await db.execute(sql`insert into members (username, email, channel_id, created_at, updated_at)
      select 'ob' || g, 'ob' || g || '@bench.example.com',
        (select id from channels where utm_source like 'bench-%' order by id offset g % 6 limit 1),
        now() - interval '730 days', now() - interval '730 days'
      from generate_series(1, ${members}::int) g`);
    for (let from = 1; from <= count; from += CHUNK) {
      const to = Math.min(count, from + CHUNK - 1);
      await db.execute(sql`with ch as (select id, row_number() over (order by id) - 1 as k from channels
          where utm_source like 'bench-%'),
        m as (select min(id) as first from members where username like 'ob%'),
        t as (
          insert into transactions (processor, processor_ref, processor_type, type, amount, currency, member_id,
            plan_id, channel_id, occurred_at)
          select 'segpay', 'B' || g, 'Auth/Rebill/sale/Yes', case when g % 10 = 0 then 'initial' else 'rebill' end,
            case when g % 8 = 0 then 2799 else 2999 end, case when g % 8 = 0 then 'EUR' else 'USD' end,
            m.first + g % ${members}::int, (select id from plans where name = 'Bench monthly'),
            (select id from ch where g % 3 <> 0 and ch.k = g % 6),
            now() - (g::float / ${count}::int) * interval '730 days'
          from generate_series(${from}::int, ${to}::int) g, m
          returning id, processor, processor_ref, type, amount, currency, member_id, plan_id, channel_id, occurred_at)
        insert into orders (transaction_id, member_id, plan_id, channel_id, processor, type, transaction_number,
          amount, currency, transaction_fee, reserve_fee, paid_at)
        select id, member_id, plan_id, channel_id, processor, type, processor_ref, amount, currency,
          round(amount * 0.105), round(amount * 0.05), occurred_at from t`);
    }
    // At rest, as a live database is: autovacuum would otherwise work through the new rows while the bench
    // measures, and index-only scans read the table until vacuum has marked its pages all-visible.
    await db.execute(sql`vacuum analyze`);
  } finally {
    await close();
  }
  console.log(`seeded ${count} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

await seed(Number(process.argv[2] ?? 1_000_000));
