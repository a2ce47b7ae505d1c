/**
 * The resource's fields as antd table columns, with the sort order taken from the list controller. A text
 * longer than its column (the field's width, else 320 px) is cut to one line with an ellipsis, the whole
 * text in its title: the table grows to its content, so a long name would otherwise run under the pinned
 * actions column, or push the other columns out of sight.
 */
import type { TableColumnType } from 'antd';
import { snakeKey } from '../api/case';
import { displayValue } from './display';
import type { Field } from './field';
import type { ResourceT } from './use-resource-t';

const TEXT_WIDTH = 320;

function ClippedText({ text, width }: { text: string; width: number }) {
  return (
    <span
      title={text}
      style={{
        display: 'inline-block',
        maxWidth: width,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        verticalAlign: 'bottom',
      }}
    >
      {text}
    </span>
  );
}

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
      sorter: !!column,
      sortOrder: order,
      render: (_: unknown, record: T) => {
        const value = displayValue(field, record, t, language, 'table');
        return typeof value === 'string' ? <ClippedText text={value} width={field.width ?? TEXT_WIDTH} /> : value;
      },
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
