/**
 * The `columns` of an export (`[{"field":"amount","label":"金额"}]`, JSON): the staff's columns in their order
 * with their labels. Each must name one of the resource's export fields, once; anything else is a 422 on
 * `columns` naming the fields there are. Without `columns`, every export field under its wire name.
 */
import { exportColumn, type ExportColumn } from '@backlot/contract';
import { z } from 'zod';
import { invalid } from '../errors.js';

const columnList = z.array(exportColumn).min(1);

export type ChosenColumns = { fields: string[]; headers: string[]; labelled: boolean };

export function chosenColumns(param: string | undefined, fields: readonly string[]): ChosenColumns {
  if (param === undefined) return { fields: [...fields], headers: [...fields], labelled: false };
  const unknown = () =>
    invalid({ columns: [{ key: 'msg.export.unknownColumn', params: { columns: fields.join(', ') } }] });
  let parsed: ExportColumn[];
  try {
    const result = columnList.safeParse(JSON.parse(param));
    if (!result.success) {
      const tooLong = result.error.issues.some((issue) => issue.code === 'too_big');
      throw tooLong ? invalid({ columns: [{ key: 'msg.tooLong', params: { max: 100 } }] }) : unknown();
    }
    parsed = result.data;
  } catch (error) {
    if (error instanceof SyntaxError) throw unknown();
    throw error;
  }
  if (parsed.some((column) => !fields.includes(column.field))) throw unknown();
  if (new Set(parsed.map((column) => column.field)).size < parsed.length)
    throw invalid({ columns: ['msg.export.repeatedColumn'] });
  return { fields: parsed.map((c) => c.field), headers: parsed.map((c) => c.label), labelled: true };
}
