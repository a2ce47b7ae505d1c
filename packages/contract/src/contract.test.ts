/** The contract's own rules: password messages, message translation, the permission catalogue, list queries. */
import { describe, expect, it } from 'vitest';
import { listQuery, sortParam } from './common.js';
import { MESSAGES, pickLanguage, translate } from './messages.js';
import { PERMISSIONS, PERMISSION_GROUPS, isPermissionName } from './permissions.js';
import { passwordProblems, passwordSchema } from './validation.js';

describe('password rule', () => {
  it('names what is missing with the spec messages', () => {
    expect(passwordProblems('')).toEqual(['msg.password.required']);
    expect(passwordProblems('12345678')).toEqual(['msg.password.noLetter']);
    expect(passwordProblems('abcdefgh')).toEqual(['msg.password.noNumber']);
    expect(passwordProblems('!!!!!!!!')).toEqual(['msg.password.combined']);
    expect(passwordProblems('ab1')).toEqual(['msg.password.length']);
    expect(passwordProblems('Passw0rd')).toEqual([]);
    // The spec asks for a lowercase letter: capitals alone are told so.
    expect(passwordProblems('ABCDEFG12')).toEqual(['msg.password.noLowercase']);
    expect(translate('msg.password.noLowercase', 'en')).toBe('Your password does not contain any lowercase letter.');
    expect(translate('msg.password.noNumber', 'en')).toBe('Your password does not contain any number.');
  });

  it('fails the schema with those keys', () => {
    const result = passwordSchema.safeParse('abcdefgh');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['msg.password.noNumber']);
  });
});

describe('messages', () => {
  it('has every message in both languages', () => {
    for (const [key, entry] of Object.entries(MESSAGES)) {
      expect(entry.en, key).not.toBe('');
      expect(entry['zh-CN'], key).not.toBe('');
    }
  });

  it('fills parameters and picks the language of an Accept-Language header', () => {
    expect(translate('err.throttled', 'en', { seconds: 42 })).toBe('Too many attempts. Try again in 42 seconds.');
    expect(pickLanguage('en-US,en;q=0.9')).toBe('en');
    expect(pickLanguage('zh-TW,zh;q=0.8')).toBe('zh-TW');
    expect(pickLanguage('zh-Hant-HK')).toBe('zh-TW');
    expect(pickLanguage('zh,en;q=0.8')).toBe('zh-CN');
    expect(pickLanguage('fr-FR')).toBe('zh-CN');
    expect(pickLanguage(undefined)).toBe('zh-CN');
  });
});

describe('permission catalogue', () => {
  it('names each permission once, as action-resource, with both labels and a known group', () => {
    const names = PERMISSIONS.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const p of PERMISSIONS) {
      expect(p.name.endsWith(`-${p.resource}`)).toBe(true);
      expect(p.label.en && p.label['zh-CN']).toBeTruthy();
      expect(Object.keys(PERMISSION_GROUPS)).toContain(p.group);
    }
  });

  it('holds the named actions the product needs', () => {
    for (const name of [
      'publish-videos',
      'export-plans',
      'enable-users',
      'solve-supports',
      'add-credit-payments',
      'list-audit-logs',
      'view-daily-revenue',
    ]) {
      expect(isPermissionName(name), name).toBe(true);
    }
    expect(isPermissionName('fly-planes')).toBe(false);
  });
});

describe('list query', () => {
  const query = listQuery.extend({ sort: sortParam(['name', 'created_at']) });

  it('defaults the page and caps its size', () => {
    expect(query.parse({})).toEqual({ page: 1, per_page: 20 });
    expect(query.safeParse({ per_page: '201' }).success).toBe(false);
  });

  it('accepts only the declared sort columns, either way', () => {
    expect(query.parse({ sort: '-created_at' }).sort).toBe('-created_at');
    expect(query.safeParse({ sort: 'password' }).success).toBe(false);
  });
});
