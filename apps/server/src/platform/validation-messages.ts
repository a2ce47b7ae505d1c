/** Turns one zod issue (as fastify-type-provider-zod reports it) into field messages in a language. */
import { type Language, isMessageKey, translate } from '@backlot/contract';

export type ValidationIssue = {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
};

/** `/role_ids/0` -> `role_ids`; `/period/count` -> `period.count`. */
function fieldOf(instancePath: string) {
  const parts = instancePath.split('/').filter(Boolean);
  while (parts.length > 1 && /^\d+$/.test(parts.at(-1)!)) parts.pop();
  return parts.join('.') || '_';
}

function defaultKey(issue: ValidationIssue): [string, Record<string, string | number>] {
  const p = issue.params;
  const isText = p.origin === 'string';
  switch (issue.keyword) {
    case 'invalid_type':
      return /received undefined/.test(issue.message) ? ['msg.required', {}] : ['msg.invalidType', { expected: String(p.expected) }];
    case 'too_small':
      if (isText && Number(p.minimum) === 1) return ['msg.required', {}];
      return [isText ? 'msg.tooShort' : 'msg.tooSmall', { min: Number(p.minimum) }];
    case 'too_big':
      return [isText ? 'msg.tooLong' : 'msg.tooBig', { max: Number(p.maximum) }];
    case 'invalid_value':
      return ['msg.invalidOption', { options: ((p.values as unknown[]) ?? []).join(', ') }];
    case 'invalid_format':
      if (p.format === 'email') return ['msg.invalidEmail', {}];
      if (p.format === 'date' || p.format === 'datetime') return ['msg.invalidDate', {}];
      if (p.format === 'url') return ['msg.invalidUrl', {}];
      return ['msg.invalidValue', {}];
    default:
      return ['msg.invalidValue', {}];
  }
}

export function zodIssueMessage(issue: ValidationIssue, lang: Language): Array<[string, string]> {
  if (issue.keyword === 'unrecognized_keys') {
    const prefix = fieldOf(issue.instancePath);
    return ((issue.params.keys as string[]) ?? []).map((key) => [
      prefix === '_' ? key : `${prefix}.${key}`,
      translate('msg.unknownField', lang),
    ]);
  }
  const field = fieldOf(issue.instancePath);
  if (isMessageKey(issue.message)) {
    const p = issue.params;
    return [[field, translate(issue.message, lang, { min: Number(p.minimum), max: Number(p.maximum) })]];
  }
  const [key, params] = defaultKey(issue);
  return [[field, translate(key, lang, params)]];
}
