import { describe, expect, it } from 'vitest';
import { clockState, DEFAULT_SUPPORT_TARGETS, parseSupportTargets } from './support-clocks.js';

describe('SUPPORT_TARGETS', () => {
  it('keeps the defaults for the priorities it does not name', () => {
    expect(parseSupportTargets('')).toEqual(DEFAULT_SUPPORT_TARGETS);
    const targets = parseSupportTargets('urgent=2/12, low=48/168');
    expect(targets.urgent).toEqual({ firstResponse: 2, resolution: 12 });
    expect(targets.low).toEqual({ firstResponse: 48, resolution: 168 });
    expect(targets.normal).toEqual(DEFAULT_SUPPORT_TARGETS.normal);
  });

  it('refuses a malformed entry, a zero and a resolution sooner than the first response', () => {
    for (const text of ['urgent=1', 'soon=1/2', 'high=0/4', 'normal=8/4', 'low=1.5/3'])
      expect(() => parseSupportTargets(text)).toThrow(/priority=first\/resolution/);
  });
});

describe('a clock', () => {
  const due = '2026-01-01T10:00:00Z';
  it('runs with the time left, negative once overdue', () => {
    expect(clockState(due, null, Date.parse('2026-01-01T09:30:00Z'))).toEqual({ running: true, left: 1_800_000 });
    expect(clockState(due, null, Date.parse('2026-01-01T11:00:00Z'))).toEqual({ running: true, left: -3_600_000 });
  });

  it('stops in time or late, whatever the time now', () => {
    expect(clockState(due, '2026-01-01T09:00:00Z', Date.parse('2027-01-01T00:00:00Z'))).toEqual({
      running: false,
      late: -3_600_000,
    });
    expect(clockState(due, '2026-01-01T12:00:00Z', 0)).toEqual({ running: false, late: 7_200_000 });
  });
});
