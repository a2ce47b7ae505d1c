/**
 * What a record's card shows on a phone, read from the fields the table already declares, so no resource
 * declares its card: the title is the record's name field (`titleField`, the manifest's name field), the
 * picture its first image field (a cover, an avatar), the tag its `status`, and the figures the first shown
 * columns after those: the `leading` columns a resource puts first at 1366 px are the ones that decide, and the
 * column settings hide a figure as they hide its column.
 */
import type { Field } from './field';

export type CardLayout<T> = {
  title?: Field<T>;
  image?: Field<T>;
  status?: Field<T>;
  figures: Field<T>[];
};

/** How many figures a card shows under its title: more and the cards stop being quick to scan. */
export const CARD_FIGURES = 3;

/** Fields that never make a figure: the id (the title names the record) and what cannot be read in a line. */
const NO_FIGURE = new Set(['id']);
const NOT_A_FIGURE: ReadonlySet<Field<unknown>['valueType']> = new Set(['image', 'video', 'html', 'textarea']);

/**
 * `fields`: the table's fields (those a column may show); `shown`: the columns shown now. `titleField`: the
 * field a record's name is read from.
 */
export function cardLayout<T>(
  fields: readonly Field<T>[],
  shown: readonly Field<T>[],
  titleField: string | undefined,
): CardLayout<T> {
  const title = fields.find((f) => f.name === titleField);
  const image = fields.find((f) => f.valueType === 'image');
  const status = fields.find((f) => f.name === 'status' && f.name !== titleField);
  const placed = new Set([title, image, status].filter(Boolean));
  const figures = shown
    .filter((f) => !placed.has(f) && !NO_FIGURE.has(f.name) && !NOT_A_FIGURE.has(f.valueType))
    .slice(0, CARD_FIGURES);
  return { title, image, status, figures };
}
