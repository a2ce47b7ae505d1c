/**
 * Which view of a list is picked (`list-views.tsx` shows them): plain data and a function, without antd, so the
 * list's code reads it without loading the tabs.
 */
import type { ReactNode } from 'react';
import type { FilterValues } from './types';

export type ListView = {
  key: string;
  /** i18n key of the tab, in the resource's namespace. */
  label: string;
  /** URL names and values of the filters it sets (`{ assigned: 'me', status: 'open' }`). */
  filters: Record<string, string>;
};

/** A tab as shown: a predefined view (its label translated) or a saved one. */
export type ViewTab = {
  key: string;
  label: ReactNode;
  filters: Record<string, string>;
  /**
   * A saved view's sort: the tab reads as picked only while the list is in this order; `own` when it is the
   * list's own order (the view then reads as "All" when it sets no filter either).
   */
  sort?: { value: string | undefined; own: boolean };
};

export const ALL_VIEWS = 'all';

/**
 * The view whose filters (and sort, for a saved view) are exactly `current`; "all" for no filter at all (unless a
 * view of no filter sets the order the list is in); none otherwise.
 */
export function activeView(
  views: readonly (ListView | ViewTab)[],
  current: FilterValues,
  sort?: string,
): string | undefined {
  const set = Object.entries(current).filter(([, value]) => value !== undefined && value !== '');
  const matches = (view: ListView | ViewTab) =>
    Object.keys(view.filters).length === set.length &&
    set.every(([name, value]) => view.filters[name] === value) &&
    (!('sort' in view) || view.sort === undefined || view.sort.value === sort);
  if (!set.length)
    return views.find((view) => 'sort' in view && view.sort && !view.sort.own && matches(view))?.key ?? ALL_VIEWS;
  return views.find(matches)?.key;
}
