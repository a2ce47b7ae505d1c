import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { field, manifest } from '@backlot/contract';
import { declared } from './manifest.js';

const ranges = pgTable('ranges', {
  id: integer('id').primaryKey(),
  address: text('address').notNull(),
  note: text('note'),
  createdAt: timestamp('created_at').notNull(),
  updatedAt: timestamp('updated_at').notNull(),
});

const rangeManifest = manifest({
  resource: 'ipwhitelists',
  fields: {
    id: field.id(),
    address: field.text(64).sortable().searched().unique(),
    note: field.optionalText(100).searched(),
    ...field.timestamps(),
  },
  nameField: 'address',
  defaultSort: 'address',
});

describe('a declaration from a manifest', () => {
  it('searches, sorts and keeps unique the columns named like the fields', () => {
    const declaration = declared(rangeManifest, { table: ranges });
    expect(declaration.search).toEqual([ranges.address, ranges.note]);
    expect(declaration.sort).toEqual({ id: ranges.id, address: ranges.address, created_at: ranges.createdAt });
    expect(declaration.unique).toEqual([
      { field: 'address', column: ranges.address, index: 'ranges_address_key', scope: [] },
    ]);
  });

  it('searches a field as declared, still sorting and keeping it unique by its column', () => {
    const asText = sql`text(${ranges.address})`;
    const declaration = declared(rangeManifest, { table: ranges, searchedAs: { address: asText } });
    expect(declaration.search).toEqual([asText, ranges.note]);
    expect(declaration.sort?.address).toBe(ranges.address);
    expect(declaration.unique?.[0]?.column).toBe(ranges.address);
  });

  it('searches one text for all the searched fields when the table keeps them together', () => {
    const together = sql`lower(${ranges.note})`;
    const declaration = declared(rangeManifest, { table: ranges, searchText: together });
    expect(declaration.search).toEqual([together]);
  });
});
