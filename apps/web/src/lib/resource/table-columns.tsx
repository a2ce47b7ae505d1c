/** The resource's fields as antd table columns, with the sort order taken from the list controller. */
import type { TableColumnType } from 'antd';
import { snakeKey } from '../api/case';
import { displayValue } from './display';
import type { Field } from './resource';
import type { ResourceT } from './use-resource-t';

/** The wire column a sortable field sorts on; none when it is not sortable. */
export function sortColumnOf<T>(field: Field<T>): string | undefined {
  if (!field.sortable) return undefined;
  return typeof field.sortable === 'string' ? field.sortable : snakeKey(field.name);
}

export function tableColumns<T>(
  fields: readonly Field<T>[],
  sort: string | undefined,
  t: ResourceT,
  language: string,
): TableColumnType<T>[] {
  return fields.map((field) => {
    const column = sortColumnOf(field);
    const order = !column ? undefined : sort === column ? 'ascend' : sort === `-${column}` ? 'descend' : null;
    return {
      key: field.name,
      title: t(field.label),
      width: field.width,
      ellipsis: field.ellipsis,
      sorter: !!column,
      sortOrder: order,
      render: (_: unknown, record: T) => displayValue(field, record, t, language),
    };
  });
}

/** The wire sort for antd's sorter change: `col`, `-col`, or none. */
export function sortFromTable<T>(
  fields: readonly Field<T>[],
  key: unknown,
  order: 'ascend' | 'descend' | null | undefined,
) {
  const field = fields.find((f) => f.name === key);
  const column = field && sortColumnOf(field);
  if (!column || !order) return undefined;
  return order === 'ascend' ? column : `-${column}`;
}
