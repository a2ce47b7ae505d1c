/**
 * The look of an id filter whose record is picked by name, searched as the user types: plain data, so a feature
 * declares it where its menu entry is without loading the picker (`contractFilters` makes the control).
 */
import type { RecordBase } from './types';

export type RecordPick<T extends RecordBase = RecordBase> = { path: string; labelOf: (record: T) => string };

export function pickedBy<T extends RecordBase>(
  label: string,
  path: string,
  labelOf: (record: T) => string,
): { label: string; pick: RecordPick } {
  return { label, pick: { path, labelOf: labelOf as RecordPick['labelOf'] } };
}
