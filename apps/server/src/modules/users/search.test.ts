/**
 * The members list's search on a channel larger than the walk's window (`platform/searched-page.ts`): whichever
 * way a page is found — among the newest rows, in the channel's keyed search index, counted by walking or by the
 * index — it is the page and the total a plain query gives.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TOTAL_LIMIT } from '@backlot/contract';
import { queryRows } from '../../db/client.js';
import { channels } from '../../db/schema/index.js';
import { estimatedRows } from '../../platform/pagination.js';
import { countCosts, WINDOW } from '../../platform/searched-page.js';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
let channel = 0;
const COUNT = 2_500;
/** Older than every other member of the channel (beyond the walk), so found through the keyed index. */
const VARIED = [
  ['jose.nunez', 'José.Núñez@correo.example', 'José', 'Núñez'],
  ['li_wei88', 'li.wei88@qq.example', '李', '伟'],
  ['o-brien', "o'brien+news@mail.example", 'Seán', "O'Brien"],
  ['ANNA_K2', 'Anna.K2@Example.COM', 'Anna', 'Kowalska-Nowak'],
  ['zoe99', 'zoë_99@icloud.example', 'Zoë', 'Ünal'],
  ['x1y2z3', 'x1y2z3@a.b.example', null, null],
] as const;

beforeAll(async () => {
  api = as(app, (await adminWith(app, ['list-users'])).token);
  const [row] = await app.db.insert(channels).values({ utmSource: 'search-test', type: 'ads' }).returning();
  channel = row!.id;
  // Member g joined g minutes ago: half are "common", one in 40 "sparse", the oldest few "old-only".
  await app.db.execute(sql`insert into members (username, email, first_name, channel_id, created_at, updated_at)
    select 'm' || g, 'm' || g || case when g % 2 = 0 then '@common.example' else '@other.example' end,
      case when g % 40 = 0 then 'Sparse' when g > ${COUNT - 30} then 'Old-Only' end, ${channel},
      now() - g * interval '1 minute', now() - g * interval '1 minute'
    from generate_series(1, ${COUNT}) g`);
  for (const [i, [username, email, first, last]] of VARIED.entries()) {
    await app.db.execute(sql`insert into members (username, email, first_name, last_name, channel_id, created_at,
      updated_at) values (${username}, ${email}, ${first}, ${last}, ${channel}, now() - ${COUNT + 10 + i} * interval '1 minute',
      now() - interval '1 minute')`);
  }
});

/** The page and total of a plain query: matches newest first. */
async function expected(text: string, page: number) {
  const rows = await queryRows<{ id: number }>(
    app.db,
    sql`select id from members where channel_id = ${channel} and strpos(search_text, lower(${text})) > 0
      order by created_at desc, id desc`,
  );
  const total = rows.length;
  return { ids: rows.slice((page - 1) * 20, page * 20).map((r) => r.id), total };
}

async function listed(q: string, page = 1) {
  const answer = await api.get(`/api/users?channel_id=${channel}&q=${encodeURIComponent(q)}&per_page=20&page=${page}`);
  expect(answer.status).toBe(200);
  return { ids: answer.body.data.map((m: { id: number }) => m.id), meta: answer.body.meta };
}

describe('members search on a large channel', () => {
  it('finds a common text among the newest members, its total past the exact limit an estimate', async () => {
    const want = await expected('common', 1);
    const got = await listed('COMMON');
    expect(got.ids).toEqual(want.ids);
    expect(want.total).toBeGreaterThan(PAGE_TOTAL_LIMIT);
    expect(got.meta).toMatchObject({ total_is_estimate: true });
    expect(got.meta.total).toBeGreaterThan(PAGE_TOTAL_LIMIT);
    // Asked for, the total is counted exactly.
    const counted = await api.get(`/api/users?channel_id=${channel}&q=COMMON&per_page=20&count=exact`);
    expect(counted.body.data.map((m: { id: number }) => m.id)).toEqual(want.ids);
    expect(counted.body.meta).toMatchObject({ total: want.total, total_is_estimate: false, has_next: true });
  });

  it('counts a text the walk finds but seldom by the index, exactly, and pages past the walk through the index', async () => {
    for (const page of [1, 2]) {
      const want = await expected('sparse', page);
      expect(want.total).toBeGreaterThan(40);
      expect(await listed('sparse', page)).toEqual({
        ids: want.ids,
        meta: { page, per_page: 20, total: want.total, total_is_estimate: false, has_next: true },
      });
    }
  });

  it('finds a text only older members have in the index, beyond the newest rows', async () => {
    const want = await expected('old-only', 1);
    expect(COUNT - WINDOW).toBeGreaterThan(30);
    expect(await listed('old-only')).toEqual({
      ids: want.ids,
      meta: { page: 1, per_page: 20, total: want.total, total_is_estimate: false, has_next: true },
    });
    expect((await listed('old-only', 2)).meta).toMatchObject({
      total: want.total,
      total_is_estimate: false,
      has_next: false,
    });
  });

  it('answers a text no member has with an empty page', async () => {
    expect((await listed('nobody-has-this')).meta).toMatchObject({ total: 0, total_is_estimate: false });
  });

  it('pages deeper than the window through the index', async () => {
    const want = await expected('common', 60);
    expect((await listed('common', 60)).ids).toEqual(want.ids);
  });
});

