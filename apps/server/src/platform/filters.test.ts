/** The kit's filters: a condition function is given the filter's value and who asks. */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { enumFilter, filters, flagFilter, idFilter } from '@backlot/contract';
import { supportTickets } from '../db/schema/index.js';
import { filterConditions } from './filters.js';
import type { Viewer } from './viewer.js';

const dialect = new PgDialect();
const declared = filters({ site_id: idFilter(), mine: enumFilter(['yes', 'no']) });
const targets = {
  site_id: supportTickets.siteId,
  mine: (value: 'yes' | 'no', viewer: Viewer | undefined) =>
    value === 'yes' ? sql`owner = ${viewer?.id ?? 0}` : sql`owner <> ${viewer?.id ?? 0}`,
};
const rendered = (query: object, viewer?: Viewer) =>
  filterConditions(declared, targets, query, viewer).map((condition) => {
    const { sql: text, params } = dialect.sqlToQuery(condition!);
    return { sql: text, params };
  });

describe('filter conditions', () => {
  it('gives a condition function the value and the viewer', () => {
    const [site, mine] = rendered({ site_id: 3, mine: 'yes' }, { id: 7, isPartner: false });
    expect(site!.params).toEqual([3]);
    expect(mine).toEqual({ sql: 'owner = $1', params: [7] });
    expect(rendered({ mine: 'no' }, { id: 9, isPartner: false })[0]).toEqual({ sql: 'owner <> $1', params: [9] });
  });

  it('leaves out filters the query does not set, and gives none as the viewer outside a request', () => {
    expect(rendered({})).toEqual([]);
    expect(rendered({ mine: 'yes' })[0]!.params).toEqual([0]);
  });
});

describe('a flag that says what its absence means', () => {
  const archived = filters({ archived: flagFilter({ absent: 0 }), shown: flagFilter() });
  const on = { archived: (value: boolean | number) => sql`archived = ${Boolean(value)}`, shown: supportTickets.id };
  const params = (query: object) =>
    filterConditions(archived, on, query).map((condition) => dialect.sqlToQuery(condition!).params);

  it('applies its absent value when the query leaves it out, and the value asked otherwise', () => {
    expect(params({})).toEqual([[false]]);
    expect(params({ archived: true })).toEqual([[true]]);
    expect(params({ archived: false, shown: true })).toEqual([[false], [true]]);
  });
});
