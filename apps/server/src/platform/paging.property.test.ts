/**
 * Every row of a list is reachable: following `has_next` from page 1 walks every matching row exactly once,
 * whatever the page size, the sort (ties included) and the search, on tables larger than the exact-count limit,
 * through both pagers — a plain list (`selectPage`: directors) and a searched one (`searchedPage`: a channel's
 * members), and past the counted limit (tags). The last page knows the exact total, a total asked for is exact up
 * to the counted limit, and no page past the end is offered.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNTED_TOTAL_LIMIT, PAGE_TOTAL_LIMIT } from '@backlot/contract';
import { queryRows } from '../db/client.js';
import { channels } from '../db/schema/index.js';
import { startTestApp } from '../test/harness.js';
import { as } from '../test/client.js';
import { adminWith } from '../test/fixtures.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
let channel = 0;
const DIRECTORS = PAGE_TOTAL_LIMIT + 234;
const MEMBERS = PAGE_TOTAL_LIMIT + 1_500;

beforeAll(async () => {
  api = as(app, (await adminWith(app, ['list-directors', 'list-users', 'list-tags'])).token);
  const [row] = await app.db.insert(channels).values({ utmSource: 'paging-test', type: 'ads' }).returning();
  channel = row!.id;
  // Seven rows share each instant, so a sort by time has ties that only the id breaks.
  await app.db.execute(sql`insert into directors (name, created_at, updated_at)
    select 'Director ' || g, now() - (g / 7) * interval '1 minute', now()
    from generate_series(1, ${DIRECTORS}) g`);
  await app.db.execute(sql`insert into members (username, email, channel_id, created_at, updated_at)
    select 'p' || g, 'p' || g || case when g % 3 = 0 then '@common.example' else '@other.example' end, ${channel},
      now() - (g / 5) * interval '1 minute', now()
    from generate_series(1, ${MEMBERS}) g`);
});

type Meta = { page: number; per_page: number; total: number; total_is_estimate: boolean; has_next: boolean };

/** Walks a list from page 1 while the server says a page follows: every id seen, and the last page's meta. */
async function walk(path: string, perPage: number) {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.get(`${path}&per_page=${perPage}&page=${page}`);
    expect(answer.status).toBe(200);
    const meta = answer.body.meta as Meta;
    ids.push(...(answer.body.data as { id: number }[]).map((r) => r.id));
    if (!meta.has_next) return { ids, last: meta, pages: page };
    expect(answer.body.data).toHaveLength(perPage);
  }
}

async function expectEveryRowOnce(path: string, perPage: number, truth: number[]) {
  const { ids, last, pages } = await walk(path, perPage);
  expect(new Set(ids).size).toBe(ids.length);
  expect([...ids].sort((a, b) => a - b)).toEqual([...truth].sort((a, b) => a - b));
  expect(last).toMatchObject({ total: truth.length, total_is_estimate: false });
  // Asked for, the total is exact from the first page.
  const counted = await api.get(`${path}&per_page=1&count=exact`);
  expect(counted.body.meta).toMatchObject({ total: truth.length, total_is_estimate: false });
  // The page after the last holds nothing and offers nothing.
  const past = await api.get(`${path}&per_page=${perPage}&page=${pages + 1}`);
  expect(past.body.data).toEqual([]);
  expect(past.body.meta.has_next).toBe(false);
}

const ids = async (statement: ReturnType<typeof sql>) =>
  (await queryRows<{ id: number }>(app.db, statement)).map((r) => Number(r.id));

describe('paging forward from page 1', () => {
  it('reaches every director exactly once, whatever the page size, sort and search', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 40, max: 200 }),
        fc.constantFrom('id', '-id', 'name', '-name', 'created_at', '-created_at'),
        fc.constantFrom(undefined, '1', 'Director 3', 'nobody'),
        async (perPage, sort, q) => {
          const truth = await ids(sql`select id from directors where ${q ? sql`name ilike ${`%${q}%`}` : sql`true`}`);
          const search = q ? `&q=${encodeURIComponent(q)}` : '';
          await expectEveryRowOnce(`/api/directors?sort=${sort}${search}`, perPage, truth);
        },
      ),
      { numRuns: 10 },
    );
  });

  it('reaches every member of a channel exactly once, searched or not', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 60, max: 200 }),
        fc.constantFrom('-created_at', 'id', '-username'),
        fc.constantFrom(undefined, 'common', 'p1', 'P2'),
        async (perPage, sort, q) => {
          const truth = await ids(
            sql`select id from members where channel_id = ${channel}
              and ${q ? sql`strpos(search_text, lower(${q})) > 0` : sql`true`}`,
          );
          const search = q ? `&q=${encodeURIComponent(q)}` : '';
          await expectEveryRowOnce(`/api/users?channel_id=${channel}&sort=${sort}${search}`, perPage, truth);
        },
      ),
      { numRuns: 8 },
    );
  });

  it('reaches every row of a table past the counted limit, whose total is an estimate within 10 %', async () => {
    const count = COUNTED_TOTAL_LIMIT + 1_234;
    await app.db.execute(sql`insert into tags (name, name_cn, sort)
      select 'Big tag ' || g, '大标签 ' || g, g % 100 from generate_series(1, ${count}) g`);
    await app.db.execute(sql`analyze tags`);
    const truth = await ids(sql`select id from tags`);
    expect(truth.length).toBeGreaterThan(COUNTED_TOTAL_LIMIT);
    const counted = (await api.get('/api/tags?per_page=1&count=exact')).body.meta;
    expect(counted.total_is_estimate).toBe(true);
    expect(Math.abs(counted.total - truth.length) / truth.length).toBeLessThan(0.1);
    const { ids: walked, last } = await walk('/api/tags?sort=-sort', 200);
    expect(new Set(walked).size).toBe(walked.length);
    expect([...walked].sort((a, b) => a - b)).toEqual([...truth].sort((a, b) => a - b));
    expect(last).toMatchObject({ total: truth.length, total_is_estimate: false });
  });
});
