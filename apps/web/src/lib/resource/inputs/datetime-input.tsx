/**
 * An instant picked on antd's calendar, in the browser's time zone, held as ISO 8601 UTC text (what the
 * contract takes): the form's values and rules never see a dayjs object. Loaded only by forms that have one.
 */
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

export type DateTimeInputProps = {
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  disabled?: boolean;
};

const FORMAT = 'YYYY-MM-DD HH:mm';

export default function DateTimeInput({ value, onChange, id, disabled }: DateTimeInputProps) {
  return (
    <DatePicker
      id={id}
      disabled={disabled}
      showTime={{ format: 'HH:mm' }}
      format={FORMAT}
      style={{ width: '100%' }}
      value={value ? dayjs(value) : null}
      onChange={(day: Dayjs | null) => onChange?.(day ? day.toISOString() : null)}
    />
  );
}
