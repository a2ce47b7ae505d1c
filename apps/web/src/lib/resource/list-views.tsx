/**
 * The views of a list: tabs above the search form, "All" first, then the resource's predefined views
 * (`Resource.views`), then the admin's saved views (`saved-views/`). Picking one replaces the list's filters with
 * the view's (and, for a saved view, its sort), going back to the first page, so the URL keeps it; the tab whose
 * filters (and sort) are exactly the URL's is the one shown picked, none when they were changed by hand.
 */
import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import type { FilterValues } from './types';
import type { ResourceT } from './use-resource-t';

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

type Props = {
  tabs: readonly ViewTab[];
  filters: FilterValues;
  sort: string | undefined;
  /** The tab picked; undefined for "All". */
  onPick: (tab: ViewTab | undefined) => void;
  t: ResourceT;
};

export function ListViews({ tabs, filters, sort, onPick, t }: Props) {
  const items = [{ key: ALL_VIEWS, label: t('resource:views.all') }, ...tabs.map(({ key, label }) => ({ key, label }))];
  return (
    <Tabs
      size="small"
      style={{ marginBottom: -8 }}
      activeKey={activeView(tabs, filters, sort) ?? ''}
      items={items}
      onChange={(key) => onPick(tabs.find((tab) => tab.key === key))}
    />
  );
}
