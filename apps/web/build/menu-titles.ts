import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { convertTree } from '../../../packages/contract/src/traditional.js';
import { toTraditional } from './traditional.js';

/*
 * `virtual:menu-titles`, the `menu` namespace: every feature namespace's `title` part (what its routes' titles,
 * `tags:title.list`, read) in each language, gathered from the sources when the app is built. The menu,
 * breadcrumb and tabs show every feature's titles at once; a feature's other messages load with its pages.
 *
 * Found by convention: the namespaces are the keys of each `features/<name>/feature.ts(x)`'s `messages`
 * (`tags: () => import('./messages')`), and a namespace's titles are the `title` of each language of the
 * module's `messages`, plain text (a string, or an object of them).
 */

const ID = 'virtual:menu-titles';
const FEATURES = path.resolve(import.meta.dirname, '../src/features');

type Titles = string | { [key: string]: Titles };

/** The files read since `menuTitles` began: what the namespace depends on. */
const read = new Set<string>();

function parse(file: string) {
  read.add(file);
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

const nameOf = (name: ts.PropertyName) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : '');

/** The object literal `node` is, through `as const` and `satisfies`. */
function objectOf(node: ts.Node | undefined): ts.ObjectLiteralExpression | undefined {
  if (node && (ts.isAsExpression(node) || ts.isSatisfiesExpression(node))) return objectOf(node.expression);
  return node && ts.isObjectLiteralExpression(node) ? node : undefined;
}

function propertyOf(object: ts.ObjectLiteralExpression | undefined, name: string) {
  const found = object?.properties.find((p) => ts.isPropertyAssignment(p) && nameOf(p.name) === name);
  return found && ts.isPropertyAssignment(found) ? found.initializer : undefined;
}

/** `x.en.title` or `x['zh-CN'].title`: the names along the chain, the root first. */
function chainOf(node: ts.Expression): string[] {
  if (ts.isIdentifier(node)) return [node.text];
  if (ts.isPropertyAccessExpression(node)) return [...chainOf(node.expression), node.name.text];
  if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression))
    return [...chainOf(node.expression), node.argumentExpression.text];
  return [];
}

/** The module and export an imported name comes from. */
function importOf(source: ts.SourceFile, local: string): [string, string] | undefined {
  for (const node of source.statements.filter(ts.isImportDeclaration)) {
    const bindings = node.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings) || !ts.isStringLiteral(node.moduleSpecifier)) continue;
    const element = bindings.elements.find((e) => e.name.text === local);
    const module = path.resolve(path.dirname(source.fileName), `${node.moduleSpecifier.text}.ts`);
    if (element) return [module, element.propertyName?.text ?? element.name.text];
  }
  return undefined;
}

/** Plain text (a string, or an object of them, spreading another module's titles: `...part.en.title`). */
function textOf(node: ts.Node, source: ts.SourceFile): Titles {
  const wrong = (what: ts.Node) => new Error(`${source.fileName}: a title is plain text (${what.getText()})`);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  const object = objectOf(node);
  if (!object) throw wrong(node);
  return Object.fromEntries(
    object.properties.flatMap((p) => {
      if (ts.isPropertyAssignment(p)) return [[nameOf(p.name), textOf(p.initializer, source)]];
      const [root = '', language = '', title, ...rest] = ts.isSpreadAssignment(p) ? chainOf(p.expression) : [];
      const from = importOf(source, root);
      const spread = from && title === 'title' && rest.length === 0 ? titlesOf(...from)[language] : undefined;
      if (!spread || typeof spread === 'string') throw wrong(p);
      return Object.entries(spread);
    }),
  );
}

/** The module `() => import('./messages')` loads. */
function loadedBy(file: string, node: ts.Node): string {
  const load = ts.isArrowFunction(node) ? node.body : undefined;
  const specifier = load && ts.isCallExpression(load) ? load.arguments[0] : undefined;
  if (!specifier || !ts.isStringLiteral(specifier))
    throw new Error(`${file}: a namespace is loaded by import() (${node.getText()})`);
  return path.resolve(path.dirname(file), `${specifier.text}.ts`);
}

/**
 * namespace -> its messages module, from the `messages` of a feature's registration: `{ tags: () => import(...) }`,
 * or a resource feature's one loader beside its `ns: 'tags'`.
 */
function namespacesOf(file: string): [string, string][] {
  const found: [string, string][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && nameOf(node.name) === 'messages') {
      const loaders = objectOf(node.initializer);
      for (const p of loaders?.properties ?? []) {
        if (!ts.isPropertyAssignment(p)) throw new Error(`${file}: a namespace is loaded by import() (${p.getText()})`);
        found.push([nameOf(p.name), loadedBy(file, p.initializer)]);
      }
      const ns = loaders ? undefined : propertyOf(node.parent as ts.ObjectLiteralExpression, 'ns');
      if (ns && ts.isStringLiteral(ns)) found.push([ns.text, loadedBy(file, node.initializer)]);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}

/** The titles of a messages module (its export `name`), by language. */
function titlesOf(file: string, name = 'messages'): Record<string, Titles> {
  const source = parse(file);
  let messages: ts.ObjectLiteralExpression | undefined;
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    const declared = node.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name);
    messages ??= objectOf(declared?.initializer);
  });
  if (!messages) throw new Error(`${file}: no \`${name}\` object`);
  const languages = messages.properties.filter(ts.isPropertyAssignment);
  return Object.fromEntries(
    languages.flatMap((language) => {
      const title = propertyOf(objectOf(language.initializer), 'title');
      return title ? [[nameOf(language.name), textOf(title, source)]] : [];
    }),
  );
}

/** language -> namespace -> titles, and the files read. */
function menuTitles() {
  const files = fs
    .readdirSync(FEATURES)
    .flatMap((name) => ['feature.ts', 'feature.tsx'].map((f) => path.join(FEATURES, name, f)))
    .filter((file) => fs.existsSync(file));
  read.clear();
  const menu: Record<string, Record<string, Titles>> = {};
  for (const [namespace, module] of files.flatMap(namespacesOf)) {
    for (const [language, titles] of Object.entries(titlesOf(module))) (menu[language] ??= {})[namespace] = titles;
  }
  // zh-TW is generated from zh-CN (see traditional.ts).
  menu['zh-TW'] = convertTree(menu['zh-CN'] ?? {}, toTraditional);
  return { menu, files: [...read] };
}

export function menuTitlesPlugin(): Plugin {
  return {
    name: 'backlot-menu-titles',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      const { menu, files } = menuTitles();
      for (const file of files) this.addWatchFile(file);
      return `export const messages = ${JSON.stringify(menu)};`;
    },
  };
}
