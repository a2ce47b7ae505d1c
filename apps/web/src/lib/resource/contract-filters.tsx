/**
 * A list's search form made from the filters the contract declares (`videoFilters`), so the web offers exactly
 * the filters the server takes, under the parameter names it reads. The resource adds only what the contract
 * cannot know: each filter's label, an enum's option labels and colours, and a related record's picker. A
 * filter the contract declares and the resource forgets is a type error.
 */
import type { DeclaredFilters, EnumFilter, FilterDef, IdFilter } from '@backlot/contract';
import { camelKey } from '../api/case';
import { flagOptions } from './options';
import type { FilterSpec, Option } from './field';
import { RemoteSelect } from './remote-select';
import type { RecordPick } from './picked-by';
import type { RecordBase } from './types';

/** What a filter of each kind needs besides its definition. */
type Look<D extends FilterDef> = { label: string } & (D extends EnumFilter
  ? { options: Option[] }
  : D extends IdFilter
    ? { input: FilterSpec['input'] } | { pick: RecordPick }
    : object);

export type FilterLooks<F extends Record<string, FilterDef>> = { [K in keyof F]: Look<F[K]> };

export function contractFilters<F extends Record<string, FilterDef>>(
  declared: DeclaredFilters<F>,
  looks: FilterLooks<F>,
): FilterSpec[] {
  return Object.entries(declared.defs).map(([wireName, def]): FilterSpec => {
    const look = looks[wireName] as Look<FilterDef> & {
      options?: Option[];
      input?: FilterSpec['input'];
      pick?: RecordPick;
    };
    const name = camelKey(wireName);
    switch (def.kind) {
      case 'enum':
        return { name, label: look.label, type: 'select', options: look.options };
      case 'flag':
        return { name, label: look.label, type: 'select', options: flagOptions };
      case 'id':
        return { name, label: look.label, type: 'number', input: look.input ?? (look.pick && picker(look.pick)) };
      case 'dateRange':
        return { name, label: look.label, type: 'dateRange', range: [`${name}From`, `${name}To`] };
      case 'text':
        return { name, label: look.label, type: 'text' };
      case 'decimalRange':
        return { name, label: look.label, type: 'decimalRange', range: [`${name}Min`, `${name}Max`] };
    }
  });
}

const picker = ({ path, labelOf }: RecordPick) => (
  <RemoteSelect<RecordBase> path={path} labelOf={labelOf} style={{ minWidth: 160 }} />
);
