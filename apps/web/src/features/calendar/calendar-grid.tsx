/**
 * The days of a view with what starts or ends on each. On a wide screen, a grid of weeks (Monday first) whose
 * days take a dragged item; on a phone, a list of the days holding something (and today), moved by picking a time.
 */
import { useMemo, type ReactNode } from 'react';
import { Typography } from 'antd';
import { useScreens } from '../../lib/use-screens';
import type { Dayjs } from 'dayjs';
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/resource';
import type { Mark } from './api';
import { dayKey, dayOf, onDay } from './days';
import { nameOf } from './looks';
import styles from './calendar.module.css';

type Props = {
  days: Dayjs[];
  /** The month shown (its other days greyed); none in the week view. */
  month?: number;
  marks: readonly Mark[];
  renderMark: (mark: Mark) => ReactNode;
  onMove: (mark: Mark, at: string) => void;
};

/** `listed`: a row of the phone's list, dated in full (a grid's column says the weekday, its month the rest). */
function DayCell({
  day,
  outside,
  listed,
  children,
}: {
  day: Dayjs;
  outside: boolean;
  listed: boolean;
  children: ReactNode;
}) {
  const language = useLanguage();
  const { setNodeRef, isOver } = useDroppable({ id: dayKey(day) });
  const today = day.isSame(new Date(), 'day');
  const classes = [styles.day, outside && styles.outside, today && styles.today, isOver && styles.over];
  return (
    <div
      ref={setNodeRef}
      role="group"
      aria-label={day.toDate().toLocaleDateString(language, { dateStyle: 'full' })}
      className={classes.filter(Boolean).join(' ')}
    >
      <span className={styles.date} aria-hidden="true">
        {listed
          ? day.toDate().toLocaleDateString(language, { weekday: 'short', month: 'short', day: 'numeric' })
          : day.date()}
      </span>
      {children}
    </div>
  );
}

/** What a screen reader hears while an item is dragged, in the UI's language (a day by its full date). */
function dragAccessibility(t: TFunction, language: string) {
  const name = (data: unknown) => {
    const mark = data as Mark | undefined;
    return mark ? nameOf(mark.item, language) : '';
  };
  const day = (id: string | number) => new Date(`${id}T00:00:00`).toLocaleDateString(language, { dateStyle: 'full' });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('drag.picked', { name: name(active.data.current) }),
    onDragOver: ({ over }) => (over ? t('drag.over', { day: day(over.id) }) : undefined),
    onDragEnd: ({ active, over }) =>
      over ? t('drag.dropped', { name: name(active.data.current), day: day(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('drag.cancelled', { name: name(active.data.current) }),
  };
  return { announcements, screenReaderInstructions: { draggable: t('drag.instructions') } };
}

export function CalendarGrid({ days, month, marks, renderMark, onMove }: Props) {
  const { t } = useTranslation('calendar');
  const language = useLanguage();
  const wide = useScreens().md;
  // A press that moves less than this is a click (it opens the item), not a drag.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const accessibility = dragAccessibility(t, language);
  const byDay = useMemo(() => {
    const grouped = new Map<string, Mark[]>();
    for (const mark of marks) grouped.set(dayOf(mark.at), [...(grouped.get(dayOf(mark.at)) ?? []), mark]);
    return grouped;
  }, [marks]);
  const dropped = ({ active, over }: DragEndEvent) => {
    const mark = active.data.current as Mark | undefined;
    if (mark && over && over.id !== dayOf(mark.at)) onMove(mark, onDay(mark.at, String(over.id)));
  };
  const cell = (day: Dayjs) => (
    <DayCell key={dayKey(day)} day={day} outside={month !== undefined && day.month() !== month} listed={!wide}>
      {(byDay.get(dayKey(day)) ?? []).map(renderMark)}
    </DayCell>
  );
  if (!wide) {
    const shown = days.filter((day) => byDay.has(dayKey(day)) || day.isSame(new Date(), 'day'));
    return (
      <DndContext sensors={sensors} onDragEnd={dropped} accessibility={accessibility}>
        <div className={styles.list}>{shown.map(cell)}</div>
        {marks.length === 0 && <Typography.Text type="secondary">{t('empty')}</Typography.Text>}
      </DndContext>
    );
  }
  return (
    <DndContext sensors={sensors} onDragEnd={dropped} accessibility={accessibility}>
      <div className={styles.grid}>
        {days.slice(0, 7).map((day) => (
          <div key={`head-${dayKey(day)}`} className={styles.weekday} aria-hidden="true">
            {day.toDate().toLocaleDateString(language, { weekday: 'short' })}
          </div>
        ))}
        {days.map(cell)}
      </div>
      {marks.length === 0 && <Typography.Text type="secondary">{t('empty')}</Typography.Text>}
    </DndContext>
  );
}
