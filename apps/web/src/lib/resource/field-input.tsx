/** The form control of a field, by its value type, unless the field brings its own. */
import { Input, InputNumber, Select, Switch } from 'antd';
import type { Field } from './resource';
import type { ResourceT } from './use-resource-t';
import { lazyControl } from './lazy-control';

const DateTimeControl = lazyControl(() => import('./datetime-input'));

type Props = { field: Pick<Field<unknown>, 'valueType' | 'options'>; t: ResourceT; disabled?: boolean } & Record<
  string,
  unknown
>;

/** Receives `value`/`onChange`/`id` from Form.Item and passes them on. */
export function FieldInput({ field, t, ...control }: Props) {
  switch (field.valueType) {
    case 'textarea':
      return <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} {...control} />;
    case 'number':
      return <InputNumber style={{ width: '100%' }} {...control} />;
    case 'password':
      return <Input.Password autoComplete="new-password" {...control} />;
    case 'boolean':
      return <Switch {...control} />;
    case 'datetime':
      return <DateTimeControl {...control} />;
    case 'select':
      return (
        <Select options={field.options?.map((o) => ({ value: o.value, label: t(o.label) }))} allowClear {...control} />
      );
    default:
      return <Input {...control} />;
  }
}