describe('members search counted past the exact limit', () => {
  /** A channel of 21,000 members, one in 15 with "qzx" in the e-mail: 1,400 matches, about 67 in the window. */
  const SIZE = 21_000;
  const EVERY = 15;
  let wide = 0;
  beforeAll(async () => {
    const [row] = await app.db.insert(channels).values({ utmSource: 'count-test', type: 'ads' }).returning();
    wide = row!.id;
    await app.db.execute(sql`insert into members (username, email, channel_id, created_at, updated_at)
      select 'w' || g, 'w' || g || case when g % ${EVERY} = 0 then '@qzx.example' else '@wide.example' end, ${wide},
        now() - g * interval '1 second', now() - g * interval '1 second'
      from generate_series(1, ${SIZE}) g`);
    await app.db.execute(sql`analyze members`);
  });

  it('counts a text of middling density by its keyed index, where walking on would read fifteen times the matches', async () => {
    // As the list estimates it: the window's rate of matches among the channel's rows.
    const estimated = (await estimatedRows(app.db, sql`members`, sql`where channel_id = ${wide}`)) / EVERY;
    const cost = countCosts(WINDOW / EVERY, estimated, 1);
    expect(cost.index).toBeLessThan(cost.walk);
    const answer = await api.get(`/api/users?channel_id=${wide}&q=QZX&per_page=20`);
    const rows = await queryRows<{ id: number }>(
      app.db,
      sql`select id from members where channel_id = ${wide} and email like '%@qzx.%' order by created_at desc, id desc limit 20`,
    );
    expect(answer.body.data.map((m: { id: number }) => m.id)).toEqual(rows.map((r) => r.id));
    expect(answer.body.meta.total_is_estimate).toBe(true);
    expect(answer.body.meta.total).toBeGreaterThan(PAGE_TOTAL_LIMIT);
  });

  it('counts a text most members have by walking on, an estimate past the limit', async () => {
    const cost = countCosts(WINDOW - WINDOW / EVERY, SIZE, 4);
    expect(cost.walk).toBeLessThan(cost.index);
    const answer = await api.get(`/api/users?channel_id=${wide}&q=wide.ex&per_page=20&page=3`);
    expect(answer.body.data).toHaveLength(20);
    expect(answer.body.meta).toMatchObject({ page: 3, total_is_estimate: true });
    expect(answer.body.meta.total).toBeGreaterThan(PAGE_TOTAL_LIMIT);
  });
});

describe('members search keyed by the channel', () => {
  it('finds what a plain query finds for any part of a text: accents, other scripts, digits, signs, either case', async () => {
    const texts = VARIED.map(([username, email, first, last]) => [
      username,
      email,
      `${first ?? ''} ${last ?? ''}`,
    ]).flat();
    const part = fc
      .record({ text: fc.constantFrom(...texts), at: fc.nat(), length: fc.integer({ min: 1, max: 9 }) })
      .map(({ text, at, length }) => {
        const chars = [...text];
        const start = at % chars.length;
        // A `q` is trimmed on its way in.
        return chars
          .slice(start, start + length)
          .join('')
          .trim();
      })
      .filter((q) => q.length > 0);
    await fc.assert(
      fc.asyncProperty(part, fc.boolean(), async (q, upper) => {
        const text = upper ? q.toUpperCase() : q;
        const want = await expected(text, 1);
        const got = await listed(text);
        expect(got.ids).toEqual(want.ids);
        if (want.total <= PAGE_TOTAL_LIMIT) expect(got.meta.total).toBe(want.total);
      }),
      { numRuns: 60 },
    );
  });
});
