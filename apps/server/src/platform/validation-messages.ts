/** Turns one zod issue (as fastify-type-provider-zod reports it) into field messages in a language. */
import { type Language, type MessageKey, type MessageParams, isMessageKey, translate } from '@backlot/contract';

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

function defaultKey(issue: ValidationIssue): [MessageKey, MessageParams] {
  const p = issue.params;
  const isText = p.origin === 'string';
  switch (issue.keyword) {
    case 'invalid_type':
      return /received undefined/.test(issue.message)
        ? ['msg.required', {}]
        : ['msg.invalidType', { expected: String(p.expected) }];
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

/** The fields an issue names and the message key (with its parameters) of each, in no language yet. */
export function zodIssueKeys(issue: ValidationIssue): Array<[string, MessageKey, MessageParams]> {
  if (issue.keyword === 'unrecognized_keys') {
    // The path names the object holding the keys, an array item included (`events.2.member_email`).
    const prefix = issue.instancePath.split('/').filter(Boolean).join('.') || '_';
    return ((issue.params.keys as string[]) ?? []).map((key) => [
      prefix === '_' ? key : `${prefix}.${key}`,
      'msg.unknownField',
      {},
    ]);
  }
  const field = fieldOf(issue.instancePath);
  if (isMessageKey(issue.message)) {
    const p = issue.params;
    return [[field, issue.message, { min: Number(p.minimum), max: Number(p.maximum) }]];
  }
  const [key, params] = defaultKey(issue);
  return [[field, key, params]];
}

/**
 * A zod error of a schema the server applies itself, as field messages. Field names come from the request
 * (a query parameter may be called `constructor`), so only the map's own keys count.
 */
export function zodFieldErrors(error: { issues: Array<{ code: string; path: PropertyKey[]; message: string }> }) {
  const fields: Record<string, Array<{ key: MessageKey; params: MessageParams }>> = {};
  for (const issue of error.issues)
    for (const [field, key, params] of zodIssueKeys(validationIssue(issue))) {
      const messages = Object.hasOwn(fields, field) ? fields[field]! : (fields[field] = []);
      messages.push({ key, params });
    }
  return fields;
}

export function zodIssueMessage(issue: ValidationIssue, lang: Language): Array<[string, string]> {
  return zodIssueKeys(issue).map(([field, key, params]) => [field, translate(key, lang, params)]);
}

/** A zod issue of a schema the server applies itself (not the request's), as the framework reports one. */
export function validationIssue(issue: { code: string; path: PropertyKey[]; message: string }): ValidationIssue {
  // The issue's other properties (minimum, format, origin...) are the parameters its message uses.
  const { path, code, message, ...params } = issue as typeof issue & Record<string, unknown>;
  return { keyword: code, instancePath: `/${path.join('/')}`, message, params };
}
