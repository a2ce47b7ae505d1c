import { describe, expect, it } from 'vitest';
import { speedMeter } from './speed';

describe('speedMeter', () => {
  it('tells no speed from one report, then bytes per second over the recent window', () => {
    let now = 0;
    const speed = speedMeter(() => now);
    expect(speed(0)).toBeUndefined();
    now = 1000;
    expect(speed(2_000_000)).toBe(2_000_000);
    now = 2000;
    expect(speed(3_000_000)).toBe(1_500_000);
  });

  it('forgets reports older than five seconds, so a stall shows as a slower speed', () => {
    let now = 0;
    const speed = speedMeter(() => now);
    for (let s = 0; s <= 10; s += 1) {
      now = s * 1000;
      speed(s < 6 ? s * 10_000_000 : 50_000_000 + (s - 5) * 1_000_000);
    }
    // Of the last five seconds, 5 MB in 5 s.
    expect(speed(55_000_000)).toBe(1_000_000);
  });
});
