/** The complaints' clock: business days are Monday to Friday of UTC days, with no holiday calendar. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, complaintDueOn, daysUntil, utcDay } from '@backlot/contract';

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const days = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map(utcDay);

describe('business days', () => {
  it('skips the weekend: seven business days after a Friday is the Tuesday eleven days on', () => {
    expect(addBusinessDays('2026-11-20', 7)).toBe('2026-12-01');
    // Received on a Saturday or a Sunday: counted from the Monday after.
    expect(addBusinessDays('2026-11-21', 7)).toBe('2026-12-01');
    expect(addBusinessDays('2026-11-22', 7)).toBe('2026-12-01');
    expect(addBusinessDays('2026-11-23', 7)).toBe('2026-12-02');
    expect(complaintDueOn(new Date('2026-11-20T23:59:59Z'))).toBe('2026-12-01');
  });

  it('lands on a weekday, after the day, and counts exactly that many weekdays', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: 1, max: 30 }), (day, count) => {
        const due = addBusinessDays(day, count);
        expect([0, 6]).not.toContain(weekday(due));
        const span = daysUntil(due, day);
        const weekdays = Array.from({ length: span }, (_, i) => addDays(day, i + 1)).filter(
          (d) => ![0, 6].includes(weekday(d)),
        );
        expect(weekdays.length).toBe(count);
      }),
    );
  });

  it('takes five business days as one calendar week', () => {
    fc.assert(fc.property(days, (day) => daysUntil(addBusinessDays(day, 5), day) <= 7));
  });

  it('counts calendar days to a due day, negative once past', () => {
    expect(daysUntil('2026-12-01', '2026-11-27')).toBe(4);
    expect(daysUntil('2026-11-27', '2026-11-27')).toBe(0);
    expect(daysUntil('2026-11-25', '2026-11-27')).toBe(-2);
  });
});

function addDays(day: string, n: number) {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));
}
