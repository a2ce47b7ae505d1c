/**
 * How a resource's fields read outside its own pages: in the audit log, an entry of any resource shows its
 * changed fields by label and its values in the UI language. Each feature describes its resources in its
 * `record-fields.ts` with i18n keys of its own namespace; the app composes them and provides a loader, so
 * the descriptions arrive with the first page that reads them, not with the shell.
 */
import { createContext, use, useContext, type ReactNode } from 'react';
import type { Manifest } from '@backlot/contract';
import { camelKey } from '../api/case';
import type { Option } from '../resource';

export type FieldDescription = {
  /** i18n key of the label in the feature's namespace (`fields.name`). */
  label: string;
  /** For a field with fixed values: value -> i18n key of its label (`active` -> `status.active`). */
  values?: Readonly<Record<string, string>>;
  /** The value is a list of permission names, read by their catalogue labels. */
  permissions?: true;
};

/** A resource's fields by their camelCase name (as the API client delivers them). */
export type RecordFields = { ns: string; fields: Readonly<Record<string, FieldDescription>> };

/** Resource name (`tags`, `admins`) -> its fields. */
export type RecordFieldsRegistry = Readonly<Record<string, RecordFields>>;

type Load = () => Promise<RecordFieldsRegistry>;

/** Fields whose label is `fields.<name>` in the feature's namespace, by name. */
export const labelled = (...names: string[]): Record<string, FieldDescription> =>
  Object.fromEntries(names.map((name) => [name, { label: `fields.${name}` }]));

/** The timestamps every record has: the audit log's entries say when, never these as changes. */
const TIMESTAMPS = new Set(['createdAt', 'updatedAt']);

/**
 * What the convention cannot say, each by camelCase name: `values`, an enum field whose values' labels are
 * another group of the namespace (a plan's three period units share `unit`: `{ onceUnit: 'unit' }` reads `day`
 * as `unit.day`); `permissions`, fields holding permission names (read by their catalogue labels); `kept`, what
 * else the entries record, labelled `fields.<name>`, after the written fields and in this order: fields no body
 * writes (a deal's currency, copied from its plan; an admin's authenticator, which no answer holds), and a
 * written field named here moves to its place.
 */
export type RecordFieldsOptions = {
  values?: Readonly<Record<string, string>>;
  permissions?: readonly string[];
  kept?: readonly string[];
};

/**
 * A resource's fields from the contract's manifest, labelled `fields.<name>`, an enum's values `<name>.<value>`
 * (the resource kit's convention): every field a body writes, and what its actions write besides (its state,
 * and instants such as `published_at`).
 */
export function recordFieldsOf(ns: string, manifest: Manifest, options: RecordFieldsOptions = {}): RecordFields {
  const { values: groups = {}, permissions = [], kept = [] } = options;
  const specs = new Map(Object.entries(manifest.fields).map(([wire, spec]) => [camelKey(wire), spec]));
  const written = [...specs]
    .filter(([name, spec]) => spec.input || spec.traits.values || (spec.kind === 'instant' && !TIMESTAMPS.has(name)))
    .map(([name]) => name)
    .filter((name) => !kept.includes(name));
  const describe = (name: string): [string, FieldDescription] => {
    const group = groups[name] ?? name;
    const values = specs.get(name)?.traits.values?.map((value) => [value, `${group}.${value}`]);
    return [
      name,
      {
        label: `fields.${name}`,
        ...(values && { values: Object.fromEntries(values) }),
        ...(permissions.includes(name) && { permissions: true as const }),
      },
    ];
  };
  return { ns, fields: Object.fromEntries([...written, ...kept].map(describe)) };
}

/** The value -> label map of a select field's options. */
export const valuesOf = (options: readonly Option[]) =>
  Object.fromEntries(options.map((option) => [String(option.value), option.label]));

const LoadContext = createContext<Load>(() => Promise.resolve({}));
const loading = new WeakMap<Load, Promise<RecordFieldsRegistry>>();

export function RecordFieldsProvider({ load, children }: { load: Load; children: ReactNode }) {
  return <LoadContext value={load}>{children}</LoadContext>;
}

/** Every resource's fields; suspends until they have loaded (once: a failed load is tried again). */
export function useRecordFields(): RecordFieldsRegistry {
  const load = useContext(LoadContext);
  let promise = loading.get(load);
  if (!promise) {
    promise = load();
    promise.catch(() => loading.delete(load));
    loading.set(load, promise);
  }
  return use(promise);
}
