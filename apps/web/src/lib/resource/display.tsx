/** How a field's value reads in the table and on the detail page, by its value type. */
import type { ReactNode } from 'react';
import { Tag } from 'antd';
import type { Field } from './resource';
import type { ResourceT } from './use-resource-t';

const EMPTY = '—';

export function formatInstant(value: string, language: string): string {
  return new Date(value).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}

export function displayValue<T>(field: Field<T>, record: T, t: ResourceT, language: string): ReactNode {
  if (field.render) return field.render(record, t);
  const value: unknown = (record as Record<string, unknown>)[field.name];
  if (value === null || value === undefined || value === '') return EMPTY;
  switch (field.valueType) {
    case 'datetime':
      return formatInstant(String(value), language);
    case 'boolean':
      return value ? t('resource:yes') : t('resource:no');
    case 'select': {
      const option = field.options?.find((o) => o.value === value);
      return option ? <Tag color={option.color}>{t(option.label)}</Tag> : String(value);
    }
    case 'password':
      return EMPTY;
    default:
      return String(value);
  }
}
