/** How the calendar's items look: a colour per kind, and a name in the UI language. */
import type { CalendarItem as Item, CalendarKind } from '@backlot/contract';
import type { CalendarItem } from './api';

/** Each kind's colour (the chip's edge and the legend), from antd's palette. */
export const KIND_COLORS: Readonly<Record<CalendarKind, string>> = {
  video: '#1677ff',
  post: '#722ed1',
  banner: '#fa8c16',
  block: '#13c2c2',
  deal: '#d4380d',
};

/** The item's name in Chinese for a Chinese UI (when it has one), else in English. */
export const nameOf = (item: CalendarItem, language: string) =>
  language.startsWith('zh') && item.nameCn ? item.nameCn : item.name;

/** Each state's tag colour: what is coming in blue, what is shown in green, the rest plain. */
export const STATE_COLORS: Readonly<Record<Item['state'], string | undefined>> = {
  scheduled: 'blue',
  live: 'green',
  ended: undefined,
  off: undefined,
};
