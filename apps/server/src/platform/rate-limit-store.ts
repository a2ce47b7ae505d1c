/**
 * The rate limits' store (for `@fastify/rate-limit`): counts in the database (`rate_counts`), so that N servers
 * allow a caller the limit once, not N times. A fixed window per route and caller: the first call opens it, the
 * calls until it ends are counted, the first after starts a new one. One statement per limited call, prepared
 * once per connection. Rows of ended windows are cleared by a housekeeping job (`pruneRateCounts`).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { statement } from '../db/prepared.js';

const bound = sql.placeholder;

/** Counts a call: the window's count with it, and the milliseconds until the window ends. */
const countCall = statement<{ key: string; windowMs: number }>(
  () => sql`insert into rate_counts as r (key, count, resets_at)
      values (${bound('key')}, 1, now() + ${bound('windowMs')}::int * interval '1 millisecond')
    on conflict (key) do update set
      count = case when r.resets_at <= now() then 1 else r.count + 1 end,
      resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
    returning count, greatest(0, ceil(extract(epoch from r.resets_at - now()) * 1000))::int as ttl`,
);

type Counted = { current: number; ttl: number };
/** What the plugin passes a route's child: the route's settings, with the route under `routeInfo` (its types say otherwise). */
type RouteSettings = { routeInfo?: { method?: unknown; url?: unknown } };

/** The store class the plugin instantiates (once, then a child per limited route, counted apart). */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    readonly route: string;
    /** The plugin passes its settings to the first; each route's child gets the route's name. */
    constructor(route?: unknown) {
      this.route = typeof route === 'string' ? route : '';
    }

    /** `windowMs`: the route's window, which the plugin passes (its types leave it out). */
    incr(caller: string, done: (error: Error | null, counted?: Counted) => void, windowMs?: number) {
      if (windowMs === undefined) return done(new Error('the rate limit plugin passed no window'));
      countCall<{ count: number; ttl: number }>(db, { key: `${this.route}${caller}`, windowMs }).then(
        ([row]) => done(null, { current: row!.count, ttl: row!.ttl }),
        (error: Error) => done(error),
      );
    }

    child(settings: object) {
      const route = (settings as RouteSettings).routeInfo;
      return new DatabaseRateLimitStore(`${String(route?.method)} ${String(route?.url)} `);
    }
  };
}

/** Clears the counts of windows that ended over an hour ago (a housekeeping job). */
export const pruneRateCounts = (db: Db) =>
  db.execute(sql`delete from rate_counts where resets_at < now() - interval '1 hour'`);
