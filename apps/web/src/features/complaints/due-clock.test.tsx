import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, utcDay } from '@backlot/contract';
import { clockOf, DueClock } from './due-clock';
import { messages } from './messages';

describe('a complaint’s clock', () => {
  it('counts the days left, says "due today", and counts the days overdue in red', () => {
    expect(clockOf('2026-12-01', '2026-11-27')).toEqual({ key: 'clock.left', count: 4 });
    expect(clockOf('2026-11-29', '2026-11-27')).toEqual({ key: 'clock.left', count: 2, type: 'warning' });
    expect(clockOf('2026-11-27', '2026-11-27')).toEqual({ key: 'clock.today', count: 0, type: 'warning' });
    expect(clockOf('2026-11-24', '2026-11-27')).toEqual({ key: 'clock.overdue', count: 3, type: 'danger' });
  });

  it.each([
    ['en', '3 days overdue', '1 day left'],
    ['zh-CN', '已逾期 3 天', '剩余 1 天'],
  ] as const)('reads in %s', async (language, overdue, left) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: language, resources: { [language]: { complaints: messages[language] } } });
    const t = i18n.getFixedT(language, 'complaints');
    const today = utcDay(new Date());
    const day = (n: number) => utcDay(new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000));
    const { unmount } = render(<DueClock dueOn={day(-3)} open t={t as never} language={language} />);
    expect(screen.getByText(overdue).closest('.ant-typography-danger')).not.toBeNull();
    unmount();
    render(<DueClock dueOn={day(1)} open t={t as never} language={language} />);
    expect(screen.getByText(left)).toBeTruthy();
  });

  it('shows only the day once decided', () => {
    const due = addBusinessDays('2026-11-20', 7);
    render(<DueClock dueOn={due} open={false} t={((key: string) => key) as never} language="en" />);
    expect(screen.queryByText(/clock\./)).toBeNull();
  });
});
