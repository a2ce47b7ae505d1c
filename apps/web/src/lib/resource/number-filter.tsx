/** A filter for an id or a count. Loaded by the search form only for lists that have one. */
import { InputNumber } from 'antd';

export type NumberFilterProps = {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  'aria-label': string;
};

export default function NumberFilter(props: NumberFilterProps) {
  return <InputNumber min={1} style={{ width: 120 }} {...props} />;
}
