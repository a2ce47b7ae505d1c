/**
 * How a long form is laid out: its fields in named sections, two columns on a desktop.
 *
 * A resource declares its sections once (`formSections`), each naming its fields in the order shown; a
 * section's heading is `sections.<name>` in the feature's namespace. A field of the form no section names goes
 * to a last section, "Other" (`resource:sections.other`), so a field the contract gains later is never lost; a
 * section with no field on the form (all hidden in this mode) is left out. A form without sections is one
 * column, as before: short forms (about eight fields or fewer) declare none.
 *
 * On a sectioned form each field takes one of two columns from 1200 px (`xl`), the whole row below; a wide
 * field (rich text, long text, a list of links) always takes the whole row. Its value type decides, and a
 * field's `wide` overrides it. A file field takes a column: its control is an upload button, then the file's
 * line with a picture at most 120 px wide or a player at most 360 px, which a column holds (a row each left
 * most of the row empty); a gallery is no form field (it is managed on the show page).
 */
import type { Field, ValueType } from './field';

export type FormSection = {
  /** The section's name: its heading is `sections.<name>` in the feature's namespace. */
  name: string;
  /** Names of its fields, in the order shown. */
  fields: string[];
};

/** A section as the form shows it: its heading's i18n key and the fields it holds. */
export type LaidOutSection<F> = { name: string; label: string; fields: F[] };

export const OTHER_SECTION = 'other';

const WIDE_TYPES = new Set<ValueType>(['html', 'textarea', 'links']);

/** Whether a field takes a whole row of a two-column form. */
export const isWide = (field: Pick<Field<unknown>, 'wide' | 'valueType'>) =>
  field.wide ?? WIDE_TYPES.has(field.valueType ?? 'text');

/** The form's fields grouped by the declared sections, in their order; the rest in "Other", last. */
export function sectionsOf<F extends { field: { name: string } }>(
  fields: readonly F[],
  declared: readonly FormSection[],
): LaidOutSection<F>[] {
  const byName = new Map(fields.map((entry) => [entry.field.name, entry]));
  const placed = new Set(declared.flatMap((section) => section.fields));
  const sections = declared.map((section) => ({
    name: section.name,
    label: `sections.${section.name}`,
    fields: section.fields.flatMap((name) => byName.get(name) ?? []),
  }));
  const rest = fields.filter((entry) => !placed.has(entry.field.name));
  return [...sections, { name: OTHER_SECTION, label: 'resource:sections.other', fields: rest }].filter(
    (section) => section.fields.length > 0,
  );
}
