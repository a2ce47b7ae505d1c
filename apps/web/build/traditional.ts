/*
 * zh-TW messages, generated when the app is built (and when vitest loads a module): no converter ships to the
 * browser and no zh-TW file is kept by hand.
 *
 * Every object literal of the app's and the contract's sources that holds texts by language — a `zh-CN`
 * property beside an `en` one: a feature's `messages`, the contract's `MESSAGES` entries, permission labels —
 * gets a `zh-TW` property after its `zh-CN` one: the same expression with its Chinese converted
 * (`toTraditional`: opencc `cn` -> `twp`, then the reviewed overrides) and each `'zh-CN'` value in it
 * (`part['zh-CN']`, `list('zh-CN')`, not a key such as the language switch's `'zh-CN': '简体中文'`) read as `'zh-TW'`. So zh-TW texts travel in the same modules, and load at the same time, as
 * the other languages' texts.
 */
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { MESSAGES } from '../../../packages/contract/src/messages.js';
import { traditionalConverter } from '../../../packages/contract/src/traditional.js';

/** One converter for the build (or the test run). */
export const toTraditional = traditionalConverter();

/**
 * The contract's message catalogues (`MESSAGES`: every server and form-rule message) are the one large set of
 * texts the first page carries: their zh-TW is not put beside them but in `virtual:contract-traditional`, a
 * table zh-CN -> zh-TW (the texts conversion changes) loaded only when the UI turns to zh-TW.
 */
const CATALOGUES = /packages[\\/]contract[\\/]src[\\/](messages|ledger-messages|analytics-messages)\.ts$/;
const TABLE_ID = 'virtual:contract-traditional';

const SOURCES = [
  path.resolve(import.meta.dirname, '../src'),
  path.resolve(import.meta.dirname, '../../../packages/contract/src'),
];

const nameOf = (name: ts.PropertyName) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : '');
const named = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find((p) => p.name !== undefined && nameOf(p.name) === name);

/** `'zh-CN'` as a value (`part['zh-CN']`, `list('zh-CN')`), not as a property's name. */
const isLanguageValue = (node: ts.Node) =>
  ts.isStringLiteral(node) &&
  node.text === 'zh-CN' &&
  !(ts.isPropertyAssignment(node.parent) && node.parent.name === node);

/** The zh-TW counterpart of a zh-CN expression: its Chinese converted, its `'zh-CN'` values read as `'zh-TW'`. */
export function traditionalSource(expression: ts.Expression, source: ts.SourceFile): string {
  const start = expression.getStart(source);
  const values: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    if (isLanguageValue(node)) values.push(node);
    else ts.forEachChild(node, visit);
  };
  visit(expression);
  let text = expression.getText(source);
  for (const node of values.reverse()) {
    const at = node.getStart(source) - start;
    text = `${text.slice(0, at)}'zh-TW'${text.slice(node.end - start)}`;
  }
  return toTraditional(text);
}

/** `code` with a `zh-TW` property after every `zh-CN` one that sits beside an `en`; undefined when none. */
export function addTraditional(code: string, file: string): string | undefined {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const inserts: Array<[number, string]> = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node) && named(node, 'en') && !named(node, 'zh-TW')) {
      const zh = named(node, 'zh-CN');
      if (zh && ts.isPropertyAssignment(zh)) {
        inserts.push([zh.end, `, 'zh-TW': ${traditionalSource(zh.initializer, source)}`]);
        // The zh-CN texts are converted as a whole, the objects inside them too.
        return node.properties.filter((p) => p !== zh).forEach((p) => ts.forEachChild(p, visit));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (inserts.length === 0) return undefined;
  let result = code;
  for (const [at, text] of inserts.sort(([a], [b]) => b - a)) result = result.slice(0, at) + text + result.slice(at);
  return result;
}

export function traditionalPlugin(): Plugin {
  return {
    name: 'backlot-traditional',
    enforce: 'pre',
    resolveId: (id) => (id === TABLE_ID ? `\0${TABLE_ID}` : undefined),
    load(id) {
      if (id !== `\0${TABLE_ID}`) return undefined;
      const table = Object.fromEntries(
        Object.values(MESSAGES).flatMap(({ 'zh-CN': text }) => {
          const converted = toTraditional(text);
          return converted === text ? [] : [[text, converted]];
        }),
      );
      return `export const table = ${JSON.stringify(table)};`;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || !SOURCES.some((dir) => file.startsWith(dir + path.sep))) return undefined;
      if (CATALOGUES.test(file)) return undefined;
      if (!code.includes('zh-CN')) return undefined;
      const result = addTraditional(code, file);
      return result === undefined ? undefined : { code: result, map: null };
    },
  };
}
