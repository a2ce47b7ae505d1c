import { describe, expect, it } from 'vitest';
import type { RuleObject } from 'antd/es/form';
import { adminCreate, adminUpdate, tagCreate, tagUpdate } from '@backlot/contract';
import { contractRules, isRequired, toPayload } from './rules';

/** Runs a field's contract rule the way antd does; the message it fails with, or null. */
async function check(rules: ReturnType<typeof contractRules>, value: unknown): Promise<string | null> {
  const rule = rules[0] as RuleObject;
  try {
    await rule.validator!(rule, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('contract form rules', () => {
  it('marks a field required when the create schema needs it', () => {
    expect(isRequired(tagCreate, 'name')).toBe(true);
    expect(isRequired(tagCreate, 'nameCn')).toBe(true);
    expect(isRequired(tagCreate, 'sort')).toBe(false);
    expect(isRequired(adminUpdate, 'password')).toBe(false);
  });

  it('answers with the contract messages in the UI language', async () => {
    expect(await check(contractRules(tagCreate, 'nameCn', 'en'), '')).toBe('This field is required.');
    expect(await check(contractRules(tagCreate, 'nameCn', 'zh-CN'), undefined)).toBe('此项为必填项。');
    expect(await check(contractRules(tagCreate, 'name', 'en'), 'x'.repeat(65))).toBe('At most 64 characters.');
    expect(await check(contractRules(adminCreate, 'username', 'en'), 'ab')).toBe('At least 3 characters.');
    expect(await check(contractRules(adminCreate, 'password', 'en'), 'abcdefgh')).toBe(
      'Your password does not contain any number.',
    );
    expect(await check(contractRules(adminCreate, 'email', 'zh-CN'), 'nope')).toBe('邮箱地址无效。');
    expect(await check(contractRules(tagCreate, 'sort', 'en'), -1)).toBe('Must be at least 0.');
  });

  it('accepts valid and allowed-empty values', async () => {
    expect(await check(contractRules(tagCreate, 'name', 'en'), 'Drama')).toBeNull();
    expect(await check(contractRules(tagCreate, 'sort', 'en'), null)).toBeNull();
    expect(await check(contractRules(adminUpdate, 'password', 'en'), '')).toBeNull();
    expect(await check(contractRules(adminCreate, 'phone', 'en'), '')).toBeNull();
    expect(contractRules(tagCreate, 'createdAt', 'en')).toEqual([]);
  });

  it('turns empty controls into what the schema accepts', () => {
    expect(toPayload({ name: 'Drama', nameCn: '剧情', sort: null }, tagCreate)).toEqual({
      name: 'Drama',
      nameCn: '剧情',
    });
    expect(toPayload({ name: 'Drama', sort: 3 }, tagUpdate)).toEqual({ name: 'Drama', sort: 3 });
    expect(toPayload({ name: 'Ann', phone: '', password: '' }, adminUpdate, new Set(['password']))).toEqual({
      name: 'Ann',
      phone: '',
    });
  });
});
