/**
 * Server form errors on their fields (spec section 5): the first message of each field. For antd
 * forms: `form.setFields(formFieldErrors(error))`.
 */
import type { FormInstance } from 'antd';
import { ApiError } from './client';

/** camelCase field -> messages, from any error (empty unless it is an ApiError with field errors). */
export function fieldErrorsOf(error: unknown): Record<string, string[] | undefined> {
  return error instanceof ApiError ? error.fieldErrors : {};
}

type FieldErrors<Values> = Parameters<FormInstance<Values>['setFields']>[0];

/**
 * `setFields` entries showing the first message of each field the server named. A message about a part of a
 * field (`socialLinks.0.url`) shows on the whole field, whose control edits that part.
 */
export function formFieldErrors<Values = unknown>(error: unknown): FieldErrors<Values> {
  const byField = new Map<string, string>();
  for (const [name, messages] of Object.entries(fieldErrorsOf(error))) {
    const field = name.split('.')[0]!;
    if (messages?.[0] && !byField.has(field)) byField.set(field, messages[0]);
  }
  return [...byField].map(([name, message]) => ({ name, errors: [message] })) as FieldErrors<Values>;
}

/** The message to show for a failure that is not about one field. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
