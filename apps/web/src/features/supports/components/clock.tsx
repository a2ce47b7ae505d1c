/**
 * One of a ticket's clocks (contract `support-clocks.ts`): while it runs, the time left, or "Overdue by" in
 * red; once stopped (the first reply, the solving), whether it stopped in time or how late.
 */
import { Tag } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { clockState } from '@backlot/contract';
import type { ResourceT } from '../../../lib/resource';
import { durationText, useMinuteClock } from './waited';

type Props = { due: string; stoppedAt: string | null; t: ResourceT };

/** The clock's words and colour at `now`. */
export function clockLook({ due, stoppedAt, t }: Props, now: number): { text: string; color?: string } {
  const state = clockState(due, stoppedAt, now);
  if (state.running)
    return state.left >= 0
      ? { text: t('clock.left', { time: durationText(state.left, t) }), color: 'blue' }
      : { text: t('clock.overdue', { time: durationText(-state.left, t) }), color: 'red' };
  return state.late <= 0
    ? { text: t('clock.met'), color: 'green' }
    : { text: t('clock.late', { time: durationText(state.late, t) }), color: 'orange' };
}

export function Clock(props: Props) {
  const now = useMinuteClock();
  const { text, color } = clockLook(props, now);
  return (
    // Wraps on a phone's narrow column rather than widening the page.
    <Tag color={color} icon={<ClockCircleOutlined />} style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>
      {text}
    </Tag>
  );
}
