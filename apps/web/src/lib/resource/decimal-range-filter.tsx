/**
 * A range of amounts (`"19.99"`): two text boxes that take digits and one decimal point, sent as typed (the
 * server reads them in each record's currency). Loaded by the search form only for lists that have one.
 */
import { Flex, Input } from 'antd';

/** The least and greatest amount; either may be open. */
export type DecimalRange = [string | undefined, string | undefined];

export type DecimalRangeFilterProps = {
  value?: DecimalRange;
  onChange?: (value: DecimalRange | undefined) => void;
  label: string;
  placeholder: [string, string];
  stacked?: boolean;
  id?: string;
};

const DECIMAL = /^\d{0,10}(\.\d{0,3})?$/;

export default function DecimalRangeFilter({
  value,
  onChange,
  label,
  placeholder,
  stacked,
  id,
}: DecimalRangeFilterProps) {
  const [min, max] = value ?? [undefined, undefined];
  const change = (range: DecimalRange) => onChange?.(range[0] || range[1] ? range : undefined);
  const box = (at: 0 | 1) => (
    <Input
      id={at === 0 ? id : undefined}
      aria-label={`${label}: ${placeholder[at]}`}
      placeholder={placeholder[at]}
      inputMode="decimal"
      value={(at === 0 ? min : max) ?? ''}
      onChange={(event) => {
        const text = event.target.value.trim();
        if (!DECIMAL.test(text)) return;
        change(at === 0 ? [text || undefined, max] : [min, text || undefined]);
      }}
      style={{ width: stacked ? '100%' : 96 }}
    />
  );
  return (
    <Flex vertical={stacked} gap={8} align={stacked ? undefined : 'center'}>
      {box(0)}
      {!stacked && <span aria-hidden>–</span>}
      {box(1)}
    </Flex>
  );
}
