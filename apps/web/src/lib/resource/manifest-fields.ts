/**
 * A resource's fields from the contract's manifest, labelled by convention: a field's label is `fields.<name>`
 * in the feature's namespace (the kit's own for `id` and the timestamps), an enum's values `<name>.<value>`.
 * What the manifest says (sortable, read-only, the create default, the kind) is not declared again; a feature
 * adds only presentation (a width, a help text, a render, colours of an enum's values).
 *
 * A write-only field (a password) is on the form only. A reference (`model_id`) is picked among its resource's
 * records and reads as the name the answer gives beside it (`model_name`, or `video_title`), which is then no
 * column of its own.
 */
import type { FieldKind, Manifest } from '@backlot/contract';
import { camelKey } from '../api/case';
import { commonFields } from './common-fields';
import type { Field, RelatedRecord, ValueType } from './field';
import { optionsOf } from './options';
import type { RecordBase } from './types';

/**
 * Presentation by field name (camelCase); `false` leaves a field out of every page. `W` names the write-only
 * fields, which the record type does not hold (`'password'`).
 */
export type Presentation<T, W extends string = never> = Partial<
  Record<Extract<keyof T, string> | W, Partial<Field<T>> | false>
>;

/**
 * A field no manifest holds, read from others (a height from its feet and inches): shown after the field named
 * `after` (last when there is none), never written.
 */
export type Reading<T> = Field<T> & { after: string };

/** Where a page places fields: `readings` among the manifest's, and `leading`, the fields it shows first, in order. */
export type Placement<T> = { readings?: Reading<T>[]; leading?: string[] };

const VALUE_TYPES: Partial<Record<FieldKind, ValueType>> = {
  multiline: 'textarea',
  html: 'html',
  integer: 'number',
  money: 'money',
  enum: 'select',
  flag: 'boolean',
  instant: 'datetime',
  day: 'date',
};

const KIT_FIELDS: Record<string, Field<RecordBase>> = {
  id: commonFields.id,
  createdAt: commonFields.createdAt,
  updatedAt: commonFields.updatedAt,
};

/** The value a create's body takes when the field is left out, if it has one. */
const defaultOf = (schema: Manifest['create'], name: string) => schema.shape[name]?.safeParse(undefined).data;

/** The field of `names` the answer gives beside a reference: `modelName` beside `modelId`, `videoTitle`. */
const nameBeside = (reference: string, names: readonly string[]) =>
  ['Name', 'Title'].map((suffix) => reference.replace(/Id$/, suffix)).find((name) => names.includes(name));
/** A related record's name: a model's, or a video's title; its Chinese one in a Chinese UI, when it has one. */
const relatedName = (record: RelatedRecord, language = 'en') => {
  const chinese = language.startsWith('zh') ? (record.nameCn ?? record.titleCn) : undefined;
  return String((typeof chinese === 'string' && chinese) || (record.name ?? record.title ?? `#${record.id}`));
};

/** What a reference adds: its picker, and the name it reads as. */
function referenceParts<T>(name: string, resource: string, beside: string | undefined): Partial<Field<T>> {
  return {
    valueType: 'record',
    relation: { path: resource, labelOf: relatedName },
    render: (record) => String(record[(beside ?? name) as keyof T]),
  };
}

/** The kit's field for each of the manifest's fields, in its order, with the feature's presentation over it. */
export function fieldsOf<T extends RecordBase, W extends string = never>(
  manifest: Manifest,
  presentation: Presentation<T, W> = {},
  { readings = [], leading = [] }: Placement<T> = {},
): Field<T>[] {
  const fields = Object.entries(manifest.fields).map(([wire, spec]) => ({ wire, spec, name: camelKey(wire) }));
  const names = fields.map((f) => f.name);
  const besideOf = new Map(
    fields.filter((f) => f.spec.traits.references).map((f) => [f.name, nameBeside(f.name, names)] as const),
  );
  const besideReferences = new Set(besideOf.values());
  const declared = fields.flatMap(({ wire, spec, name }): Field<T>[] => {
    const shown = presentation[name as keyof Presentation<T, W>];
    if (shown === false || (besideReferences.has(name) && shown === undefined)) return [];
    const kit = KIT_FIELDS[name] as Field<T> | undefined;
    const references = spec.traits.references;
    const derived: Field<T> = kit ?? {
      name,
      label: `fields.${name}`,
      valueType: VALUE_TYPES[spec.kind],
      sortable: spec.traits.sortable,
      options: spec.traits.values && optionsOf(spec.traits.values, name),
      defaultValue: defaultOf(manifest.create, wire),
      // A field only answers hold is left out of the form, unless the presentation writes it (a file as its id).
      hideInForm: spec.input || (shown && shown.writes) ? undefined : true,
      // What no answer holds (a password) is only on the form.
      ...(spec.traits.writeOnly && { hideInTable: true, hideInDetail: true }),
      ...(references && referenceParts<T>(name, references, besideOf.get(name))),
    };
    return [{ ...derived, ...shown }];
  });
  const placed = readings.reduce((list, { after, ...reading }) => {
    const at = list.findIndex((f) => f.name === after);
    const read: Field<T> = { hideInForm: true, ...reading };
    return at < 0 ? [...list, read] : [...list.slice(0, at + 1), read, ...list.slice(at + 1)];
  }, declared);
  const rank = (name: string) => (leading.includes(name) ? leading.indexOf(name) : leading.length);
  return placed.sort((a, b) => rank(a.name) - rank(b.name));
}
