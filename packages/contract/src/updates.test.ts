/**
 * An update sends only the fields it changes: every `*Update` schema must read an empty body as "change
 * nothing". A default inside one (say `sort` 0) would silently reset a field the client left out.
 */
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import * as contract from './index.js';

const updateSchemas = Object.entries(contract).filter(
  (entry): entry is [string, ZodType] => entry[0].endsWith('Update') && typeof entry[1] === 'object',
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
