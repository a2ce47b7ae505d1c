import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dateRange, enumFilter, filters, flagFilter, idFilter, textFilter } from './filters.js';

const declared = filters({
  status: enumFilter(['open', 'closed']),
  site_id: idFilter(),
  free: flagFilter(),
  created: dateRange(),
  email: textFilter(),
});
const query = z.strictObject(declared.query);

describe('declared filters', () => {
  it('make one optional parameter each, two for a date range', () => {
    expect(Object.keys(declared.query).sort()).toEqual([
      'created_from',
      'created_to',
      'email',
      'free',
      'site_id',
      'status',
    ]);
    expect(query.parse({})).toEqual({});
  });

  it('read the values a query string carries', () => {
    expect(
      query.parse({ status: 'open', site_id: '7', free: '1', created_from: '2026-01-01', created_to: '2026-01-31' }),
    ).toEqual({ status: 'open', site_id: 7, free: true, created_from: '2026-01-01', created_to: '2026-01-31' });
    expect(query.parse({ free: '0' })).toEqual({ free: false });
    expect(query.parse({ email: ' @example.com ' })).toEqual({ email: '@example.com' });
  });

  it.each([
    ['status', 'pending'],
    ['site_id', '0'],
    ['site_id', '2147483648'],
    ['free', 'yes'],
    ['created_from', '2026-02-30'],
    ['email', 'a\nb'],
    ['email', 'x'.repeat(201)],
  ])('refuse %s=%s', (name, value) => {
    expect(query.safeParse({ [name]: value }).success).toBe(false);
  });
});
