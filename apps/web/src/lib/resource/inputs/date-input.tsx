/**
 * A date picked on antd's calendar, held as text the contract takes, so the form's values and rules never see
 * a dayjs object: a calendar day as `YYYY-MM-DD`; with `time`, an instant picked in the browser's time zone as
 * ISO 8601 UTC. Loaded only by forms that have one.
 */
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

export type DateInputProps = {
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  disabled?: boolean;
  /** An instant (day and time) rather than a calendar day. */
  time?: boolean;
};

const DAY = 'YYYY-MM-DD';

export default function DateInput({ value, onChange, id, disabled, time = false }: DateInputProps) {
  const read = (text: string) => (time ? dayjs(text) : dayjs(text, DAY));
  const write = (day: Dayjs) => (time ? day.toISOString() : day.format(DAY));
  return (
    <DatePicker
      id={id}
      disabled={disabled}
      showTime={time && { format: 'HH:mm' }}
      format={time ? `${DAY} HH:mm` : DAY}
      style={{ width: '100%' }}
      value={value ? read(value) : null}
      onChange={(day: Dayjs | null) => onChange?.(day ? write(day) : null)}
    />
  );
}
