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

/** `setFields` entries showing the first message of each field the server named. */
export function formFieldErrors<Values = unknown>(error: unknown): FieldErrors<Values> {
  const entries = Object.entries(fieldErrorsOf(error)).flatMap(([name, messages]) =>
    messages?.[0] ? [{ name, errors: [messages[0]] }] : [],
  );
  return entries as FieldErrors<Values>;
}

/** The message to show for a failure that is not about one field. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
