/**
 * A date-range filter: two calendar days as `YYYY-MM-DD` text, picked on antd's calendars. Loaded by the
 * search form only for lists that have one: the pickers and dayjs stay out of every other list. On a phone
 * (`stacked`) the range is two pickers one above the other: antd's range picker shows two months side by
 * side, wider than a phone.
 */
import { DatePicker, Flex } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const DAY = 'YYYY-MM-DD';

/** The first and last day; either may be open. */
export type DayRange = [string | undefined, string | undefined];

export type DateRangeFilterProps = {
  value?: DayRange;
  onChange?: (value: DayRange | undefined) => void;
  placeholder: [string, string];
  stacked?: boolean;
  id?: string;
};

const dayOf = (text: string | undefined) => (text ? dayjs(text) : null);
const textOf = (day: Dayjs | null | undefined) => day?.format(DAY);

export default function DateRangeFilter({ value, onChange, placeholder, stacked, id }: DateRangeFilterProps) {
  const [from, to] = value ?? [undefined, undefined];
  const change = (range: DayRange) => onChange?.(range[0] || range[1] ? range : undefined);

  if (stacked)
    return (
      <Flex vertical gap={8}>
        <DatePicker
          id={id}
          aria-label={placeholder[0]}
          placeholder={placeholder[0]}
          value={dayOf(from)}
          disabledDate={(day) => Boolean(to && day.isAfter(to, 'day'))}
          onChange={(day) => change([textOf(day), to])}
          style={{ width: '100%' }}
        />
        <DatePicker
          aria-label={placeholder[1]}
          placeholder={placeholder[1]}
          value={dayOf(to)}
          disabledDate={(day) => Boolean(from && day.isBefore(from, 'day'))}
          onChange={(day) => change([from, textOf(day)])}
          style={{ width: '100%' }}
        />
      </Flex>
    );
  return (
    <DatePicker.RangePicker
      id={id}
      allowEmpty={[true, true]}
      placeholder={placeholder}
      value={value ? [dayOf(from), dayOf(to)] : null}
      onChange={(range) => change(range ? [textOf(range[0]), textOf(range[1])] : [undefined, undefined])}
    />
  );
}
