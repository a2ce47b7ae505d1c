/**
 * The contract's catalogue already holds every server and form-rule message in both languages:
 * the web app reads it rather than copying it.
 */
import { translate, type MessageKey } from '@backlot/contract';
import { currentLanguage } from './language';

/** A contract message (`msg.password.required`, `err.forbidden`) in the current UI language. */
export function tMessage(key: MessageKey | (string & {}), params?: Record<string, string | number>): string {
  return translate(key, currentLanguage(), params);
}
