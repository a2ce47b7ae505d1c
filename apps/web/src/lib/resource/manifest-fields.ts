/**
 * A resource's fields from the contract's manifest, labelled by convention: a field's label is `fields.<name>`
 * in the feature's namespace (the kit's own for `id` and the timestamps), an enum's values `<name>.<value>`.
 * What the manifest says (sortable, read-only, the create default, the kind) is not declared again; a feature
 * adds only presentation (a width, a help text, a render, colours of an enum's values).
 */
import type { FieldKind, Manifest } from '@backlot/contract';
import { camelKey } from '../api/case';
import { commonFields } from './common-fields';
import type { Field, ValueType } from './field';
import { optionsOf } from './options';
import type { RecordBase } from './types';

/** Presentation by field name (camelCase); `false` leaves a field out of every page. */
export type Presentation<T> = Partial<Record<Extract<keyof T, string>, Partial<Field<T>> | false>>;

const VALUE_TYPES: Partial<Record<FieldKind, ValueType>> = {
  multiline: 'textarea',
  integer: 'number',
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

/** The kit's field for each of the manifest's fields, in its order, with the feature's presentation over it. */
export function fieldsOf<T extends RecordBase>(manifest: Manifest, presentation: Presentation<T> = {}): Field<T>[] {
  return Object.entries(manifest.fields).flatMap(([wire, spec]) => {
    const name = camelKey(wire);
    const shown = presentation[name as Extract<keyof T, string>];
    if (shown === false) return [];
    const kit = KIT_FIELDS[name] as Field<T> | undefined;
    const derived: Field<T> = kit ?? {
      name,
      label: `fields.${name}`,
      valueType: VALUE_TYPES[spec.kind],
      sortable: spec.traits.sortable,
      options: spec.traits.values && optionsOf(spec.traits.values, name),
      defaultValue: defaultOf(manifest.create, wire),
      hideInForm: spec.input ? undefined : true,
    };
    return [{ ...derived, ...shown }];
  });
}
