/**
 * An update sends only the fields it changes: every `*Update` schema must read an empty body as "change
 * nothing". A default inside one (say `sort` 0) would silently reset a field the client left out.
 */
import { describe, expect, it } from 'vitest';
import { ZodType } from 'zod';
import * as contract from './index.js';

const updateSchemas = Object.entries(contract as Record<string, unknown>).flatMap(([name, value]) =>
  name.endsWith('Update') && value instanceof ZodType ? [[name, value] as const] : [],
);

describe('update schemas', () => {
  it('are found', () => {
    expect(updateSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['tagUpdate', 'directorUpdate', 'roleUpdate', 'adminUpdate']),
    );
  });

  it.each(updateSchemas)('%s fills in no field the body left out', (_, schema) => {
    expect(schema.parse({})).toEqual({});
  });
});
