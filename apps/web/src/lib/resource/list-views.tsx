/**
 * The views of a list: tabs above the search form, "All" first, then the resource's predefined views
 * (`Resource.views`), then the admin's saved views (`saved-views/`). Picking one replaces the list's filters with
 * the view's (and, for a saved view, its sort), going back to the first page, so the URL keeps it; the tab whose
 * filters (and sort) are exactly the URL's is the one shown picked, none when they were changed by hand.
 */
import { Tabs } from 'antd';
import type { FilterValues } from './types';
import type { ResourceT } from './use-resource-t';
import { activeView, ALL_VIEWS, type ViewTab } from './view-tabs';

export { activeView, type ListView, type ViewTab } from './view-tabs';

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
