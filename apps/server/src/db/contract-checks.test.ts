/**
 * Check constraints that take the contract's lists (`oneOf`) accept exactly what their earlier SQL spelling
 * did: PostgreSQL's own reading of each (`pg_get_constraintdef`) equals that of the old text on a table of the
 * same columns.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from './client.js';
import { startTestApp } from '../test/harness.js';

const app = await startTestApp();

/** PostgreSQL's reading of constraint `name` of `table`. */
async function definition(table: string, name: string) {
  const [row] = await queryRows<{ def: string }>(
    app.db,
    sql`select pg_get_constraintdef(c.oid) as def from pg_constraint c
      where c.conrelid = ${table}::regclass and c.conname = ${name}`,
  );
  return row!.def;
}

const EARLIER = [
  {
    table: 'plans',
    name: 'plans_units_check',
    columns: 'once_unit text, initial_unit text, recurring_unit text',
    check: `once_unit in ('day', 'week', 'month', 'year') and initial_unit in ('day', 'week', 'month', 'year')
      and recurring_unit in ('day', 'week', 'month', 'year')`,
  },
  {
    table: 'transactions',
    name: 'transactions_type_check',
    columns: 'type text',
    check: `type in ('initial', 'trial', 'conversion', 'rebill', 'one_time', 'coins', 'decline', 'refund',
      'chargeback', 'void')`,
  },
];

describe('check constraints from the contract', () => {
  it.each(EARLIER.map((earlier) => [earlier.name, earlier] as const))('%s reads as before', async (_name, earlier) => {
    const copy = `earlier_${earlier.table}`;
    await app.db.execute(
      sql.raw(`create temp table ${copy} (${earlier.columns}, constraint ${earlier.name} check (${earlier.check}))`),
    );
    expect(await definition(earlier.table, earlier.name)).toBe(await definition(copy, earlier.name));
  });

  it('still refuses a unit outside the list, and takes an empty unit', async () => {
    const unit = (value: string | null) =>
      app.db.execute(
        sql`insert into plans (name, title, type, once_unit) values (${`u-${value}`}, 't', 'one_time', ${value})`,
      );
    await expect(unit('fortnight')).rejects.toThrow();
    await unit(null);
    await unit('week');
  });
});
