import { describe, expect, it } from 'vitest';
import { bulkBody, idsFilter, MAX_BULK } from './bulk.js';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('bulk bodies', () => {
  it('take 1 to 200 distinct positive ids, nothing else', () => {
    expect(bulkBody.safeParse({ ids: range(MAX_BULK) }).success).toBe(true);
    expect(bulkBody.safeParse({ ids: range(MAX_BULK + 1) }).success).toBe(false);
    expect(bulkBody.safeParse({ ids: [] }).success).toBe(false);
    expect(bulkBody.safeParse({ ids: [1, 1] }).success).toBe(false);
    expect(bulkBody.safeParse({ ids: [0] }).success).toBe(false);
    expect(bulkBody.safeParse({ ids: [1], all: true }).success).toBe(false);
  });

  it("read an export's ids from comma-separated text", () => {
    expect(idsFilter.parse('3,1,3')).toEqual([3, 1]);
    expect(idsFilter.safeParse('1,,2').success).toBe(false);
    expect(idsFilter.safeParse('-1').success).toBe(false);
    expect(idsFilter.safeParse(range(MAX_BULK + 1).join(',')).success).toBe(false);
  });
});
