/**
 * zh-CN -> zh-TW: opencc's `cn` -> `twp` (Traditional Chinese with Taiwan phrases), then the reviewed overrides.
 * For build tools and the server only (it carries opencc's dictionaries): the web app gets the converted texts
 * from its build and never imports this module.
 */
import { Converter, CustomConverter } from 'opencc-js';
import type { Language } from './messages.js';
import { TRADITIONAL_OVERRIDES } from './traditional-overrides.js';

/** opencc's own conversion, without the overrides (what the override list's `generated` records). */
export const openccTraditional = Converter({ from: 'cn', to: 'twp' });

const overrides = CustomConverter(TRADITIONAL_OVERRIDES.map(({ generated, chosen }) => [generated, chosen]));
const converted = new Map<string, string>();

/** A zh-CN text in Traditional Chinese as written in Taiwan. Each distinct text is converted once. */
export function toTraditional(text: string): string {
  const known = converted.get(text);
  if (known !== undefined) return known;
  const result: string = overrides(openccTraditional(text));
  converted.set(text, result);
  return result;
}

/** A tree of texts (strings, objects and arrays of them) with every string converted. */
export function traditionalTree<T>(tree: T): T {
  if (typeof tree === 'string') return toTraditional(tree) as T;
  if (Array.isArray(tree)) return tree.map(traditionalTree) as T;
  if (tree && typeof tree === 'object')
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, traditionalTree(value)])) as T;
  return tree;
}

/** Texts by language, written in zh-CN and en: with `zh-TW` converted from `zh-CN`. */
export function withTraditional<T>(texts: Readonly<Record<Exclude<Language, 'zh-TW'>, T>>): Record<Language, T> {
  return { ...texts, 'zh-TW': traditionalTree(texts['zh-CN']) };
}
