/**
 * What a list's export asks the API for (`@backlot/contract`'s `exports.ts`): the format's route, the list's
 * filters and search (its page and sort do not apply), the selected ids when rows are selected, and the
 * columns the staff sees, in order, with their labels — only those the resource exports; a money column
 * brings its currency along. No shown column exported: every field under its API name.
 */
import { EXPORT_FIELDS, EXPORT_ROUTES, type ExportFields, type ExportFormat } from '@backlot/contract';
import type { Query } from '../api/client';
import { camelKey, snakeKey } from '../api/case';
import type { RecordId } from './types';

export type ExportColumnChoice = { name: string; label: string };

/** The exported fields of a resource by its export permission (`export-orders`), if it exports. */
export function exportFieldsOf(permission: string | undefined): ExportFields | undefined {
  const resource = permission?.replace(/^export-/, '');
  return resource ? (EXPORT_FIELDS as Record<string, ExportFields>)[resource] : undefined;
}

export function exportRequest(options: {
  apiPath: string;
  format: ExportFormat;
  exported: ExportFields;
  query: Query;
  selected: readonly RecordId[];
  /** The shown columns in order (camelCase names) with their labels; `labelOf` names any other field. */
  shown: readonly ExportColumnChoice[];
  labelOf: (name: string) => string;
  yes: string;
  no: string;
}): { path: string; query: Query } {
  const { apiPath, format, exported, query, selected, shown, labelOf } = options;
  const { page: _page, perPage: _perPage, ...filters } = query;
  const fields = new Set<string>(exported.fields);
  const columns = shown
    .map(({ name, label }) => ({ field: snakeKey(name), label }))
    .filter((column) => fields.has(column.field));
  const money = new Set<string>(exported.money ?? []);
  if (columns.some((c) => money.has(c.field)) && !columns.some((c) => c.field === 'currency'))
    columns.push({ field: 'currency', label: labelOf(camelKey('currency')) });
  return {
    path: `/${apiPath}/${EXPORT_ROUTES[format]}`,
    query: {
      ...filters,
      ids: selected.length ? selected.join(',') : undefined,
      columns: columns.length ? JSON.stringify(columns) : undefined,
      yes: options.yes,
      no: options.no,
    },
  };
}
