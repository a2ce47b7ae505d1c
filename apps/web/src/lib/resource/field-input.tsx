/** The form control of a field, by its value type (`value-types.tsx`), unless the field brings its own. */
import { type ControlProps, valueTypes } from './value-types';

/** Receives `value`/`onChange`/`id` from Form.Item and passes them on. */
export function FieldInput(props: ControlProps) {
  return valueTypes[props.field.valueType ?? 'text'].input(props);
}
