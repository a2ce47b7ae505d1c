/** A filter for an id or a count. Loaded by the search form only for lists that have one. */
import type { CSSProperties } from 'react';
import { InputNumber } from 'antd';

export type NumberFilterProps = {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  'aria-label': string;
  /** The search form's width for it (the full width on a phone); 120 px otherwise. */
  style?: CSSProperties;
};

export default function NumberFilter({ style, ...props }: NumberFilterProps) {
  return <InputNumber min={1} style={style ?? { width: 120 }} {...props} />;
}
