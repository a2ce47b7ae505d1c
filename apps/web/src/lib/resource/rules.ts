/**
 * Form rules derived from the contract: each field is checked with its own piece of the create or update
 * schema, and the schema's message keys are translated with the contract's catalogue, so the form says
 * what the server would say.
 */
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { isMessageKey, translate, type Language } from '@backlot/contract';
import { snakeKey } from '../api/case';

/** A contract object schema (snake_case keys). */
export type ContractObject = z.ZodObject;

/**
 * Contract schemas of a resource's create and update bodies: its form's rules come from them. `update` only
 * where records are edited (a blocklist entry is added and removed, never changed).
 */
export type FormSchemas = { create: ContractObject; update?: ContractObject };

function fieldSchema(schema: ContractObject, name: string): z.ZodType | undefined {
  return schema.shape[snakeKey(name)] as z.ZodType | undefined;
}

const accepts = (field: z.ZodType, value: unknown) => field.safeParse(value).success;

/** Whether the schema requires a value for the field (the form marks it). */
export function isRequired(schema: ContractObject | undefined, name: string): boolean {
  const field = schema && fieldSchema(schema, name);
  return !!field && !accepts(field, undefined);
}

/** An empty control ('' or null) becomes the first "empty" the schema accepts: '', null, then absent. */
function normalize(field: z.ZodType, value: unknown) {
  if (value !== '' && value !== null) return value;
  const empties = [value, null, undefined];
  const accepted = empties.findIndex((empty) => accepts(field, empty));
  return accepted === -1 ? value : empties[accepted];
}

/** The text of a zod issue in a language, through the contract's message keys. */
export function issueText(issue: z.core.$ZodIssue, value: unknown, language: Language): string {
  const params = {
    min: 'minimum' in issue ? String(issue.minimum) : '',
    max: 'maximum' in issue ? String(issue.maximum) : '',
  };
  if (isMessageKey(issue.message)) return translate(issue.message, language, params);
  const text = 'origin' in issue && issue.origin === 'string';
  switch (issue.code) {
    case 'invalid_type':
      return translate(value === undefined || value === null ? 'msg.required' : 'msg.invalidValue', language);
    case 'too_small':
      return translate(text ? 'msg.tooShort' : 'msg.tooSmall', language, params);
    case 'too_big':
      return translate(text ? 'msg.tooLong' : 'msg.tooBig', language, params);
    case 'invalid_format':
      return translate(issue.format === 'email' ? 'msg.invalidEmail' : 'msg.invalidValue', language);
    default:
      return translate('msg.invalidValue', language);
  }
}

/** The antd rule that checks a field against its contract schema; none when the schema lacks the field. */
export function contractRules(schema: ContractObject | undefined, name: string, language: Language): Rule[] {
  const field = schema && fieldSchema(schema, name);
  if (!field) return [];
  return [
    {
      validator: async (_rule, raw: unknown) => {
        const value = normalize(field, raw);
        const result = field.safeParse(value);
        const issue = result.error?.issues[0];
        if (issue) throw new Error(issueText(issue, value, language));
      },
    },
  ];
}

/** Form values -> request body: each empty control becomes the empty its schema accepts, `omitEmpty` ones absent. */
export function toPayload(
  values: Record<string, unknown>,
  schema: ContractObject | undefined,
  omitEmpty: ReadonlySet<string> = new Set(),
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(values)) {
    if ((raw === '' || raw === null || raw === undefined) && omitEmpty.has(name)) continue;
    const field = schema && fieldSchema(schema, name);
    const value = field ? normalize(field, raw) : raw;
    if (value !== undefined) body[name] = value;
  }
  return body;
}
