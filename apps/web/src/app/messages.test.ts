import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@backlot/contract';
import type { FeatureMessages, MessageTree } from '../lib/i18n';
import { titleKey, type AppRoute } from '../lib/routes';
import { appRoutes, featureMessages } from './features';
import { catalogue } from './messages';

/** Every namespace, the bundled ones and those that load with their pages. */
const loaded = await Promise.all(
  Object.entries(featureMessages).map(async ([ns, load]) => [ns, (await load()).messages] as const),
);
const all: Record<string, FeatureMessages> = { ...catalogue, ...Object.fromEntries(loaded) };

/** Every feature's messages module, found on disk. */
const featureFolders = Object.keys(import.meta.glob('../features/*/messages.ts')).map(
  (file) => file.split('/')[2] ?? '',
);

/**
 * Words a Chinese text may hold: product and brand names (the payment processors' and the card schemes' too), the URL schemes named as such, and `IPv` (what the
 * word split leaves of IPv4 and IPv6).
 */
const NAMES = new Set([
  'Backlot',
  'English',
  'Google',
  'Segpay',
  'Epoch',
  'XSale',
  'Visa',
  'Mastercard',
  'http',
  'https',
  'WebM',
  'QuickTime',
  'Excel',
  'IPv',
  // A key as its keycap prints it (the menu search's Ctrl+K).
  'Ctrl',
]);

/** Every text of a message tree. */
function textsOf(tree: MessageTree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : textsOf(value)));
}

/** A key without its i18next plural suffix: `permissionCount_one` -> `permissionCount`. */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** Every leaf key of a message tree, dotted: `navbar.sizes.large`. */
function keysOf(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

/** The text at a dotted key of a message tree (`tags.list`), if any. */
const textAt = (tree: MessageTree | undefined, key: string) =>
  key
    .split('.')
    .reduce<MessageTree | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );

/** Every route's title, nested routes' included. */
const titlesOf = (routes: readonly AppRoute[]): string[] =>
  routes.flatMap((route) => [...(route.meta?.title ? [route.meta.title] : []), ...titlesOf(route.children ?? [])]);

describe('translations', () => {
  const namespaces = Object.entries(all);

  it('registers the namespaces of the shell and its features', () => {
    expect(Object.keys(all)).toEqual(
      expect.arrayContaining(['common', 'app', 'resource', 'auth', 'errors', 'analytics', 'profile']),
    );
    expect(Object.keys(all)).toEqual(expect.arrayContaining(featureFolders));
  });

  it("reads every page's title in every language where the shell looks (the `menu` namespace)", () => {
    const missing = titlesOf(appRoutes).flatMap((title) => {
      const [namespace = '', key = ''] = titleKey(title).split(':');
      return LANGUAGES.filter((language) => typeof textAt(all[namespace]?.[language], key) !== 'string').map(
        (language) => `${title} (${language})`,
      );
    });
    expect(missing).toEqual([]);
  });

  it('bundles what the sign-in and error pages need', () => {
    expect(Object.keys(catalogue)).toEqual(expect.arrayContaining(['common', 'app', 'session', 'auth', 'errors']));
  });

  it.each(namespaces)('namespace %s has the same keys in every language', (_, messages) => {
    const [first, ...others] = LANGUAGES.map((language) =>
      [...new Set(keysOf(messages[language] ?? {}).map(baseKey))].sort(),
    );
    for (const keys of others) expect(keys).toEqual(first);
  });

  it.each(namespaces)(
    'namespace %s gives each counted text every plural form of each language, no more',
    (_, messages) => {
      for (const language of LANGUAGES) {
        const forms = new Intl.PluralRules(language)
          .resolvedOptions()
          .pluralCategories.map((c) => `_${c}`)
          .sort();
        const keys = keysOf(messages[language] ?? {});
        for (const base of new Set(keys.filter((key) => key !== baseKey(key)).map(baseKey))) {
          const present = keys.filter((key) => baseKey(key) === base).map((key) => key.slice(base.length));
          expect(present.sort(), `${language}: ${base}`).toEqual(forms);
        }
      }
    },
  );

  it.each(namespaces)('namespace %s in Chinese has no English words but names and abbreviations', (_, messages) => {
    const english = textsOf(messages['zh-CN']).flatMap((text) =>
      (text.replace(/{{\w+(?:, *\w+)?}}/g, '').match(/[A-Za-z]+(?:-[A-Za-z]+)*/g) ?? []).filter(
        (word) => !/^[A-Z]+$/.test(word) && !NAMES.has(word),
      ),
    );
    expect(english).toEqual([]);
  });

  it.each(namespaces)('namespace %s has no empty text', (_, messages) => {
    for (const language of LANGUAGES) {
      const empty = keysOf(messages[language] ?? {}).filter((key) => {
        const text = textAt(messages[language], key);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(empty, `${language}: ${empty.join(', ')}`).toEqual([]);
    }
  });
});
