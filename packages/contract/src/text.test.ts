/** The text builders (which characters each kind of field refuses, with which message), ids and days. */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MAX_ID, calendarDay, idSchema, listQuery } from './common.js';
import { translate } from './messages.js';
import {
  emailText,
  optionalMultiLineText,
  optionalText,
  requiredText,
  secretText,
  singleLineText,
  tokenText,
} from './text.js';
import { passwordSchema } from './validation.js';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];
const refusesCharacter = (schema: z.ZodType, value: unknown) =>
  messages(schema, value).includes('msg.forbiddenCharacter');

const NUL = 'a\u0000b';
const LONE_SURROGATES = ['\ud800', 'a\udfffb', '\ud83d'];
const LINE_BREAKS = ['a\nb', 'a\rb', 'a\tb', 'a\u2028b', 'a\u2029b'];
const OTHER_CONTROLS = ['a\u0001b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u009fb', 'a\u000bb', 'a\u000cb'];
const FINE = ['Drama', '剧情', 'Zoë', 'emoji 😀 ok', 'a\u00a0b', "O'Brien & co. <b>"];

describe('every kind of text', () => {
  const kinds: Array<[string, z.ZodType]> = [
    ['single-line', singleLineText(64)],
    ['required', requiredText(64)],
    ['optional', optionalText(64)],
    ['multi-line', optionalMultiLineText(64)],
    ['secret', secretText(128)],
    ['token', tokenText()],
    ['password', passwordSchema],
  ];

  it.each(kinds)('%s text refuses NUL and lone surrogates on the field', (_kind, schema) => {
    expect(refusesCharacter(schema, NUL)).toBe(true);
    for (const value of LONE_SURROGATES) expect(refusesCharacter(schema, value), JSON.stringify(value)).toBe(true);
  });

  it.each(kinds)('%s text accepts letters of any script, emoji and punctuation', (_kind, schema) => {
    for (const value of FINE) expect(refusesCharacter(schema, value), value).toBe(false);
  });

  it('says so in both languages', () => {
    expect(translate('msg.forbiddenCharacter', 'en')).toBe('Contains a character that is not allowed.');
    expect(translate('msg.forbiddenCharacter', 'zh-CN')).toBe('包含不允许的字符。');
  });
});

describe('single-line text', () => {
  it('refuses tab, line breaks and every other control character', () => {
    for (const value of [...LINE_BREAKS, ...OTHER_CONTROLS]) {
      expect(refusesCharacter(requiredText(64), value), JSON.stringify(value)).toBe(true);
    }
  });

  it('trims first, so a pasted trailing newline is dropped rather than refused', () => {
    expect(requiredText(64).parse('  Drama\r\n')).toBe('Drama');
    expect(messages(requiredText(64), ' \t ')).toEqual(['msg.required']);
  });

  it('is what list queries take for q and sort', () => {
    expect(listQuery.safeParse({ q: NUL }).success).toBe(false);
    expect(listQuery.safeParse({ sort: 'name\u0000' }).success).toBe(false);
    expect(listQuery.parse({ q: ' 剧情 ' }).q).toBe('剧情');
  });
});

describe('multi-line text', () => {
  it('keeps tab and line breaks but refuses the other controls', () => {
    expect(optionalMultiLineText(64).parse('line one\r\n\tline two')).toBe('line one\r\n\tline two');
    for (const value of OTHER_CONTROLS) {
      expect(refusesCharacter(optionalMultiLineText(64), value), JSON.stringify(value)).toBe(true);
    }
  });
});

describe('secret text', () => {
  it('keeps every other character, spaces included, as typed', () => {
    expect(secretText(128).parse(' pass\tword 1 ')).toBe(' pass\tword 1 ');
  });

  it('names a missing value with the message it is given, and only that', () => {
    const password = secretText(128, 'msg.password.required');
    expect(messages(password, undefined)).toEqual(['msg.password.required']);
    expect(messages(password, 'x'.repeat(129))).toEqual(['msg.tooLong']);
    expect(messages(secretText(128), NUL)).toEqual(['msg.forbiddenCharacter']);
  });
});

describe('e-mail', () => {
  it('refuses control characters through its pattern', () => {
    expect(emailText().safeParse('a\u0000@b.co').success).toBe(false);
    expect(emailText().safeParse('ann@example.com').success).toBe(true);
  });
});

describe('ids', () => {
  it('are PostgreSQL integers: 1 to 2,147,483,647', () => {
    expect(MAX_ID).toBe(2 ** 31 - 1);
    expect(idSchema.parse('2147483647')).toBe(MAX_ID);
    for (const value of ['2147483648', 2 ** 53, '9007199254740993', 0, '-1', '1.5', 'abc', '']) {
      expect(idSchema.safeParse(value).success, String(value)).toBe(false);
    }
  });
});

describe('calendar days', () => {
  it('are real days within years both PostgreSQL and JavaScript hold', () => {
    expect(calendarDay.parse('2024-02-29')).toBe('2024-02-29');
    for (const value of ['0000-01-01', '9999-12-31', '2023-02-29', '2024-13-01', '15/01/2026', '2024-01-01\u0000']) {
      expect(
        calendarDay.safeParse(value).error?.issues.map((i) => i.message),
        value,
      ).toEqual(['msg.invalidDate']);
    }
  });
});
