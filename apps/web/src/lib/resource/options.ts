/** Choices of select fields and filters, made from what the contract declares. */
import type { Option } from './field';

/**
 * One option per value, labelled `<prefix>.<value>` in the resource's namespace (`status.open`), coloured
 * where `colors` names a colour for it.
 */
export function optionsOf<V extends string>(
  values: readonly V[],
  prefix: string,
  colors?: Partial<Record<V, string>>,
): Option[] {
  return values.map((value) => ({ value, label: `${prefix}.${value}`, color: colors?.[value] }));
}

/** A yes/no filter: the contract's flag filters take `1` and `0` (spec section 9). */
export const flagOptions: Option[] = [
  { value: 1, label: 'resource:yes' },
  { value: 0, label: 'resource:no' },
];
