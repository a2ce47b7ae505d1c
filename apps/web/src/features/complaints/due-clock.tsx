/**
 * A complaint's clock: for an open one, the calendar days left to its due day (UTC), "due today", or how
 * many days it is overdue, in red; a decided one shows its due day only.
 */
import { Space, Typography } from 'antd';
import { daysUntil, utcDay } from '@backlot/contract';
import { formatDay, type ResourceT } from '../../lib/resource';

type Clock = { key: 'clock.left' | 'clock.today' | 'clock.overdue'; count: number; type?: 'danger' | 'warning' };

/** Where an open complaint due on `dueOn` stands on `today`. */
export function clockOf(dueOn: string, today: string): Clock {
  const left = daysUntil(dueOn, today);
  if (left < 0) return { key: 'clock.overdue', count: -left, type: 'danger' };
  if (left === 0) return { key: 'clock.today', count: 0, type: 'warning' };
  return { key: 'clock.left', count: left, type: left <= 2 ? 'warning' : undefined };
}

type Props = { dueOn: string; open: boolean; t: ResourceT; language: string };

export function DueClock({ dueOn, open, t, language }: Props) {
  const day = formatDay(dueOn, language);
  if (!open) return <>{day}</>;
  const clock = clockOf(dueOn, utcDay(new Date()));
  return (
    <Space size={4} wrap>
      <span>{day}</span>
      <Typography.Text type={clock.type} strong={clock.type === 'danger'}>
        {t(clock.key, { count: clock.count })}
      </Typography.Text>
    </Space>
  );
}
