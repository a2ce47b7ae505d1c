/**
 * Saved views of a list: tabs above the search form, "All" first, each view a set of filters (`Resource.views`).
 * Picking one replaces the list's filters with the view's (and goes back to the first page), so the URL keeps
 * it; the tab whose filters are exactly the URL's is the one shown picked, none when the filters were changed by
 * hand.
 */
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

const ALL = 'all';

/** The view whose filters are exactly `current`; "all" for no filter at all; none otherwise. */
export function activeView(views: readonly ListView[], current: FilterValues): string | undefined {
  const set = Object.entries(current).filter(([, value]) => value !== undefined && value !== '');
  if (!set.length) return ALL;
  return views.find(
    (view) =>
      Object.keys(view.filters).length === set.length && set.every(([name, value]) => view.filters[name] === value),
  )?.key;
}

type Props = {
  views: readonly ListView[];
  filters: FilterValues;
  onPick: (filters: FilterValues) => void;
  t: ResourceT;
};

export function ListViews({ views, filters, onPick, t }: Props) {
  const items = [
    { key: ALL, label: t('resource:views.all') },
    ...views.map((view) => ({ key: view.key, label: t(view.label) })),
  ];
  return (
    <Tabs
      size="small"
      style={{ marginBottom: -8 }}
      activeKey={activeView(views, filters) ?? ''}
      items={items}
      onChange={(key) => onPick(views.find((view) => view.key === key)?.filters ?? {})}
    />
  );
}
