/**
 * Text the server accepts. Every string of a request (body, query string, path) is built here, so each one
 * refuses the characters PostgreSQL or a reader cannot take, with `msg.forbiddenCharacter` on the field:
 *
 * | kind                                 | refuses                                                              |
 * | ------------------------------------ | -------------------------------------------------------------------- |
 * | every string                         | NUL (U+0000: PostgreSQL text cannot hold it) and lone surrogates     |
 * |                                      | (ill-formed UTF-16: it would be stored as U+FFFD, not as typed)      |
 * | single-line (names, search, ids...)  | also every other control character — C0 including tab, CR and LF,   |
 * |                                      | DEL, C1 — and the line and paragraph separators U+2028 and U+2029    |
 * | multi-line (descriptions)            | the controls above except tab, LF and CR                             |
 * | secret (passwords)                   | NUL and lone surrogates only; not trimmed, since every character of |
 * |                                      | a password counts and none is ever shown                             |
 *
 * Single- and multi-line text is trimmed before it is checked, so a pasted value's trailing newline is
 * dropped rather than refused. Response schemas use plain `z.string()`: they describe what the server sends.
 */
import { z } from 'zod';
import type { MessageKey } from './messages.js';

/** The message of a refused character. */
export const FORBIDDEN_CHARACTER: MessageKey = 'msg.forbiddenCharacter';

/** No control character (`\p{Cc}`: C0, DEL, C1), no line or paragraph separator, no lone surrogate. */
export const SINGLE_LINE = /^[^\p{Cc}\p{Cs}\u2028\u2029]*$/u;
/** As SINGLE_LINE, but tab, LF, CR and the line separators are allowed. One character class: linear on any length. */
// eslint-disable-next-line no-control-regex -- naming the control characters it refuses is the point
export const MULTI_LINE = /^[^\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\p{Cs}]*$/u;
/** Anything but NUL and lone surrogates. */
export const WELL_FORMED = /^[^\0\p{Cs}]*$/u;

/**
 * A trimmed single-line text of at most `max` characters (it may be empty: add `.min()` or use requiredText).
 * `params`: the string schema's own (an `error` for what is not a string).
 */
export const singleLineText = (max: number, params?: Parameters<typeof z.string>[0]) =>
  z.string(params).trim().max(max).regex(SINGLE_LINE, FORBIDDEN_CHARACTER);

/** A required single-line text of at most `max` characters, trimmed. */
export const requiredText = (max: number) => singleLineText(max).min(1, 'msg.required');

/** An optional single-line text: absent, null or empty all mean "none". */
export const optionalText = (max: number) => singleLineText(max).nullish();

/** A trimmed multi-line text (a description, an introduction): tab and line breaks allowed. */
export const multiLineText = (max: number) => z.string().trim().max(max).regex(MULTI_LINE, FORBIDDEN_CHARACTER);

/** An optional multi-line text: absent, null or empty all mean "none". */
export const optionalMultiLineText = (max: number) => multiLineText(max).nullish();

/**
 * A secret typed by a person (a password), untrimmed. `missing`, when given, is the message of an absent
 * value (or one that is not a string) in place of the usual one; it applies to nothing else.
 */
export const secretText = (max: number, missing?: MessageKey) =>
  z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? missing : undefined) })
    .max(max, 'msg.tooLong')
    .regex(WELL_FORMED, FORBIDDEN_CHARACTER);

/** An opaque token the server handed out (a sign-in challenge): one line, untrimmed. */
export const tokenText = (max = 256) =>
  z.string().min(1, 'msg.required').max(max).regex(SINGLE_LINE, FORBIDDEN_CHARACTER);

/** An e-mail address; its pattern already refuses every control character. */
export const emailText = () => z.email('msg.invalidEmail').max(254);

/** Rich text: HTML of at most `max` characters, sanitized by the server before it is stored. */
export const richText = (max: number) => z.string().max(max).regex(WELL_FORMED, FORBIDDEN_CHARACTER);
