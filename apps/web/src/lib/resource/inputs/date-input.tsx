/** A calendar day picked on antd's calendar, held as `YYYY-MM-DD` text (what the contract takes). */
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

export type DateInputProps = {
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  disabled?: boolean;
};

const FORMAT = 'YYYY-MM-DD';

export default function DateInput({ value, onChange, id, disabled }: DateInputProps) {
  return (
    <DatePicker
      id={id}
      disabled={disabled}
      format={FORMAT}
      style={{ width: '100%' }}
      value={value ? dayjs(value, FORMAT) : null}
      onChange={(day: Dayjs | null) => onChange?.(day ? day.format(FORMAT) : null)}
    />
  );
}
