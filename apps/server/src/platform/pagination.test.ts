/**
 * List totals as a client reads them: exact on every page up to PAGE_TOTAL_LIMIT matching rows (a full page, a short
 * last page, a page past the end, no match), the planner's estimate above that, flagged as such.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COUNTED_TOTAL_LIMIT, PAGE_TOTAL_LIMIT } from '@backlot/contract';
import { startTestApp } from '../test/harness.js';
import { as } from '../test/client.js';
import { adminWith } from '../test/fixtures.js';

const app = await startTestApp();
const api = as(app, (await adminWith(app, ['list-tags', 'list-directors'])).token);

/** `count` rows named `<prefix> 1..count`, straight into the database. */
const insert = (table: 'tags' | 'directors', prefix: string, count: number) =>
  app.db.execute(
    table === 'tags'
      ? sql`insert into tags (name, name_cn, sort) select ${prefix} || ' ' || g, ${prefix} || '·' || g, g from generate_series(1, ${count}) g`
      : sql`insert into directors (name) select ${prefix} || ' ' || g from generate_series(1, ${count}) g`,
  );

await insert('tags', 'Tag', 45);

const meta = async (query: string) => {
  const answer = await api.get(`/api/tags?${query}`);
  return { rows: answer.body.data.length as number, ...answer.body.meta };
};

describe('list totals', () => {
  it('are exact on a full page, a short last page, an exactly full last page and past the end', async () => {
    expect(await meta('per_page=20')).toEqual({
      rows: 20,
      page: 1,
      per_page: 20,
      total: 45,
      total_is_estimate: false,
      has_next: true,
    });
    expect(await meta('per_page=20&page=3')).toMatchObject({
      rows: 5,
      total: 45,
      total_is_estimate: false,
      has_next: false,
    });
    expect(await meta('per_page=15&page=3')).toMatchObject({
      rows: 15,
      total: 45,
      total_is_estimate: false,
      has_next: false,
    });
    expect(await meta('per_page=20&page=9')).toMatchObject({
      rows: 0,
      total: 45,
      total_is_estimate: false,
      has_next: false,
    });
  });

  it('count only what matches the search', async () => {
    expect(await meta('q=Tag%204&per_page=3')).toMatchObject({ rows: 3, total: 7, total_is_estimate: false }); // 4, 40..45
    expect(await meta('q=nothing')).toMatchObject({ rows: 0, total: 0, total_is_estimate: false });
  });

  it('keep the requested order on every page', async () => {
    const pages = [
      await api.get('/api/tags?per_page=20&sort=-sort'),
      await api.get('/api/tags?per_page=20&page=2&sort=-sort'),
    ];
    const sorts = pages.flatMap((p) => p.body.data.map((t: { sort: number }) => t.sort));
    expect(sorts).toEqual(Array.from({ length: 40 }, (_, i) => 45 - i));
  });

  it('above the limit: an estimate, flagged; a short last page still knows its exact total', async () => {
    expect(PAGE_TOTAL_LIMIT).toBeLessThan(10_050);
    await insert('directors', 'Director', 10_050);
    const first = (await api.get('/api/directors?per_page=20')).body.meta;
    expect(first.total_is_estimate).toBe(true);
    expect(first.total).toBeGreaterThan(PAGE_TOTAL_LIMIT);
    const last = (await api.get('/api/directors?per_page=20&page=503')).body;
    expect(last.data).toHaveLength(10);
    expect(last.meta).toMatchObject({ total: 10_050, total_is_estimate: false });
    const narrow = (await api.get('/api/directors?q=Director%20999')).body.meta;
    expect(narrow).toMatchObject({ total: 11, total_is_estimate: false }); // 999, 9990..9999
  });

  it('asked for its total, counts it exactly up to the counted limit, with the page', async () => {
    expect(COUNTED_TOTAL_LIMIT).toBeGreaterThan(10_050 + 45);
    const counted = (await api.get('/api/directors?per_page=1&count=exact')).body;
    expect(counted.data).toHaveLength(1);
    expect(counted.meta).toEqual({ page: 1, per_page: 1, total: 10_050, total_is_estimate: false, has_next: true });
    const searched = (await api.get('/api/directors?q=Director%201&count=exact&per_page=5')).body.meta;
    expect(searched).toMatchObject({ total: 1_162, total_is_estimate: false }); // 1, 10..19, 100..199, 1000..1999, 10000..10050
    expect((await api.get('/api/directors?count=all')).status).toBe(422);
  });
});
