import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { field, manifest } from '@backlot/contract';
import { declared, transitionsOf } from './manifest.js';

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

  it('offers the records of a read-only manifest to list and show, never to create or update', () => {
    const readOnly = manifest({
      resource: 'orders',
      fields: { id: field.id(), address: field.answer(z.string()), ...field.timestamps() },
      nameField: 'address',
      defaultSort: 'id',
      readOnly: true,
    });
    const declaration = declared(readOnly, { table: ranges });
    expect(declaration.operations).toEqual(['list', 'show']);
    expect(declaration.schemas.create).toBeUndefined();
    expect(declared(readOnly, { table: ranges, operations: ['list'] }).operations).toEqual(['list']);
    expect(() => declared(readOnly, { table: ranges, operations: ['list', 'update'] })).toThrow(
      'orders: a read-only manifest is neither created nor updated',
    );
  });

  it('searches one text for all the searched fields when the table keeps them together', () => {
    const together = sql`lower(${ranges.note})`;
    const declaration = declared(rangeManifest, { table: ranges, searchText: together });
    expect(declaration.search).toEqual([together]);
  });

  it('reads the name from the column a field of another name lives in', () => {
    const declaration = declared(rangeManifest, { table: ranges, columns: { address: ranges.note } });
    expect(declaration.nameField).toBe('note');
    expect(declared(rangeManifest, { table: ranges }).nameField).toBe('address');
  });
});

describe('transitions from a manifest', () => {
  const noteManifest = manifest({
    resource: 'comments',
    fields: {
      id: field.id(),
      status: field.state(['shown', 'hidden']),
      report_status: field.state(['none', 'reported', 'rejected']),
    },
    nameField: 'status',
    defaultSort: 'id',
    transitions: {
      field: 'status',
      actions: {
        hide: { from: ['shown'] },
        'reject-report': { from: ['reported'], field: 'report_status' },
      },
    },
  });

  it('moves the machine’s state field, or the one an action names', () => {
    const actions = transitionsOf(noteManifest, {
      hide: { summary: 'Hide', to: 'hidden' },
      'reject-report': { summary: 'Reject its reports', to: 'rejected' },
    });
    expect(actions.hide?.state).toEqual({ column: 'status', from: ['shown'], to: 'hidden' });
    expect(actions['reject-report']?.state).toEqual({ column: 'reportStatus', from: ['reported'], to: 'rejected' });
  });

  it('needs the work of every transition', () => {
    expect(() => transitionsOf(noteManifest, { hide: { summary: 'Hide', to: 'hidden' } })).toThrow('must be the');
  });
});
