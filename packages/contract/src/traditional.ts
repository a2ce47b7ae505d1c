/**
 * zh-CN -> zh-TW: opencc's `cn` -> `twp` (Traditional Chinese with Taiwan phrases), then the reviewed overrides.
 * For build tools and the server only (it carries opencc's dictionaries): the web app gets the converted texts
 * from its build and never imports this module.
 */
import { Converter, CustomConverter } from 'opencc-js';
import type { Language } from './messages.js';
import { TRADITIONAL_OVERRIDES } from './traditional-overrides.js';

type Convert = (text: string) => string;

/** opencc's own conversion, without the overrides (what the override list's `generated` records). */
export const openccConverter = (): Convert => Converter({ from: 'cn', to: 'twp' });

/**
 * A converter of zh-CN texts to Traditional Chinese as written in Taiwan. Its dictionaries weigh about 45 MB:
 * make one, convert what is needed, and let it go (the server converts its texts when it starts).
 */
export function traditionalConverter(): Convert {
  const opencc = openccConverter();
  const overrides = CustomConverter(TRADITIONAL_OVERRIDES.map(({ generated, chosen }) => [generated, chosen]));
  const converted = new Map<string, string>();
  return (text) => {
    const known = converted.get(text);
    if (known !== undefined) return known;
    const result: string = overrides(opencc(text));
    converted.set(text, result);
    return result;
  };
}

/** A tree of texts (strings, objects and arrays of them) with every string converted. */
export function convertTree<T>(tree: T, convert: Convert): T {
  if (typeof tree === 'string') return convert(tree) as T;
  if (Array.isArray(tree)) return tree.map((item: unknown) => convertTree(item, convert)) as T;
  if (tree && typeof tree === 'object')
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, convertTree(value, convert)])) as T;
  return tree;
}

/** Texts by language, written in zh-CN and en: with `zh-TW` converted from `zh-CN`. */
export function withTraditional<T>(
  texts: Readonly<Record<Exclude<Language, 'zh-TW'>, T>>,
  convert: Convert,
): Record<Language, T> {
  return { ...texts, 'zh-TW': convertTree(texts['zh-CN'], convert) };
}
