/** How a field's value reads in the table and on the detail page, by its value type (`value-types.tsx`). */
import type { ReactNode } from 'react';
import type { Field } from './field';
import type { ResourceT } from './use-resource-t';
import { valueTypes } from './value-types';

export { formatDay, formatInstant } from './value-types';

const EMPTY = '—';

/** `table`: a cell, kept small (a video by its name); `detail`: the show page (a video's player). */
export type DisplayPlace = 'table' | 'detail';

export function displayValue<T>(
  field: Field<T>,
  record: T,
  t: ResourceT,
  language: string,
  place: DisplayPlace,
): ReactNode {
  if (field.render) return field.render(record, t, language);
  const value: unknown = (record as Record<string, unknown>)[field.name];
  if (value === null || value === undefined || value === '') return EMPTY;
  const display = valueTypes[field.valueType ?? 'text'].display;
  return display ? display(value, { field, record, t, language, place }) : String(value);
}
