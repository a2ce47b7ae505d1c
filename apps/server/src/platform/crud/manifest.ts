/**
 * A declaration from the contract's manifest: the kit reads a field's column by its name (`name_cn` is the
 * table's `nameCn`), so a resource declares only what is SQL and not named like its field — the table, a
 * searched or sorted expression, a filter's condition, a unique index not named `<table>_<field>_key`.
 */
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { camelKey, type FilterDef, type ImportFields, type Manifest, needsMet, snakeKey } from '@backlot/contract';
import type { FilterTarget } from '../filters.js';
import type { Searched } from '../pagination.js';
import { type Actions, invalidTransition, stateMachine, type Transition } from './actions.js';
import type { CrudDeclaration } from './declaration.js';
import type { CrudTable } from './table.js';

type Query = { page: number; per_page: number; sort?: string; q?: string };
/** What the manifest derives; the rest of a declaration is given as it is. */
type Derived =
  'resource' | 'label' | 'schemas' | 'nameField' | 'search' | 'sort' | 'defaultSort' | 'filters' | 'unique' | 'bulk';

export type SqlDeclaration = Omit<CrudDeclaration<Query, Record<string, FilterDef>>, Derived | 'table' | 'import'> & {
  table: CrudTable;
  /** Imports, by the contract's key and columns (`IMPORT_FIELDS.tags`); each column's kind is the manifest's. */
  import?: ImportFields;
  /** The API document's name of the records, when not the resource's (`FAQ entries`). */
  label?: string;
  /**
   * Where a field lives when its table holds no column of its name: a searched or sorted expression, or a
   * column of another name (a comment's text, `body`; the name field is then read from it).
   */
  columns?: Record<string, Searched>;
  /** What the list's `q` matches for a searched field when not its column as it is (a `cidr` as text). */
  searchedAs?: Record<string, Searched>;
  /**
   * The one expression the list's `q` matches for all the searched fields together, when the table keeps them
   * as one indexed text (a member's `search_text`), in place of each field's column.
   */
  searchText?: Searched;
  /** Filters that test other than the same-named column (a relation: `exists (...)`). */
  filterTargets?: Record<string, FilterTarget>;
  /** Unique indexes not named `<table>_<field>_key`. */
  uniqueIndexes?: Record<string, string>;
  /** `schemas` the manifest does not give (a create refined beyond it), by name. */
  schemas?: Partial<CrudDeclaration<Query>['schemas']>;
};

/**
 * The declaration of the kit (`crudResource`) for a manifest and its SQL. A read-only manifest's resource is
 * listed and shown (and may be deleted, when `operations` says so), never created or updated.
 */
export function declared(manifest: Manifest, sql: SqlDeclaration): CrudDeclaration<Query, Record<string, FilterDef>> {
  const { columns: named = {}, searchedAs = {}, searchText, filterTargets = {}, uniqueIndexes = {}, ...given } = sql;
  const { schemas, label, import: imported, ...rest } = given;
  const tableColumns: Record<string, PgColumn> = getTableColumns(sql.table);
  const target = (name: string) => {
    const found = named[name] ?? tableColumns[camelKey(name)];
    if (!found) throw new Error(`${manifest.resource}: ${name} is no column of its table; declare its target`);
    return found;
  };
  const column = (name: string) => {
    const found = target(name);
    if (!('name' in found)) throw new Error(`${manifest.resource}: ${name} must be a column`);
    return found as PgColumn;
  };
  const traitOf = (name: string) => manifest.fields[name]!.traits;
  const names = Object.keys(manifest.fields);
  const declaredFilters = manifest.filters;
  const writes = !manifest.readOnly;
  const operations = rest.operations ?? (writes ? undefined : (['list', 'show'] as const));
  if (!writes && operations?.some((operation) => operation === 'create' || operation === 'update'))
    throw new Error(`${manifest.resource}: a read-only manifest is neither created nor updated`);
  const nameColumn = Object.keys(tableColumns).find((key) => tableColumns[key] === named[manifest.nameField]);
  return {
    ...rest,
    operations,
    import: imported && {
      ...imported,
      kinds: Object.fromEntries(imported.fields.map((name) => [name, manifest.fields[name]!.kind])),
    },
    resource: manifest.resource,
    bulk: manifest.bulk,
    label: label ?? manifest.resource,
    schemas: {
      entity: manifest.entity,
      ...(writes && { create: manifest.create, update: manifest.update }),
      listQuery: manifest.listQuery,
      ...schemas,
    },
    nameField: nameColumn ? snakeKey(nameColumn) : manifest.nameField,
    defaultSort: manifest.defaultSort,
    search: searchText
      ? [searchText]
      : names.filter((name) => traitOf(name).searched).map((name) => searchedAs[name] ?? target(name)),
    sort: Object.fromEntries(manifest.sortKeys.map((name) => [name, column(name)])),
    unique: names.flatMap((name) => {
      const rule = traitOf(name).unique;
      if (!rule) return [];
      const index = uniqueIndexes[name] ?? `${getTableName(sql.table)}_${name}_key`;
      return [{ field: name, column: column(name), index, scope: rule.within.map(column) }];
    }),
    filters: declaredFilters && {
      declared: declaredFilters,
      targets: Object.fromEntries(
        Object.keys(declaredFilters.defs).map((name) => [name, filterTargets[name] ?? column(name)]),
      ),
    },
  };
}

/** What a transition does here, the manifest saying from which states, under which permission, with which body. */
export type TransitionWork<B> = Omit<Transition<B>, 'from' | 'permission' | 'body'>;

/**
 * The manifest's transitions as actions: the manifest says from which states each runs, under which
 * permission and with which body, and which other fields it needs set or empty (a 409 otherwise, as a state
 * outside `from` is); `work` gives each one's new state (of the action's own state field, when it names one) and
 * what else it does here. Every transition needs its work.
 */
export function transitionsOf(manifest: Manifest, work: Record<string, TransitionWork<unknown>>): Actions {
  const declared = manifest.transitions;
  if (!declared) throw new Error(`${manifest.resource}: its manifest declares no transitions`);
  const names = Object.keys(declared.actions);
  if (names.sort().join() !== Object.keys(work).sort().join())
    throw new Error(`${manifest.resource}: the transitions done here must be the manifest's (${names.join(', ')})`);
  return Object.assign(
    {},
    ...names.map((name) => {
      const { needs, field = declared.field, ...rule } = declared.actions[name]!;
      const { guard, ...rest } = work[name]!;
      const checked: typeof guard = async (scope) => {
        if (!needsMet(needs, (wire) => scope.row[camelKey(wire)])) throw invalidTransition();
        await guard?.(scope);
      };
      return stateMachine(camelKey(field), { [name]: { ...rule, ...rest, guard: checked } });
    }),
  ) as Actions;
}
