/**
 * The `columns` of an export (`[{"field":"amount","label":"金额"}]`, JSON): the staff's columns in their order
 * with their labels. Each must name one of the resource's export fields, once; anything else is a 422 on
 * `columns` naming the fields there are (a label too long, or on two lines, names its problem). Without
 * `columns`, every export field under its wire name.
 */
import { exportColumn, MAX_EXPORT_LABEL } from '@backlot/contract';
import { z } from 'zod';
import { type FieldMessage, invalid } from '../errors.js';

const columnList = z.array(exportColumn).min(1);

export type ChosenColumns = { fields: string[]; headers: string[]; labelled: boolean };

/** The parameter's JSON, or undefined when it is none. */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function chosenColumns(param: string | undefined, fields: readonly string[]): ChosenColumns {
  if (param === undefined) return { fields: [...fields], headers: [...fields], labelled: false };
  const refuse = (message: FieldMessage) => invalid({ columns: [message] });
  const unknown = { key: 'msg.export.unknownColumn', params: { columns: fields.join(', ') } } as const;
  const result = columnList.safeParse(jsonOf(param));
  if (!result.success) {
    const label = result.error.issues.find((issue) => issue.path.at(-1) === 'label');
    if (!label) throw refuse(unknown);
    throw refuse(
      label.code === 'too_big' ? { key: 'msg.tooLong', params: { max: MAX_EXPORT_LABEL } } : 'msg.invalidValue',
    );
  }
  const parsed = result.data;
  if (parsed.some((column) => !fields.includes(column.field))) throw refuse(unknown);
  if (new Set(parsed.map((column) => column.field)).size < parsed.length) throw refuse('msg.export.repeatedColumn');
  return { fields: parsed.map((c) => c.field), headers: parsed.map((c) => c.label), labelled: true };
}
