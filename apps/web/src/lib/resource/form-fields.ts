/** Which fields a create or edit form shows, and the contract schema each is checked with. */
import { snakeKey } from '../api/case';
import type { Resource } from './resource';
import type { Field } from './field';
import type { ContractObject, FormSchemas } from './rules';
import type { RecordBase } from './types';
import { valueTypes } from './value-types';

export type FormMode = 'create' | 'edit';

export type FormField<T> = { field: Field<T>; schema: ContractObject | undefined };

function hiddenIn<T>(field: Field<T>, mode: FormMode) {
  return field.hideInForm === true || field.hideInForm === mode;
}

/**
 * A field is on the form when the mode's body schema has it or it brings its own input. Edit forms check
 * with the create schema, so a field required on create stays required; `optionalOnEdit` fields use the
 * update schema (a password left empty is kept).
 */
export function formFields<T extends RecordBase>(
  resource: Resource<T>,
  mode: FormMode,
  schemas: FormSchemas | undefined,
): FormField<T>[] {
  const body = schemas?.[mode === 'create' ? 'create' : 'update'];
  return resource.fields
    .filter(
      (field) =>
        !hiddenIn(field, mode) && (field.input || (body && snakeKey(field.writes ?? field.name) in body.shape)),
    )
    .map((field) => ({
      field,
      schema: mode === 'edit' && field.optionalOnEdit ? schemas?.update : schemas?.create,
    }));
}

/** The values a new record's (or an action's) form starts with: each field's `defaultValue`. */
export function defaultValues(fields: readonly Pick<Field<unknown>, 'name' | 'defaultValue'>[]) {
  return Object.fromEntries(
    fields.flatMap((field) => (field.defaultValue === undefined ? [] : [[field.name, field.defaultValue]])),
  );
}

/** The form's starting values on an edit page: the record's, plus what `toFormValues` derives. */
export function initialValues<T extends RecordBase>(resource: Resource<T>, record: T, fields: FormField<T>[]) {
  const values = record as Record<string, unknown>;
  const own = fields.map(({ field }) => [field.name, field.optionalOnEdit ? undefined : values[field.name]]);
  return { ...Object.fromEntries(own), ...resource.toFormValues?.(record) };
}

/** The form's values under the body's keys: a field that `writes` another key is turned into it (a file into its id). */
export function wireValues<T>(fields: FormField<T>[], values: Record<string, unknown>): Record<string, unknown> {
  const wire = { ...values };
  for (const { field } of fields) {
    if (!field.writes || !(field.name in wire)) continue;
    const toWire = valueTypes[field.valueType ?? 'text'].toWire;
    wire[field.writes] = toWire ? toWire(wire[field.name]) : wire[field.name];
    delete wire[field.name];
  }
  return wire;
}

/** Form names of the body keys fields write under: where a server message about `coverId` shows (`cover`). */
export const formNamesOf = <T>(fields: FormField<T>[]) =>
  Object.fromEntries(fields.flatMap(({ field }) => (field.writes ? [[field.writes, field.name]] : [])));
