import { describe, expect, it } from 'vitest';
import { pagerTotal } from './pager';

const meta = (page: number, total: number, hasNext: boolean, totalIsEstimate = false) => ({
  page,
  perPage: 20,
  total,
  totalIsEstimate,
  hasNext,
});

describe('pagerTotal', () => {
  it('offers every page of an exact total', () => {
    expect(pagerTotal(meta(1, 45, true), 20)).toBe(45);
  });

  it('ends at the last row read when no page follows, whatever the total says', () => {
    expect(pagerTotal(meta(3, 4_816, false, true), 5)).toBe(45);
    expect(pagerTotal(meta(2, 45, false), 20)).toBe(40);
  });

  it('past an estimate, offers the pages walked and the next one only', () => {
    // An estimate below the truth (the pager used to stop at it) and one above it (pages past the end).
    expect(pagerTotal(meta(68, 1_350, true, true), 20)).toBe(68 * 20 + 1);
    expect(pagerTotal(meta(1, 4_816, true, true), 20)).toBe(21);
  });

  it('never offers fewer pages than the next one, even if the count was taken before rows arrived', () => {
    expect(pagerTotal(meta(2, 40, true), 20)).toBe(41);
  });

  it('keeps the counted total on a page past the end, so the pager can go back', () => {
    expect(pagerTotal(meta(9, 45, false), 0)).toBe(45);
    expect(pagerTotal(undefined, 0)).toBe(0);
  });
});
