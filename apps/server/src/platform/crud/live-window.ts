/**
 * What the site shows only for a while: a record is live from its start (none: at once) until its end (none:
 * for good), both instants. One declaration gives the `live` answer and filter target, and the write hook that turns
 * the instants' ISO texts into dates and refuses an end at or before the start (422 `msg.endBeforeStart` on the
 * end field; an update that sends one of the two is checked against the stored other).
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { snakeKey } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { invalid } from '../errors.js';
import type { WriteHook } from './declaration.js';
import type { CrudTable } from './table.js';

type Values = Record<string, unknown>;

/**
 * `start` and `end`: the table's properties holding the window (`startsAt`, `expiredAt`); `switchedOn`, a
 * condition a live record meets besides (a deal's `active`).
 */
export function liveWindow<T extends CrudTable>(
  table: T,
  start: keyof T & string,
  end: keyof T & string,
  switchedOn: SQL | PgColumn = sql`true`,
) {
  const [from, until] = [table[start] as PgColumn, table[end] as PgColumn];
  const live = sql<boolean>`(${switchedOn} and (${from} is null or ${from} <= now())
    and (${until} is null or ${until} > now()))`;
  const dated = (values: Values) =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) =>
        (key === start || key === end) && typeof value === 'string' ? [key, new Date(value)] : [key, value],
      ),
    );
  const write: WriteHook = async (values: Values, tx: Executor, id?: number) => {
    const written = dated(values);
    if (!(start in written) && !(end in written)) return { values: written };
    const [stored] = id
      ? await tx
          .select({ from, until })
          .from(table as CrudTable)
          .where(eq(table.id, id))
          .limit(1)
      : [];
    const starts = (start in written ? written[start] : stored?.from) as Date | null | undefined;
    const ends = (end in written ? written[end] : stored?.until) as Date | null | undefined;
    if (starts && ends && ends <= starts) throw invalid({ [snakeKey(end)]: ['msg.endBeforeStart'] });
    return { values: written };
  };
  return {
    /** Whether the record is within its window now: its `live` answer and list filter. */
    live,
    /** The create and update hook (`writes: window.writes`). */
    writes: { create: write, update: write },
  };
}
