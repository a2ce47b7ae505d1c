/**
 * Form rules shared by the server (authoritative) and the web app (early feedback).
 * Each message is a key of `MESSAGES`, translated where it is shown. The text builders every request string
 * goes through (and the characters each refuses) are in `text.ts`.
 */
import { z } from 'zod';
import { FORBIDDEN_CHARACTER, WELL_FORMED } from './text.js';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Which password messages apply to a value, in the spec's order (section 5). Empty: valid. */
export function passwordProblems(value: string) {
  if (value.length === 0) return ['msg.password.required'] as const;
  const hasLetter = /[a-zA-Z]/.test(value);
  const hasNumber = /\d/.test(value);
  const problems: string[] = [];
  if (!hasLetter && !hasNumber) problems.push('msg.password.combined');
  else if (!hasLetter) problems.push('msg.password.noLetter');
  else if (!hasNumber) problems.push('msg.password.noNumber');
  if (hasLetter && !/[a-z]/.test(value)) problems.push('msg.password.noLowercase');
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) problems.push('msg.password.length');
  return problems;
}

/**
 * A password: 8..128 characters with at least one lowercase letter and one digit (the spec's rule). A password
 * of capitals alone is told it needs a lowercase letter, not that it has no letter.
 */
export const passwordSchema = z
  .string({ error: 'msg.password.required' })
  .regex(WELL_FORMED, FORBIDDEN_CHARACTER)
  .superRefine((value, ctx) => {
    for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
  });

/** Accepted prefixes of an external link (spec section 5). */
export const EXTERNAL_LINK = /^(https?:|mailto:|tel:)/i;
/** Accepted schemes of a URL field (spec section 5). */
export const URL_PATTERN = /^(https?|ftp):\/\/[^\s/$.?#].[^\s]*$/i;
/** An ISO 3166-1 alpha-2 country code, upper case (`US`). */
export const COUNTRY_CODE = /^[A-Z]{2}$/;
