/**
 * A date-range filter: two calendar days as `YYYY-MM-DD` text, picked on antd's calendars. Loaded by the
 * search form only for lists that have one: the pickers and dayjs stay out of every other list.
 */
import { DatePicker } from 'antd';
import dayjs from 'dayjs';

const DAY = 'YYYY-MM-DD';

/** The first and last day; either may be open. */
export type DayRange = [string | undefined, string | undefined];

export type DateRangeFilterProps = {
  value?: DayRange;
  onChange?: (value: DayRange | undefined) => void;
  placeholder: [string, string];
  id?: string;
};

const dayOf = (text: string | undefined) => (text ? dayjs(text) : null);

export default function DateRangeFilter({ value, onChange, placeholder, id }: DateRangeFilterProps) {
  return (
    <DatePicker.RangePicker
      id={id}
      allowEmpty={[true, true]}
      placeholder={placeholder}
      value={value ? [dayOf(value[0]), dayOf(value[1])] : null}
      onChange={(range) => onChange?.(range ? [range[0]?.format(DAY), range[1]?.format(DAY)] : undefined)}
    />
  );
}
